import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatusDot } from './StatusDot';

describe('StatusDot', () => {
  it.each([
    ['unhealthy', 'red'],
    ['suspended', 'grey'],
    ['mixed', 'orange'],
    ['healthy', 'green'],
  ])('%s is %s and says so in text', (status, color) => {
    render(<StatusDot status={status} />);
    const text = screen.getByText(status);
    expect(text.closest('[data-status-color]')).toHaveAttribute('data-status-color', color);
  });

  it('uses the given label as its text alternative', () => {
    render(<StatusDot status="degraded" label="Service degraded" showLabel />);
    expect(screen.getByText('Service degraded')).toBeVisible();
  });

  it('still has text when the status is empty', () => {
    const { container } = render(<StatusDot status="" />);
    expect(container).toHaveTextContent('green');
  });
});
