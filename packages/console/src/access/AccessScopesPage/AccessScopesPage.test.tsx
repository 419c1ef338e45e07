import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ConsoleUser } from '../../provider/access';
import { TestConsoleProvider, testAdmin } from '../../testing/TestConsoleProvider';
import { crdScope, accessScopeTables, guestScope } from '../__fixtures__/accessScopes';
import { fakeDb, type FakeDbOptions } from '../../testing/postgrestFake';
import { AccessScopeDialog } from '../AccessScopeDialog/AccessScopeDialog';
import { AccessScopesPage } from './AccessScopesPage';
import { parseTags } from '../model/accessScopes';
import { selectOption } from '@mission-control/ui/testing';

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 5_000 });

type User = ReturnType<typeof userEvent.setup>;

function setup(ui: React.ReactNode, { user = testAdmin, ...options }: FakeDbOptions & { user?: ConsoleUser } = {}) {
  const fake = fakeDb(accessScopeTables(), options);
  const userEv = userEvent.setup();
  render(
    <TestConsoleProvider user={user} client={{ db: fake.db as never }}>
      {ui}
    </TestConsoleProvider>,
  );
  return { ...fake, user: userEv };
}

const choose = (user: User, scope: HTMLElement, label: string, option: string | RegExp) =>
  selectOption({ user, within: scope, label, option });

async function pickResources(user: User, dialog: HTMLElement, ...options: string[]) {
  for (const option of options) {
    await user.click(within(dialog).getByRole('button', { name: /Resources/ }));
    await user.click(await screen.findByRole('option', { name: option }));
    await user.keyboard('{Escape}');
  }
}

describe('AccessScopesPage', () => {
  it('lists scopes with namespace, subject, resources, scope count and author', async () => {
    setup(<AccessScopesPage />);
    const table = await screen.findByRole('table', { name: 'Access scopes' });
    const guest = (await within(table).findByText('payments-only')).closest('tr')!;
    expect(guest).toHaveTextContent('default');
    expect(guest).toHaveTextContent('gina@example.com');
    expect(guest).toHaveTextContent('canary');
    expect(guest).toHaveTextContent('Ada Admin');
    const crd = within(table).getByText('sre-all').closest('tr')!;
    expect(crd).toHaveTextContent('SRE');
    expect(within(crd).queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
  });

  it('soft-deletes after the confirmation', async () => {
    const { user, writes } = setup(<AccessScopesPage />);
    await user.click(await screen.findByRole('button', { name: 'Delete access scope payments-only' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent(
      'Are you sure you want to delete this access scope? This action cannot be undone.',
    );
    expect(screen.queryByRole('dialog', { name: 'Edit Access Scope' })).not.toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Access Scope deleted')).toBeInTheDocument();
    expect(writes).toEqual([
      { method: 'PATCH', table: 'access_scopes', body: { deleted_at: 'now' }, params: { id: 'eq.as-guest' } },
    ]);
    await waitFor(() => expect(screen.queryByText('payments-only')).not.toBeInTheDocument());
  });

  it("says 'Error loading access scopes' when the list fails", async () => {
    const fake = fakeDb(accessScopeTables());
    fake.db.list = async () => {
      throw new Error('boom');
    };
    render(
      <TestConsoleProvider client={{ db: fake.db as never }}>
        <AccessScopesPage />
      </TestConsoleProvider>,
    );
    expect(await screen.findByText('Error loading access scopes')).toBeInTheDocument();
  });

  it('hides add and delete from a viewer', async () => {
    setup(<AccessScopesPage />, { user: { ...testAdmin, roles: ['viewer'] } });
    await screen.findByText('payments-only');
    expect(screen.queryByRole('button', { name: 'Add Access Scope' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Delete access scope/ })).not.toBeInTheDocument();
  });
});

describe('AccessScopeDialog', () => {
  it('shows every message of §5 word for word on an empty save', async () => {
    const { user, writes } = setup(<AccessScopeDialog isOpen onOpenChange={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Add Access Scope' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Either a Guest or Team must be selected')).toBeInTheDocument();
    expect(within(dialog).getByText('At least one resource type is required')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Each scope must have at least one of: tags, agents, or names'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Remove scope 1' }));
    expect(await within(dialog).findByText('At least one scope is required')).toBeInTheDocument();
    expect(writes).toEqual([]);
  });

  it('applies the * rule to resources', async () => {
    const { user } = setup(<AccessScopeDialog isOpen onOpenChange={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Add Access Scope' });
    await pickResources(user, dialog, 'Config', 'Canary', 'All Resources (*)');
    expect(within(dialog).getByRole('button', { name: /Resources/ })).toHaveTextContent('All Resources (*)');
    expect(within(dialog).getByRole('button', { name: /Resources/ })).not.toHaveTextContent('Config');
    await pickResources(user, dialog, 'Playbook');
    expect(within(dialog).getByRole('button', { name: /Resources/ })).toHaveTextContent('Playbook');
    expect(within(dialog).getByRole('button', { name: /Resources/ })).not.toHaveTextContent('All Resources');
  });

  it('creates a guest scope by tag with names one per line, trimmed and blanks dropped', async () => {
    const { user, writes } = setup(<AccessScopeDialog isOpen onOpenChange={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Add Access Scope' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Name\s*\*?$/ }), 'payments');
    await choose(user, dialog, 'Guest', /Gina Guest/);
    await pickResources(user, dialog, 'Canary');
    const scope = within(dialog).getByRole('group', { name: 'Scope 1' });
    await user.type(within(scope).getByRole('textbox', { name: 'Tags' }), 'team=payments{enter}env = prod');
    await user.type(within(scope).getByRole('textbox', { name: 'Names' }), '  api  {enter}{enter}web');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Access Scope created')).toBeInTheDocument();
    expect(writes[0]).toMatchObject({
      method: 'POST',
      table: 'access_scopes',
      body: {
        name: 'payments',
        person_id: 'p-guest',
        team_id: null,
        resources: ['canary'],
        scopes: [{ tags: { team: 'payments', env: 'prod' }, names: ['api', 'web'] }],
        source: 'UI',
        created_by: 'u-admin',
      },
    });
  });

  it('edits a team scope and reports a server error', async () => {
    const { user, writes } = setup(
      <AccessScopeDialog isOpen onOpenChange={() => undefined} scope={guestScope as never} />,
      {
        failWrites: { table: 'access_scopes', body: { error: 'name already used' } },
      },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit Access Scope' });
    await choose(user, dialog, 'Subject type', 'Team');
    await choose(user, dialog, 'Team', 'SRE');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('name already used')).toBeInTheDocument();
    expect(writes[0]).toMatchObject({
      method: 'PATCH',
      params: { id: 'eq.as-guest' },
      body: { person_id: null, team_id: 't-sre' },
    });
  });

  it('shows a Kubernetes CRD scope read-only with its scopes as YAML', async () => {
    setup(<AccessScopeDialog isOpen onOpenChange={() => undefined} scope={crdScope as never} />);
    const dialog = await screen.findByRole('dialog', { name: 'Edit Access Scope' });
    expect(within(dialog).getByLabelText('Scopes (YAML)')).toHaveTextContent('agents: - "*" names: - "*"');
    expect(within(dialog).getByRole('textbox', { name: /^Name\s*\*?$/ })).toBeDisabled();
    expect(within(dialog).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });
});

describe('parseTags', () => {
  it('reads key=value lines, trims, and keeps a bare key with an empty value', () => {
    expect(parseTags(' a = 1 \n\nb=\nc')).toEqual({ a: '1', b: '', c: '' });
  });
});
