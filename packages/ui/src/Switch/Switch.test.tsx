import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Switch } from './Switch';

describe('Switch', () => {
  it('toggles with Space and reports the new state', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Switch onChange={onChange}>Show deleted items</Switch>);
    const control = screen.getByRole('switch', { name: 'Show deleted items' });
    expect(control).not.toBeChecked();
    await user.tab();
    await user.keyboard(' ');
    expect(control).toBeChecked();
    expect(onChange).toHaveBeenCalledWith(true);
  });

  it('does not change when disabled', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <Switch isDisabled onChange={onChange}>
        Show hidden components
      </Switch>,
    );
    await user.click(screen.getByRole('switch', { name: 'Show hidden components' }));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('switch')).toBeDisabled();
  });

  it('follows a controlled value', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <Switch isSelected onChange={onChange}>
        Live
      </Switch>,
    );
    await user.click(screen.getByRole('switch', { name: 'Live' }));
    expect(onChange).toHaveBeenCalledWith(false);
    expect(screen.getByRole('switch')).toBeChecked();
  });
});
