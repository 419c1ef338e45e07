import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Menu } from '../Menu';
import { Select } from '../Select';
import { ThemeProvider } from '../theme/ThemeProvider';
import { chooseMenuItem, openMenu, selectOption } from './index';

const zones = [
  { id: 'UTC', label: 'UTC', description: '+00:00' },
  { id: 'Europe/Berlin', label: 'Europe/Berlin', description: '+01:00' },
];

function renderBoth(onChange = vi.fn(), onAction = vi.fn()) {
  render(
    <ThemeProvider>
      <section aria-label="first">
        <Select label="Display timezone" options={zones} onChange={onChange} />
      </section>
      <section aria-label="second">
        <Select label="Other timezone" options={zones} />
      </section>
      <Menu
        label="Actions"
        items={[
          { id: 'edit', label: 'Edit' },
          { id: 'delete', label: 'Delete', tone: 'danger' },
        ]}
        onAction={onAction}
      />
    </ThemeProvider>,
  );
  return { onChange, onAction };
}

describe('ui/testing', () => {
  it('selectOption picks by the label the trigger name ends with, within a scope', async () => {
    const { onChange } = renderBoth();
    const user = userEvent.setup();
    await selectOption({ user, label: 'Display timezone', option: /^Europe\/Berlin/ });
    expect(onChange).toHaveBeenLastCalledWith('Europe/Berlin');
    expect(screen.getByRole('button', { name: /Display timezone/ })).toHaveTextContent('Europe/Berlin');
    await selectOption({ user, label: 'Display timezone', option: 'UTC', prefix: true });
    expect(onChange).toHaveBeenLastCalledWith('UTC');
    await selectOption({
      user,
      label: /timezone/,
      option: 'UTC',
      prefix: true,
      within: screen.getByRole('region', { name: 'second' }),
    });
    expect(screen.getByRole('button', { name: /Other timezone/ })).toHaveTextContent('UTC');
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('selectOption fails naming the trigger it could not find', async () => {
    renderBoth();
    await expect(
      selectOption({ user: userEvent.setup(), label: 'Missing field', option: 'UTC', within: document.body }),
    ).rejects.toThrow(/Missing field/);
  });

  it('openMenu returns the open menu and chooseMenuItem runs the action', async () => {
    const { onAction } = renderBoth();
    const user = userEvent.setup();
    const menu = await openMenu({ user, trigger: 'Actions' });
    expect(menu).toHaveAttribute('role', 'menu');
    expect([...menu.querySelectorAll('[role="menuitem"]')].map((item) => item.textContent)).toEqual(['Edit', 'Delete']);
    await user.keyboard('{Escape}');
    await chooseMenuItem({ user, trigger: 'Actions', item: 'Delete' });
    expect(onAction).toHaveBeenCalledWith('delete');
  });
});
