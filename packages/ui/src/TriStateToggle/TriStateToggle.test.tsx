import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { nextTriState, TriStateToggle, type TriState } from './TriStateToggle';

describe('nextTriState', () => {
  it.each<[TriState, 1 | -1, TriState]>([
    [0, 1, 1],
    [0, -1, -1],
    [1, 1, 0],
    [-1, -1, 0],
    [1, -1, -1],
    [-1, 1, 1],
  ])('from %i pressing %i gives %i', (current, pressed, expected) => {
    expect(nextTriState(current, pressed)).toBe(expected);
  });
});

describe('TriStateToggle', () => {
  it('cycles include → exclude → none by keyboard with aria-pressed', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<TriStateToggle label="healthy" onChange={onChange} />);
    const group = screen.getByRole('group', { name: 'healthy' });
    const include = within(group).getByRole('button', { name: 'Include' });
    const exclude = within(group).getByRole('button', { name: 'Exclude' });
    await user.tab();
    expect(include).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(include).toHaveAttribute('aria-pressed', 'true');
    expect(onChange).toHaveBeenLastCalledWith(1);
    await user.tab();
    await user.keyboard(' ');
    expect(exclude).toHaveAttribute('aria-pressed', 'true');
    expect(include).toHaveAttribute('aria-pressed', 'false');
    expect(onChange).toHaveBeenLastCalledWith(-1);
    await user.keyboard(' ');
    expect(exclude).toHaveAttribute('aria-pressed', 'false');
    expect(onChange).toHaveBeenLastCalledWith(0);
    expect(group).toHaveAttribute('data-state', 'none');
  });

  it('shows a controlled value and does not change without the parent', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<TriStateToggle label="degraded" value={-1} onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Exclude' }));
    expect(onChange).toHaveBeenCalledWith(0);
    expect(screen.getByRole('button', { name: 'Exclude' })).toHaveAttribute('aria-pressed', 'true');
  });
});
