import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createClient } from '@mission-control/api';
import type { ConsoleUser } from '../../provider/access';
import { TestConsoleProvider, testAdmin } from '../../testing/TestConsoleProvider';
import { fakeDb } from '../../testing/postgrestFake';
import { EDITOR, GUEST, TEAM } from '../__fixtures__/permissions';
import { NO_TEAM_MEMBERS, TeamMembers } from '../TeamMembers/TeamMembers';
import { UsersPage } from './UsersPage';

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 5_000 });

const TOKEN_PERSON = {
  id: 'p-token',
  name: 'Ada (Token)',
  email: 'ada+token:ci@example.com',
  type: 'access_token',
  deleted_at: null,
};

function tables() {
  return {
    people: [
      { id: 'u-admin', name: 'Ada Admin', email: 'ada@example.com', deleted_at: null },
      { ...EDITOR, type: null },
      { ...GUEST, type: null },
      TOKEN_PERSON,
    ],
    people_roles: [
      { id: 'u-admin', name: 'Ada Admin', email: 'ada@example.com', roles: ['admin'] },
      { id: EDITOR.id, name: EDITOR.name, email: EDITOR.email, roles: ['editor'] },
      { id: GUEST.id, name: GUEST.name, email: GUEST.email, roles: ['guest'] },
    ],
    team_members: [] as Record<string, unknown>[],
  };
}

function setup(
  ui: React.ReactNode,
  { user = testAdmin, members = [] }: { user?: ConsoleUser; members?: Record<string, unknown>[] } = {},
) {
  const fake = fakeDb({ ...tables(), team_members: members });
  const invited: unknown[] = [];
  const roleUpdates: unknown[] = [];
  const removed: string[] = [];
  const client = {
    db: fake.db as never,
    auth: { inviteUser: async (request: unknown) => (invited.push(request), { link: 'x' }) } as never,
    rbac: {
      updateRoles: async (id: string, roles: string[], options: unknown) => {
        roleUpdates.push({ id, roles, options });
      },
    } as never,
    people: { remove: async (id: string) => void removed.push(id) } as never,
  };
  const userEv = userEvent.setup();
  render(
    <TestConsoleProvider user={user} client={client}>
      {ui}
    </TestConsoleProvider>,
  );
  return { ...fake, invited, roleUpdates, removed, user: userEv };
}

describe('UsersPage', () => {
  it('lists people with their roles and leaves token people out', async () => {
    setup(<UsersPage />);
    const table = await screen.findByRole('table', { name: 'Users' });
    const eddie = (await within(table).findByText('eddie@example.com')).closest('tr')!;
    expect(eddie).toHaveTextContent('editor');
    expect(within(table).queryByText(/Token/)).not.toBeInTheDocument();
    // Nobody deletes themselves.
    expect(screen.queryByRole('button', { name: 'Delete user Ada Admin' })).not.toBeInTheDocument();
  });

  it('invites a user with a role', async () => {
    const { user, invited } = setup(<UsersPage />);
    await user.click(await screen.findByRole('button', { name: 'Invite User' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite User' });
    await user.click(within(dialog).getByRole('button', { name: 'Invite' }));
    expect(await within(dialog).findByText('First name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Email is required')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /First name/ }), 'Rita');
    await user.type(within(dialog).getByRole('textbox', { name: /Last name/ }), 'Responder');
    await user.type(within(dialog).getByRole('textbox', { name: /Email/ }), 'rita@example.com');
    await user.click(within(dialog).getByRole('button', { name: /Role\s*\*?$/ }));
    await user.click(await screen.findByRole('option', { name: 'responder' }));
    await user.click(within(dialog).getByRole('button', { name: 'Invite' }));
    expect(await screen.findByText('Invitation sent to rita@example.com')).toBeInTheDocument();
    expect(invited).toEqual([
      { firstName: 'Rita', lastName: 'Responder', email: 'rita@example.com', role: 'responder' },
    ]);
  });

  it('replaces the roles of a user', async () => {
    const { user, roleUpdates } = setup(<UsersPage />);
    await user.click(await screen.findByRole('button', { name: 'Change roles of Eddie Editor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change roles of Eddie Editor' });
    await user.click(within(dialog).getByRole('button', { name: /Roles/ }));
    await user.click(await screen.findByRole('option', { name: 'responder' }));
    await user.keyboard('{Escape}');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Role updated successfully')).toBeInTheDocument();
    expect(roleUpdates).toEqual([{ id: EDITOR.id, roles: ['editor', 'responder'], options: { replace: true } }]);
  });

  it("#29: a role change the server refuses with 403 toasts the server's sentence, not its code", async () => {
    // The real api client over a stubbed fetch: the server's refusal body as it writes it now,
    // {error: <sentence>, code}, read by api's transport and toasted through errorMessageOf.
    const sentence = 'Only administrators may change roles.';
    const fetch = vi.fn(async () =>
      Response.json({ error: sentence, code: 'forbidden' }, { status: 403, statusText: 'Forbidden' }),
    );
    const { rbac } = createClient({ fetch });
    const fake = fakeDb(tables());
    const user = userEvent.setup();
    render(
      <TestConsoleProvider client={{ db: fake.db as never, rbac }}>
        <UsersPage />
      </TestConsoleProvider>,
    );
    await user.click(await screen.findByRole('button', { name: 'Change roles of Eddie Editor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change roles of Eddie Editor' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(sentence)).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledOnce();
    expect(screen.queryByText('forbidden')).not.toBeInTheDocument();
    // Refused, the dialog stays open to try again.
    expect(screen.getByRole('dialog', { name: 'Change roles of Eddie Editor' })).toBeInTheDocument();
  });

  it('deletes a user after confirming', async () => {
    const { user, removed } = setup(<UsersPage />);
    await user.click(await screen.findByRole('button', { name: 'Delete user Gina Guest' }));
    const confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(removed).toEqual([GUEST.id]));
  });

  it('offers nothing to change to a viewer', async () => {
    setup(<UsersPage />, { user: { ...testAdmin, roles: ['viewer'] } });
    await screen.findByText('eddie@example.com');
    expect(screen.queryByRole('button', { name: 'Invite User' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Change roles/ })).not.toBeInTheDocument();
  });
});

describe('TeamMembers', () => {
  it('starts empty and adds members through the multi-select', async () => {
    const { user, writes } = setup(<TeamMembers teamId={TEAM.id} teamName="SRE" />);
    expect(await screen.findByText(NO_TEAM_MEMBERS)).toBeInTheDocument();
    expect(NO_TEAM_MEMBERS).toBe("You haven't added any team members to the team yet.");
    await user.click(screen.getByRole('button', { name: 'Add Members' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Members to SRE' });
    await user.click(within(dialog).getByRole('button', { name: /Users/ }));
    await user.click(await screen.findByRole('option', { name: /Eddie Editor/ }));
    await user.click(screen.getByRole('option', { name: /Gina Guest/ }));
    expect(screen.queryByRole('option', { name: /Token/ })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Eddie Editor, Gina Guest added to the team successfully')).toBeInTheDocument();
    expect(writes[0]).toMatchObject({
      method: 'POST',
      table: 'team_members',
      body: [
        { team_id: TEAM.id, person_id: EDITOR.id },
        { team_id: TEAM.id, person_id: GUEST.id },
      ],
    });
  });

  it('removes a member with Remove user', async () => {
    const { user, writes } = setup(<TeamMembers teamId={TEAM.id} teamName="SRE" />, {
      members: [{ team_id: TEAM.id, person_id: EDITOR.id, person: { ...EDITOR } }],
    });
    await user.click(await screen.findByRole('button', { name: 'Remove user Eddie Editor' }));
    expect(await screen.findByText('Eddie Editor removed from team successfully')).toBeInTheDocument();
    expect(writes).toEqual([
      { method: 'DELETE', table: 'team_members', params: { team_id: `eq.${TEAM.id}`, person_id: `eq.${EDITOR.id}` } },
    ]);
    await waitFor(() => expect(screen.getByText(NO_TEAM_MEMBERS)).toBeInTheDocument());
  });
});
