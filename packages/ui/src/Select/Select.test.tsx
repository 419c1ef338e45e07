import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ThemeProvider } from '../theme/ThemeProvider';
import { Select, type SelectProps } from './Select';

const zones = [
  { id: 'browser', label: 'Browser' },
  { id: 'UTC', label: 'UTC', description: '+00:00' },
  { id: 'Europe/Berlin', label: 'Europe/Berlin', description: '+01:00' },
];

function renderSelect(props: Partial<SelectProps> = {}) {
  return render(
    <ThemeProvider>
      <Select label="Display timezone" options={zones} {...props} />
    </ThemeProvider>,
  );
}

describe('Select', () => {
  it('opens from the keyboard and picks an option', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderSelect({ onChange });
    const trigger = screen.getByRole('button', { name: /Display timezone/ });
    expect(trigger).toHaveTextContent('Select…');
    await user.tab();
    await user.keyboard('{ArrowDown}');
    const listbox = await screen.findByRole('listbox');
    await user.click(within(listbox).getByRole('option', { name: /UTC/ }));
    expect(onChange).toHaveBeenCalledWith('UTC');
    expect(trigger).toHaveTextContent('UTC');
  });

  it('clears to no value by default', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderSelect({ defaultValue: 'UTC', isClearable: true, onChange });
    await user.click(screen.getByRole('button', { name: 'Clear selection' }));
    expect(onChange).toHaveBeenCalledWith(null);
    expect(screen.getByRole('button', { name: /Display timezone/ })).toHaveTextContent('Select…');
  });

  it('ignores a cleared value when asked to (the timezone select keeps its choice)', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderSelect({ defaultValue: 'UTC', isClearable: true, ignoreClearedValue: true, onChange });
    await user.click(screen.getByRole('button', { name: 'Clear selection' }));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: /Display timezone/ })).toHaveTextContent('UTC');
  });

  it('shows its error and description to assistive technology', () => {
    renderSelect({ isInvalid: true, errorMessage: 'This field is required', description: 'Used for every date' });
    const trigger = screen.getByRole('button', { name: /Display timezone/ });
    expect(trigger).toHaveAccessibleDescription(/This field is required/);
    expect(trigger).toHaveAccessibleDescription(/Used for every date/);
  });
});
