import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NumberField } from './NumberField';

describe('NumberField', () => {
  it('steps with the arrow keys within its bounds', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<NumberField label="Threshold" defaultValue={1} minValue={0} onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Threshold' });
    await user.click(input);
    await user.keyboard('{ArrowDown}');
    expect(onChange).toHaveBeenLastCalledWith(0);
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveValue('0');
    await user.keyboard('{ArrowUp}');
    expect(onChange).toHaveBeenLastCalledWith(1);
  });

  it('commits typed text on blur and reports an emptied field as null', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<NumberField label="Days" defaultValue={3} onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Days' });
    await user.clear(input);
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith(null);
    await user.click(input);
    await user.keyboard('42');
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith(42);
  });

  it('has named step buttons and a linked error', () => {
    render(<NumberField label="Count" isInvalid errorMessage="Must be at least 0" />);
    expect(screen.getByRole('button', { name: /Increase/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Decrease/ })).toBeInTheDocument();
    const input = screen.getByRole('textbox', { name: 'Count' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Must be at least 0');
  });
});
