import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Badge } from './Badge';

describe('Badge', () => {
  it('shows its text with the tone as a data attribute', () => {
    render(<Badge tone="danger">3 failing</Badge>);
    expect(screen.getByText('3 failing')).toHaveAttribute('data-tone', 'danger');
  });

  it('defaults to the neutral tone', () => {
    render(<Badge>draft</Badge>);
    expect(screen.getByText('draft')).toHaveAttribute('data-tone', 'neutral');
  });
});
