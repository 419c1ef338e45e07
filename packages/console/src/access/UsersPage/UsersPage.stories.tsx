import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactElement } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ApiError } from '@mission-control/api';
import { TestConsoleProvider } from '../../testing/TestConsoleProvider';
import { fakeDb } from '../../testing/postgrestFake';
import { EDITOR, GUEST, TEAM } from '../__fixtures__/permissions';
import { InviteUserDialog } from '../InviteUserDialog/InviteUserDialog';
import { TeamMembers } from '../TeamMembers/TeamMembers';
import { UsersPage } from './UsersPage';

const people = [{ id: 'u-admin', name: 'Ada Admin', email: 'ada@example.com', deleted_at: null }, EDITOR, GUEST];

function withProvider(options: { inviteError?: string; members?: boolean; hold?: boolean } = {}) {
  return (Story: () => ReactElement) => {
    const { db } = fakeDb({
      people,
      people_roles: people.map((p, i) => ({ ...p, roles: [['admin', 'editor', 'guest'][i]!] })),
      team_members: options.members ? [{ team_id: TEAM.id, person_id: EDITOR.id, person: EDITOR }] : [],
    });
    const inviteUser = async () => {
      if (options.hold) await new Promise<never>(() => undefined);
      if (options.inviteError)
        throw new ApiError('conflict', '', { status: 409, body: { error: options.inviteError } });
      return { link: '' };
    };
    return (
      <TestConsoleProvider client={{ db: db as never, auth: { inviteUser } as never }}>
        <Story />
      </TestConsoleProvider>
    );
  };
}

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

const meta = {
  title: 'Console/Access/InviteUserDialog',
  component: InviteUserDialog,
  args: { isOpen: true, onOpenChange: fn(), onInvited: fn() },
} satisfies Meta<typeof InviteUserDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Add: Story = {
  decorators: [withProvider()],
  play: async ({ canvasElement }) => {
    const dialog = within(await body(canvasElement).findByRole('dialog', { name: 'Invite User' }));
    await expect(dialog.getByRole('textbox', { name: /First name/ })).toHaveValue('');
  },
};

export const ValidationErrors: Story = {
  decorators: [withProvider()],
  play: async ({ canvasElement }) => {
    const dialog = within(await body(canvasElement).findByRole('dialog', { name: 'Invite User' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Invite' }));
    await expect(await dialog.findByText('Email is required')).toBeVisible();
  },
};

export const ServerError: Story = {
  decorators: [withProvider({ inviteError: 'user already exists' })],
  play: async ({ canvasElement }) => {
    const page = body(canvasElement);
    const dialog = within(await page.findByRole('dialog', { name: 'Invite User' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /First name/ }), 'Ada');
    await userEvent.type(dialog.getByRole('textbox', { name: /Email/ }), 'ada@example.com');
    await userEvent.click(dialog.getByRole('button', { name: /Role\s*\*?$/ }));
    await userEvent.click(await page.findByRole('option', { name: 'viewer' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Invite' }));
    await expect(await page.findByText('user already exists')).toBeVisible();
  },
};

/** Loading: while the invitation is being sent the form is disabled and Invite shows progress. */
export const Submitting: Story = {
  decorators: [withProvider({ hold: true })],
  play: async ({ canvasElement, args }) => {
    const page = body(canvasElement);
    const dialog = within(await page.findByRole('dialog', { name: 'Invite User' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /First name/ }), 'Rita');
    await userEvent.type(dialog.getByRole('textbox', { name: /Email/ }), 'rita@example.com');
    await userEvent.click(dialog.getByRole('button', { name: /Role\s*\*?$/ }));
    await userEvent.click(await page.findByRole('option', { name: 'responder' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Invite' }));
    await waitFor(() => expect(dialog.getByRole('textbox', { name: /Email/ })).toBeDisabled());
    await expect(args.onInvited).not.toHaveBeenCalled();
  },
};

export const Users: Story = {
  decorators: [withProvider()],
  render: () => <UsersPage />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('eddie@example.com')).toBeVisible();
  },
};

export const TeamMembersEmpty: Story = {
  decorators: [withProvider()],
  render: () => <TeamMembers teamId={TEAM.id} teamName="SRE" />,
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText("You haven't added any team members to the team yet."),
    ).toBeVisible();
  },
};

export const TeamMembersList: Story = {
  decorators: [withProvider({ members: true })],
  render: () => <TeamMembers teamId={TEAM.id} teamName="SRE" />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Remove user Eddie Editor' })).toBeVisible();
  },
};
