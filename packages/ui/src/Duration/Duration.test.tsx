import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Duration } from './Duration';

describe('Duration', () => {
  it('shows the two largest units with the exact value in its title', () => {
    render(<Duration ms={3_725_000} />);
    expect(screen.getByText('1h 2m')).toHaveAttribute('title', '3725000 ms');
  });

  it('renders nothing for invalid input', () => {
    const { container } = render(<Duration ms={Number.NaN} />);
    expect(container).toBeEmptyDOMElement();
  });
});
