import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Button } from '../Button';
import { ThemeProvider } from '../theme/ThemeProvider';
import { Popover } from './Popover';

function renderPopover() {
  return render(
    <ThemeProvider>
      <Popover trigger={<Button>Filters</Button>} title="Filter checks">
        {({ close }) => (
          <>
            <p>Only failing</p>
            <button onClick={close}>Apply</button>
          </>
        )}
      </Popover>
    </ThemeProvider>,
  );
}

describe('Popover', () => {
  it('opens from its trigger as a dialog named by its title', async () => {
    const user = userEvent.setup();
    const { container } = renderPopover();
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filter checks' });
    expect(dialog).toHaveTextContent('Only failing');
    expect(dialog.closest('[data-mc-portal]')).toBe(container.querySelector('[data-mc-portal]'));
  });

  // axe's 'region' rule counts a named element outside the page's landmarks as stray content; the
  // portalled surface around the dialog must carry no name, so only the dialog (a region to axe) is named.
  it('names only its dialog, not the surface portalled around it', async () => {
    const user = userEvent.setup();
    renderPopover();
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filter checks' });
    for (let node = dialog.parentElement; node && !node.hasAttribute('data-mc-portal'); node = node.parentElement) {
      expect(node).not.toHaveAttribute('aria-labelledby');
      expect(node).not.toHaveAttribute('aria-label');
    }
  });

  it('closes with Escape and returns focus to the trigger', async () => {
    const user = userEvent.setup();
    renderPopover();
    const trigger = screen.getByRole('button', { name: 'Filters' });
    trigger.focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    // react-aria restores focus on the next animation frame.
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('lets content close it', async () => {
    const user = userEvent.setup();
    renderPopover();
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    await user.click(await screen.findByRole('button', { name: 'Apply' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
