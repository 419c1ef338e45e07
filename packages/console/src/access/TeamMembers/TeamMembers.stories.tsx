import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactElement } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { TestConsoleProvider } from '../../testing/TestConsoleProvider';
import { fakeDb, type FakeDbOptions } from '../../testing/postgrestFake';
import { EDITOR, GUEST, TEAM } from '../__fixtures__/permissions';
import { TeamMembers } from './TeamMembers';

const ADA = { id: 'u-admin', name: 'Ada Admin', email: 'ada@example.com', deleted_at: null };

function withProvider(options: FakeDbOptions & { members?: boolean; theme?: 'light' | 'dark' } = {}) {
  const { members, theme, ...dbOptions } = options;
  return (Story: () => ReactElement) => {
    const { db } = fakeDb(
      {
        people: [ADA, EDITOR, GUEST],
        team_members: members ? [{ team_id: TEAM.id, person_id: EDITOR.id, person: EDITOR }] : [],
      },
      dbOptions,
    );
    return (
      <TestConsoleProvider theme={theme} client={{ db: db as never }}>
        <Story />
      </TestConsoleProvider>
    );
  };
}

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

async function openAddMembers(canvasElement: HTMLElement) {
  const page = body(canvasElement);
  await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Add Members' }));
  return { page, dialog: within(await page.findByRole('dialog', { name: 'Add Members to SRE' })) };
}

const meta = {
  title: 'Console/Access/TeamMembers',
  component: TeamMembers,
  args: { teamId: TEAM.id, teamName: TEAM.name },
} satisfies Meta<typeof TeamMembers>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  decorators: [withProvider()],
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText("You haven't added any team members to the team yet."),
    ).toBeVisible();
  },
};

export const Members: Story = {
  decorators: [withProvider({ members: true })],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Remove user Eddie Editor' })).toBeVisible();
  },
};

/** Add state: nothing chosen yet, so Add is disabled; people already in the team are not offered. */
export const AddMembers: Story = {
  decorators: [withProvider({ members: true })],
  play: async ({ canvasElement }) => {
    const { page, dialog } = await openAddMembers(canvasElement);
    await expect(dialog.getByRole('button', { name: 'Add' })).toBeDisabled();
    await userEvent.click(dialog.getByRole('button', { name: /Users/ }));
    await expect(await page.findByRole('option', { name: /ada@example\.com/ })).toBeVisible();
    await expect(page.queryByRole('option', { name: /eddie@example\.com/ })).toBeNull();
  },
};

export const AddMembersLoading: Story = {
  decorators: [withProvider({ hangReads: 'people' })],
  play: async ({ canvasElement }) => {
    const { dialog } = await openAddMembers(canvasElement);
    await expect(dialog.getByText('Loading users…')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Add' })).toBeDisabled();
  },
};

export const AddMembersAdded: Story = {
  decorators: [withProvider({ members: true })],
  play: async ({ canvasElement }) => {
    const { page, dialog } = await openAddMembers(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: /Users/ }));
    await userEvent.click(await page.findByRole('option', { name: /ada@example\.com/ }));
    await userEvent.keyboard('{Escape}');
    await userEvent.click(dialog.getByRole('button', { name: 'Add' }));
    await expect(await page.findByText('Ada Admin added to the team successfully')).toBeVisible();
    await waitFor(() => expect(page.queryByRole('dialog', { name: 'Add Members to SRE' })).toBeNull());
    await waitFor(() =>
      expect(within(canvasElement).getAllByRole('button', { name: /^Remove user / })).toHaveLength(2),
    );
  },
};

export const AddMembersServerError: Story = {
  decorators: [
    withProvider({ failWrites: { table: 'team_members', body: { message: 'permission denied for team_members' } } }),
  ],
  play: async ({ canvasElement }) => {
    const { page, dialog } = await openAddMembers(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: /Users/ }));
    await userEvent.click(await page.findByRole('option', { name: /ada@example\.com/ }));
    await userEvent.keyboard('{Escape}');
    await userEvent.click(dialog.getByRole('button', { name: 'Add' }));
    await expect(await page.findByText('permission denied for team_members')).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Add Members to SRE' })).toBeVisible();
  },
};

export const AddMembersDark: Story = {
  decorators: [withProvider({ theme: 'dark' })],
  play: async ({ canvasElement }) => {
    await openAddMembers(canvasElement);
  },
};
