import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Truncate } from './Truncate';

const long = 'checkout-api-production-eu-west-1-very-long-deployment-name';

describe('Truncate', () => {
  it('keeps the whole text for assistive technology and in the title', () => {
    render(<Truncate text={long} maxWidth="10ch" />);
    const text = screen.getByText(long);
    expect(text).toHaveAttribute('title', long);
    expect(text).toHaveStyle({ maxWidth: '10ch' });
  });

  it('clamps to several lines when asked', () => {
    render(<Truncate text={long} lines={2} />);
    expect(screen.getByText(long)).toHaveAttribute('data-lines', '2');
  });
});
