import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox } from './Checkbox';

describe('Checkbox', () => {
  it('checks with Space and reports it', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Checkbox onChange={onChange}>Insecure TLS</Checkbox>);
    await user.tab();
    await user.keyboard(' ');
    expect(screen.getByRole('checkbox', { name: 'Insecure TLS' })).toBeChecked();
    expect(onChange).toHaveBeenCalledWith(true);
  });

  it('marks itself invalid and indeterminate for assistive technology', () => {
    render(
      <Checkbox isInvalid isIndeterminate>
        All namespaces
      </Checkbox>,
    );
    const box = screen.getByRole('checkbox', { name: 'All namespaces' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toBePartiallyChecked();
  });

  it('ignores presses when disabled', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <Checkbox isDisabled onChange={onChange}>
        Off
      </Checkbox>,
    );
    await user.click(screen.getByRole('checkbox', { name: 'Off' }));
    expect(onChange).not.toHaveBeenCalled();
  });
});
