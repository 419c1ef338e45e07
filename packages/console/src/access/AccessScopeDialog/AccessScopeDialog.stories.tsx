import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactElement } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TestConsoleProvider } from '../../testing/TestConsoleProvider';
import { accessScopeTables, crdScope, guestScope } from '../__fixtures__/accessScopes';
import { fakeDb, type FakeDbOptions } from '../../testing/postgrestFake';
import { AccessScopeDialog } from './AccessScopeDialog';
import { AccessScopesPage } from '../AccessScopesPage/AccessScopesPage';

function withProvider(options: FakeDbOptions & { theme?: 'light' | 'dark' } = {}) {
  const { theme, ...dbOptions } = options;
  return (Story: () => ReactElement) => (
    <TestConsoleProvider theme={theme} client={{ db: fakeDb(accessScopeTables(), dbOptions).db as never }}>
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
  title: 'Console/Access/AccessScopeDialog',
  component: AccessScopeDialog,
  args: { isOpen: true, onOpenChange: fn() },
} satisfies Meta<typeof AccessScopeDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Add: Story = {
  decorators: [withProvider()],
  play: async ({ canvasElement }) => {
    const { dialog } = await dialogOf(canvasElement, 'Add Access Scope');
    await expect(dialog.getByRole('group', { name: 'Scope 1' })).toBeVisible();
  },
};

export const ValidationErrors: Story = {
  decorators: [withProvider()],
  play: async ({ canvasElement }) => {
    const { dialog } = await dialogOf(canvasElement, 'Add Access Scope');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await dialog.findByText('Either a Guest or Team must be selected')).toBeVisible();
    await expect(dialog.getByText('At least one resource type is required')).toBeVisible();
    await expect(dialog.getByText('Each scope must have at least one of: tags, agents, or names')).toBeVisible();
  },
};

export const Edit: Story = {
  decorators: [withProvider()],
  args: { scope: guestScope as never },
  play: async ({ canvasElement }) => {
    const { dialog } = await dialogOf(canvasElement, 'Edit Access Scope');
    await expect(dialog.getByRole('textbox', { name: 'Tags' })).toHaveValue('team=payments');
    await expect(dialog.getByRole('button', { name: 'Delete' })).toBeVisible();
  },
};

export const ReadOnlyCrd: Story = {
  decorators: [withProvider()],
  args: { scope: crdScope as never },
  play: async ({ canvasElement }) => {
    const { dialog } = await dialogOf(canvasElement, 'Edit Access Scope');
    await expect(dialog.getByLabelText('Scopes (YAML)')).toBeVisible();
    await expect(dialog.queryByRole('button', { name: 'Save' })).toBeNull();
  },
};

/** Loading: the guest and team choices are still coming, so their selects wait. */
export const Loading: Story = {
  decorators: [withProvider({ hangReads: 'people_roles' })],
  play: async ({ canvasElement }) => {
    const { dialog } = await dialogOf(canvasElement, 'Add Access Scope');
    await expect(dialog.getByText('Loading guests…')).toBeVisible();
    await expect(dialog.getByRole('button', { name: /Guest\s*\*?$/ })).toBeDisabled();
  },
};

export const ServerError: Story = {
  decorators: [withProvider({ failWrites: { table: 'access_scopes', body: { error: 'name already used' } } })],
  args: { scope: guestScope as never },
  play: async ({ canvasElement }) => {
    const { dialog, page } = await dialogOf(canvasElement, 'Edit Access Scope');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await page.findByText('name already used')).toBeVisible();
  },
};

export const Page: Story = {
  decorators: [withProvider()],
  render: () => <AccessScopesPage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('payments-only')).toBeVisible();
    await expect(canvas.getByText('gina@example.com')).toBeVisible();
  },
};

export const PageDark: Story = {
  decorators: [withProvider({ theme: 'dark' })],
  render: () => <AccessScopesPage />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('payments-only')).toBeVisible();
  },
};
