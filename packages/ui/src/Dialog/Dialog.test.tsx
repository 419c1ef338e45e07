import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ThemeProvider } from '../theme/ThemeProvider';
import { Dialog, type DialogProps } from './Dialog';

function Harness(props: Partial<DialogProps>) {
  const [open, setOpen] = useState(false);
  return (
    <ThemeProvider>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Dialog
        title="Edit check"
        isOpen={open}
        onOpenChange={setOpen}
        footer={
          <button type="button" onClick={() => setOpen(false)}>
            Save
          </button>
        }
        {...props}
      >
        <label>
          Name <input />
        </label>
      </Dialog>
    </ThemeProvider>
  );
}

describe('Dialog', () => {
  it('opens named by its title inside the provider portal, and Escape closes and restores focus', async () => {
    const user = userEvent.setup();
    const { container } = render(<Harness />);
    const trigger = screen.getByRole('button', { name: 'Open' });
    await user.click(trigger);
    const dialog = screen.getByRole('dialog', { name: 'Edit check' });
    expect(container.querySelector('[data-mc-portal]')).toContainElement(dialog);
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('keeps focus inside while tabbing', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog');
    for (let i = 0; i < 6; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('toggles between its size and full with Expand / Collapse', async () => {
    const user = userEvent.setup();
    const onExpandedChange = vi.fn();
    render(<Harness size="small" onExpandedChange={onExpandedChange} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('dialog')).toHaveAttribute('data-size', 'small');
    await user.click(screen.getByRole('button', { name: 'Expand' }));
    expect(screen.getByRole('dialog')).toHaveAttribute('data-size', 'full');
    expect(onExpandedChange).toHaveBeenCalledWith(true);
    await user.click(screen.getByRole('button', { name: 'Collapse' }));
    expect(screen.getByRole('dialog')).toHaveAttribute('data-size', 'small');
  });

  it('has no expand button at full size and closes from its close button', async () => {
    const user = userEvent.setup();
    render(<Harness size="full" />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.queryByRole('button', { name: 'Expand' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens on mount inside the provider portal, focused, with the rest of the widget hidden', async () => {
    const { container } = render(
      <ThemeProvider>
        <button type="button">Behind</button>
        <Dialog title="Reveal token" isOpen>
          <p>Copy the token now.</p>
          <button type="button">Copy</button>
        </Dialog>
      </ThemeProvider>,
    );
    // Rendered on the very first commit, not after an effect.
    const dialog = screen.getByRole('dialog', { name: 'Reveal token' });
    expect(container.querySelector('[data-mc-portal]')).toContainElement(dialog);
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    expect(screen.queryByRole('button', { name: 'Behind' })).not.toBeInTheDocument();
  });
});
