import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ThemeProvider } from '../theme/ThemeProvider';
import { Menu } from './Menu';

const items = [
  { id: 'edit', label: 'Edit', icon: '✎' },
  { id: 'silence', label: 'Silence', isDisabled: true },
  { id: 'delete', label: 'Delete', icon: '🗑', tone: 'danger' as const },
];

describe('Menu', () => {
  it('opens with the keyboard, skips disabled items and runs the chosen action', async () => {
    const user = userEvent.setup();
    const onAction = vi.fn();
    const { container } = render(
      <ThemeProvider>
        <Menu label="Actions" items={items} onAction={onAction} />
      </ThemeProvider>,
    );
    const trigger = screen.getByRole('button', { name: 'Actions' });
    await user.tab();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(container.querySelector('[data-mc-portal]')).toContainElement(menu);
    expect(within(menu).getByRole('menuitem', { name: 'Edit' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(within(menu).getByRole('menuitem', { name: 'Delete' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onAction).toHaveBeenCalledExactlyOnceWith('delete');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('names an icon-only trigger', () => {
    render(<Menu label="⋮" aria-label="More actions" items={items} />);
    expect(screen.getByRole('button', { name: 'More actions' })).toBeInTheDocument();
  });
});
