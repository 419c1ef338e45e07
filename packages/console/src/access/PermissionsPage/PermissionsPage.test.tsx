import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ConsoleUser } from '../../provider/access';
import { createMemoryStorage } from '../../provider/storage';
import { TestConsoleProvider, testAdmin } from '../../testing/TestConsoleProvider';
import { fakeDb, type FakeDbOptions } from '../../testing/postgrestFake';
import { EDITOR, permissionTables } from '../__fixtures__/permissions';
import { PermissionDialog } from '../PermissionDialog/PermissionDialog';
import { PermissionsPage } from './PermissionsPage';
import { selectOption } from '@mission-control/ui/testing';

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 5_000 });

type User = ReturnType<typeof userEvent.setup>;

function setup(ui: React.ReactNode, { user = testAdmin, ...options }: FakeDbOptions & { user?: ConsoleUser } = {}) {
  const fake = fakeDb(permissionTables(), options);
  const userEv = userEvent.setup();
  render(
    <TestConsoleProvider user={user} client={{ db: fake.db as never }}>
      {ui}
    </TestConsoleProvider>,
  );
  return { ...fake, user: userEv };
}

const choose = (user: User, scope: HTMLElement, field: RegExp, option: string) =>
  selectOption({ user, within: scope, label: field, option });

async function search(user: User, scope: HTMLElement, field: RegExp, text: string, option: string) {
  await user.type(within(scope).getByRole('combobox', { name: field }), text);
  await user.click(await screen.findByRole('option', { name: (name) => name.startsWith(option) }));
}

describe('PermissionsPage', () => {
  it('#28 page size: the table remembers the page size chosen last time', async () => {
    const storage = createMemoryStorage();
    const renderPage = () =>
      render(
        <TestConsoleProvider storage={storage} client={{ db: fakeDb(permissionTables()).db as never }}>
          <PermissionsPage />
        </TestConsoleProvider>,
      );
    const user = userEvent.setup();
    const first = renderPage();
    const size = await screen.findByRole('combobox', { name: 'Rows per page' });
    expect(size).toHaveValue('50');
    await user.selectOptions(size, '100');
    expect(screen.getByRole('combobox', { name: 'Rows per page' })).toHaveValue('100');
    first.unmount();
    renderPage();
    expect(await screen.findByRole('combobox', { name: 'Rows per page' })).toHaveValue('100');
  });

  it('lists permissions with subject, resource, a deny icon, and who created them', async () => {
    setup(<PermissionsPage />);
    const table = await screen.findByRole('table', { name: 'Permissions' });
    const deny = (await within(table).findByText('Eddie Editor')).closest('tr')!;
    expect(deny).toHaveTextContent('canaries');
    expect(within(deny).getByRole('img', { name: 'Denied' })).toBeInTheDocument();
    expect(deny).toHaveTextContent('Ada Admin');
    const crd = within(table).getByText('viewer').closest('tr')!;
    expect(within(crd).queryByRole('img', { name: 'Denied' })).not.toBeInTheDocument();
    expect(crd).toHaveTextContent('Role');
    expect(screen.getByText('2 permissions')).toBeInTheDocument();
  });

  it('filters by subject on the server', async () => {
    const { user } = setup(<PermissionsPage />);
    const table = await screen.findByRole('table', { name: 'Permissions' });
    await within(table).findByText('Eddie Editor');
    await choose(user, document.body, /^All subjects/, 'viewer');
    await waitFor(() => expect(within(table).queryByText('Eddie Editor')).not.toBeInTheDocument());
    expect(within(table).getByText('viewer')).toBeInTheDocument();
  });

  it('hides Add Permission from a viewer', async () => {
    setup(<PermissionsPage />, { user: { ...testAdmin, roles: ['viewer'] } });
    await screen.findByRole('table', { name: 'Permissions' });
    expect(screen.queryByRole('button', { name: 'Add Permission' })).not.toBeInTheDocument();
  });

  it('opens Edit Permission on a row click, loads it, and saves with updated_by', async () => {
    const { user, writes } = setup(<PermissionsPage />);
    await user.click(await screen.findByText('Eddie Editor'));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Permission' });
    expect(await within(dialog).findByText('Selected: Eddie Editor')).toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: 'Deny' })).toBeChecked();
    await user.clear(within(dialog).getByRole('textbox', { name: 'Description' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'changed');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Permission updated')).toBeInTheDocument();
    expect(writes).toHaveLength(1);
    expect(writes[0]).toMatchObject({
      method: 'PATCH',
      table: 'permissions',
      params: { id: 'eq.perm-deny' },
      body: {
        subject_type: 'person',
        subject: EDITOR.id,
        person_id: EDITOR.id,
        object: 'canaries',
        action: 'update',
        deny: true,
        description: 'changed',
        updated_by: 'u-admin',
        name: 'deny-editor-canaries',
      },
    });
    expect(writes[0]!.body).not.toHaveProperty('check_id');
  });
});

describe('PermissionDialog', () => {
  it('adds a role deny permission on a global object', async () => {
    const { user, writes } = setup(<PermissionDialog isOpen onOpenChange={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Add Permission' });
    expect(within(dialog).getByRole('button', { name: /Subject type\s*\*?$/ })).toHaveTextContent('Person');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await within(dialog).findAllByText('This field is required')).length).toBeGreaterThanOrEqual(2);
    expect(writes).toEqual([]);

    await choose(user, dialog, /Subject type\s*\*?$/, 'Role');
    const roles = within(dialog).getByRole('button', { name: /Role\s*\*?$/ });
    await user.click(roles);
    const names = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(names).toEqual(['admin', 'editor', 'guest', 'viewer', 'responder', 'commander']);
    await user.click(screen.getByRole('option', { name: 'editor' }));
    await choose(user, dialog, /Resource type\s*\*?$/, 'Global');
    await choose(user, dialog, /Object\s*\*?$/, 'canaries');
    await choose(user, dialog, /Action\s*\*?$/, 'create,read,update,delete');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Deny' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Permission added')).toBeInTheDocument();
    expect(writes[0]).toMatchObject({
      method: 'POST',
      table: 'permissions',
      body: {
        subject_type: 'group',
        subject: 'editor',
        object: 'canaries',
        action: 'create,read,update,delete',
        deny: true,
        created_by: 'u-admin',
        source: 'UI',
        name: 'deny-group-editor-canaries-create,read,update,delete',
      },
    });
  });

  it('clears the subject when its kind changes and the resource when its kind changes', async () => {
    const { user, writes } = setup(<PermissionDialog isOpen onOpenChange={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Add Permission' });
    await search(user, dialog, /^Person/, 'Eddie', 'Eddie Editor');
    await choose(user, dialog, /Subject type\s*\*?$/, 'Team');
    await choose(user, dialog, /Subject type\s*\*?$/, 'Person');
    expect(within(dialog).getByRole('combobox', { name: /^Person/ })).toHaveValue('');

    await choose(user, dialog, /Resource type\s*\*?$/, 'Canary');
    await search(user, dialog, /^Canary/, 'http', 'http-checks');
    await choose(user, dialog, /Resource type\s*\*?$/, 'Global');
    await choose(user, dialog, /Action\s*\*?$/, 'read');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findAllByText('This field is required')).toHaveLength(2);
    expect(writes).toEqual([]);
  });

  it('offers playbook actions only for playbooks', async () => {
    const { user } = setup(<PermissionDialog isOpen onOpenChange={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Add Permission' });
    await choose(user, dialog, /Resource type\s*\*?$/, 'Canary');
    await user.click(within(dialog).getByRole('button', { name: /Action\s*\*?$/ }));
    expect(screen.queryByRole('option', { name: 'playbook:run' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    await choose(user, dialog, /Resource type\s*\*?$/, 'Playbook');
    await user.click(within(dialog).getByRole('button', { name: /Action\s*\*?$/ }));
    const names = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(names).toEqual([
      'read',
      'update',
      'create',
      'delete',
      '*',
      'create,read,update,delete',
      'playbook:run',
      'playbook:approve',
      'playbook:*',
    ]);
  });

  it('shows a spinner while loading an existing permission', async () => {
    setup(<PermissionDialog isOpen id="perm-deny" onOpenChange={() => undefined} />, { hangReads: 'permissions' });
    const dialog = await screen.findByRole('dialog', { name: 'Edit Permission' });
    expect(within(dialog).getByRole('status', { name: 'Loading permission' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it('keeps action, deny and description read-only for a Kubernetes CRD and shows the resource as a label', async () => {
    const { user, writes } = setup(<PermissionDialog isOpen id="perm-crd" onOpenChange={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Edit Permission' });
    expect(await within(dialog).findByRole('link', { name: 'mission-control/viewers-read-playbooks' })).toBeVisible();
    expect(within(dialog).getByRole('button', { name: /Action\s*\*?$/ })).toBeDisabled();
    expect(within(dialog).getByRole('checkbox', { name: 'Deny' })).toBeDisabled();
    expect(within(dialog).getByRole('textbox', { name: 'Description' })).toBeDisabled();
    expect(within(dialog).getByRole('textbox', { name: 'Resource' })).toHaveAttribute('readonly');
    expect(within(dialog).queryByRole('button', { name: /Resource type\s*\*?$/ })).not.toBeInTheDocument();
    await choose(user, dialog, /Role\s*\*?$/, 'guest');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Permission updated')).toBeInTheDocument();
    expect(writes[0]!.body).toMatchObject({ subject: 'guest', subject_type: 'group' });
    expect(writes[0]!.body).not.toHaveProperty('action');
    expect(writes[0]!.body).not.toHaveProperty('description');
  });

  it('deletes after the confirmation', async () => {
    const onDeleted = vi.fn();
    const { user, writes } = setup(
      <PermissionDialog isOpen id="perm-deny" onOpenChange={() => undefined} onDeleted={onDeleted} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit Permission' });
    await user.click(await within(dialog).findByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('Are you sure you want to delete the permission?');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Permission deleted')).toBeInTheDocument();
    expect(writes).toEqual([{ method: 'DELETE', table: 'permissions', params: { id: 'eq.perm-deny' } }]);
    expect(onDeleted).toHaveBeenCalledWith('perm-deny');
  });

  it("shows the server's message when saving fails and stays open", async () => {
    const { user } = setup(<PermissionDialog isOpen id="perm-deny" onOpenChange={() => undefined} />, {
      failWrites: { table: 'permissions', body: { message: 'permission denied for table permissions' } },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Edit Permission' });
    await user.click(await within(dialog).findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('permission denied for table permissions')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Edit Permission' })).toBeInTheDocument();
  });

  it.each([
    ['the reference server today', { error: 'forbidden', message: 'an editor cannot write permissions' }],
    ['the real backend', { error: 'an editor cannot write permissions', code: 'forbidden' }],
  ])("#29: a refused write toasts the server's sentence from %s, not its code", async (_shape, body) => {
    const { user } = setup(<PermissionDialog isOpen id="perm-deny" onOpenChange={() => undefined} />, {
      failWrites: { table: 'permissions', body, status: 403 },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Edit Permission' });
    await user.click(await within(dialog).findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('an editor cannot write permissions')).toBeInTheDocument();
    expect(screen.queryByText('forbidden')).not.toBeInTheDocument();
  });

  it('has no Save or Delete for a user without write on permissions', async () => {
    setup(<PermissionDialog isOpen id="perm-deny" onOpenChange={() => undefined} />, {
      user: { ...testAdmin, roles: ['viewer'] },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Edit Permission' });
    await within(dialog).findByText('Selected: Eddie Editor');
    expect(within(dialog).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });
});
