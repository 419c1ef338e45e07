import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Skeleton } from './Skeleton';

describe('Skeleton', () => {
  it('announces its label as a status', () => {
    render(<Skeleton label="Loading checks" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading checks');
  });

  it('is silent without a label', () => {
    render(<Skeleton lines={3} />);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('draws one block per line', () => {
    const { container } = render(<Skeleton lines={3} />);
    expect(container.querySelectorAll('[data-shape="text"]')).toHaveLength(3);
  });
});
