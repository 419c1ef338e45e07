import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactElement } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { TestConsoleProvider } from '../../testing/TestConsoleProvider';
import { fakeAuth, type FakeAuthOptions } from '../__fixtures__/tokens';
import { CreateTokenDialog } from './CreateTokenDialog';

function withProvider(options: FakeAuthOptions & { theme?: 'light' | 'dark' } = {}) {
  const { theme, ...authOptions } = options;
  return (Story: () => ReactElement) => (
    <TestConsoleProvider theme={theme} client={{ auth: fakeAuth(authOptions).auth as never }}>
      <Story />
    </TestConsoleProvider>
  );
}

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

async function openDialog(canvasElement: HTMLElement, name = 'Create new token') {
  const page = body(canvasElement);
  return { page, dialog: within(await page.findByRole('dialog', { name })) };
}

const meta = {
  title: 'Console/Access/CreateTokenDialog',
  component: CreateTokenDialog,
  args: { isOpen: true, onOpenChange: fn(), onCreated: fn() },
} satisfies Meta<typeof CreateTokenDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Add: Story = {
  decorators: [withProvider()],
  play: async ({ canvasElement }) => {
    const { dialog } = await openDialog(canvasElement);
    await expect(dialog.getByRole('button', { name: /Expiry/ })).toHaveTextContent('90 days');
    await expect(dialog.getByRole('switch', { name: 'Auto Renew' })).not.toBeChecked();
    await expect(dialog.getByRole('button', { name: 'Create token' })).toBeDisabled();
  },
};

export const ValidationErrors: Story = {
  decorators: [withProvider()],
  play: async ({ canvasElement }) => {
    const { dialog } = await openDialog(canvasElement);
    await userEvent.type(dialog.getByRole('textbox', { name: /Name/ }), '   ');
    await userEvent.tab();
    await expect(await dialog.findByText('Name is required')).toBeVisible();
  },
};

export const Custom: Story = {
  decorators: [withProvider()],
  args: { defaultValues: { name: 'ci', preset: 'custom', levels: { canaries: 'write', playbooks: 'run' } } },
  play: async ({ canvasElement }) => {
    const { dialog } = await openDialog(canvasElement);
    const levels = within(dialog.getByRole('group', { name: 'Scope levels' }));
    await expect(levels.getByRole('button', { name: /Playbooks/ })).toHaveTextContent('Run');
    await expect(dialog.getByRole('button', { name: 'Create token' })).toBeEnabled();
  },
};

export const Submitting: Story = {
  decorators: [withProvider({ hold: true })],
  args: { defaultValues: { name: 'ci' } },
  play: async ({ canvasElement }) => {
    const { dialog } = await openDialog(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Create token' }));
    await waitFor(() =>
      expect(dialog.getByRole('button', { name: /Create token/ })).toHaveAttribute('aria-disabled', 'true'),
    );
  },
};

export const ServerError: Story = {
  decorators: [withProvider({ createError: { error: 'invalid email' } })],
  args: { defaultValues: { name: 'ci' } },
  play: async ({ canvasElement, args }) => {
    const { dialog, page } = await openDialog(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Create token' }));
    await expect(await page.findByText('invalid email')).toBeVisible();
    await expect(args.onCreated).not.toHaveBeenCalled();
  },
};

export const Dark: Story = {
  decorators: [withProvider({ theme: 'dark' })],
  args: { defaultValues: { name: 'ci', preset: 'custom', levels: { mcp: 'admin' } } },
  play: async ({ canvasElement }) => {
    await openDialog(canvasElement);
  },
};
