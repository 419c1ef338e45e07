import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactElement } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TestConsoleProvider } from '../../testing/TestConsoleProvider';
import { fakeDb, type FakeDbOptions } from '../../testing/postgrestFake';
import { permissionTables } from '../__fixtures__/permissions';
import { PermissionDialog } from './PermissionDialog';
import { PermissionsPage } from '../PermissionsPage/PermissionsPage';

function withProvider(options: FakeDbOptions & { theme?: 'light' | 'dark' } = {}) {
  const { theme, ...dbOptions } = options;
  return (Story: () => ReactElement) => (
    <TestConsoleProvider theme={theme} client={{ db: fakeDb(permissionTables(), dbOptions).db as never }}>
      <Story />
    </TestConsoleProvider>
  );
}

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

async function dialogOf(canvasElement: HTMLElement, name: string) {
  const page = body(canvasElement);
  return { page, dialog: within(await page.findByRole('dialog', { name })) };
}

const meta = {
  title: 'Console/Access/PermissionDialog',
  component: PermissionDialog,
  args: { isOpen: true, onOpenChange: fn(), onSaved: fn(), onDeleted: fn() },
} satisfies Meta<typeof PermissionDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Add: Story = {
  decorators: [withProvider()],
  play: async ({ canvasElement }) => {
    const { dialog } = await dialogOf(canvasElement, 'Add Permission');
    await expect(dialog.getByRole('button', { name: /Subject type/ })).toHaveTextContent('Person');
    await expect(dialog.queryByRole('button', { name: 'Delete' })).toBeNull();
  },
};

export const ValidationErrors: Story = {
  decorators: [withProvider()],
  play: async ({ canvasElement }) => {
    const { dialog } = await dialogOf(canvasElement, 'Add Permission');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect((await dialog.findAllByText('This field is required')).length).toBeGreaterThanOrEqual(2);
  },
};

export const Edit: Story = {
  decorators: [withProvider()],
  args: { id: 'perm-deny' },
  play: async ({ canvasElement }) => {
    const { dialog } = await dialogOf(canvasElement, 'Edit Permission');
    await expect(await dialog.findByText('Selected: Eddie Editor')).toBeVisible();
    await expect(dialog.getByRole('checkbox', { name: 'Deny' })).toBeChecked();
    await expect(dialog.getByRole('button', { name: 'Delete' })).toBeVisible();
  },
};

export const Loading: Story = {
  decorators: [withProvider({ hangReads: 'permissions' })],
  args: { id: 'perm-deny' },
  play: async ({ canvasElement }) => {
    const { dialog } = await dialogOf(canvasElement, 'Edit Permission');
    await expect(dialog.getByRole('status', { name: 'Loading permission' })).toBeVisible();
  },
};

export const ReadOnlyCrd: Story = {
  decorators: [withProvider()],
  args: { id: 'perm-crd' },
  play: async ({ canvasElement }) => {
    const { dialog } = await dialogOf(canvasElement, 'Edit Permission');
    await expect(await dialog.findByRole('link', { name: 'mission-control/viewers-read-playbooks' })).toBeVisible();
    await expect(dialog.getByRole('checkbox', { name: 'Deny' })).toBeDisabled();
    await expect(dialog.getByRole('textbox', { name: 'Description' })).toBeDisabled();
  },
};

export const ServerError: Story = {
  decorators: [withProvider({ failWrites: { table: 'permissions', body: { message: 'permission denied' } } })],
  args: { id: 'perm-deny' },
  play: async ({ canvasElement }) => {
    const { dialog, page } = await dialogOf(canvasElement, 'Edit Permission');
    await userEvent.click(await dialog.findByRole('button', { name: 'Save' }));
    await expect(await page.findByText('permission denied')).toBeVisible();
  },
};

export const Page: Story = {
  decorators: [withProvider()],
  render: () => <PermissionsPage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Eddie Editor')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Denied' })).toBeVisible();
  },
};

export const PageDark: Story = {
  decorators: [withProvider({ theme: 'dark' })],
  render: () => <PermissionsPage />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Eddie Editor')).toBeVisible();
  },
};
