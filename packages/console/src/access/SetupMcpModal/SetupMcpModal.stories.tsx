import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactElement } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { TestConsoleProvider } from '../../testing/TestConsoleProvider';
import { fakeAuth, PLAINTEXT_TOKEN, type FakeAuthOptions } from '../__fixtures__/tokens';
import { KubeconfigModal } from '../KubeconfigModal/KubeconfigModal';
import { SetupMcpModal } from './SetupMcpModal';

function withProvider(options: FakeAuthOptions & { theme?: 'light' | 'dark' } = {}) {
  const { theme, ...authOptions } = options;
  return (Story: () => ReactElement) => (
    <TestConsoleProvider
      theme={theme}
      client={{ auth: fakeAuth(authOptions).auth as never, kubeconfigUrl: (() => '/api/kubeconfig') as never }}
    >
      <Story />
    </TestConsoleProvider>
  );
}

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

const meta = {
  title: 'Console/Access/SetupMcpModal',
  component: SetupMcpModal,
  args: { isOpen: true, onOpenChange: fn(), mcpUrl: 'https://mc.example.com/api/mcp' },
} satisfies Meta<typeof SetupMcpModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The form starts as Custom with only MCP at Admin, named `mcp`. */
export const Add: Story = {
  decorators: [withProvider()],
  play: async ({ canvasElement }) => {
    const dialog = within(await body(canvasElement).findByRole('dialog', { name: 'Setup MCP' }));
    await expect(dialog.getByRole('textbox', { name: /Name/ })).toHaveValue('mcp');
    await expect(dialog.getByRole('button', { name: /Scopes/ })).toHaveTextContent('Custom');
    const levels = within(dialog.getByRole('group', { name: 'Scope levels' }));
    await expect(levels.getByRole('button', { name: /MCP$/ })).toHaveTextContent('Admin');
    await expect(levels.getByRole('button', { name: /Canaries$/ })).toHaveTextContent('None');
  },
};

export const ValidationErrors: Story = {
  decorators: [withProvider()],
  play: async ({ canvasElement }) => {
    const dialog = within(await body(canvasElement).findByRole('dialog', { name: 'Setup MCP' }));
    await userEvent.clear(dialog.getByRole('textbox', { name: /Name/ }));
    await userEvent.type(dialog.getByRole('textbox', { name: /Name/ }), '   ');
    await userEvent.tab();
    await expect(await dialog.findByText('Name is required')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Create token' })).toBeDisabled();
  },
};

export const Submitting: Story = {
  decorators: [withProvider({ hold: true })],
  play: async ({ canvasElement }) => {
    const dialog = within(await body(canvasElement).findByRole('dialog', { name: 'Setup MCP' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Create token' }));
    await waitFor(() =>
      expect(dialog.getByRole('button', { name: /Create token/ })).toHaveAttribute('aria-disabled', 'true'),
    );
  },
};

export const ServerError: Story = {
  decorators: [withProvider({ createError: { error: 'token name already used' } })],
  play: async ({ canvasElement, args }) => {
    const page = body(canvasElement);
    const dialog = within(await page.findByRole('dialog', { name: 'Setup MCP' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Create token' }));
    await expect(await page.findByText('token name already used')).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Setup MCP' })).toBeVisible();
    await expect(args.onOpenChange).not.toHaveBeenCalledWith(false);
  },
};

/** Success: the form closes and the token result with the MCP client setup opens. */
export const Created: Story = {
  decorators: [withProvider()],
  play: async ({ canvasElement, args }) => {
    const page = body(canvasElement);
    const dialog = within(await page.findByRole('dialog', { name: 'Setup MCP' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Create token' }));
    const reveal = within(await page.findByRole('dialog', { name: 'Token Created Successfully' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await userEvent.click(reveal.getByRole('button', { name: 'Show token' }));
    await expect(reveal.getByLabelText('Client configuration')).toHaveTextContent(PLAINTEXT_TOKEN);
    await expect(reveal.getByText('MCP address: https://mc.example.com/api/mcp')).toBeVisible();
  },
};

export const Dark: Story = {
  decorators: [withProvider({ theme: 'dark' })],
  play: async ({ canvasElement }) => {
    await expect(await body(canvasElement).findByRole('dialog', { name: 'Setup MCP' })).toBeVisible();
  },
};

/** KubeconfigModal has no form: one state, the download, the kubectl command and the learn-more link. */
export const Kubeconfig: Story = {
  decorators: [withProvider()],
  render: (args) => <KubeconfigModal isOpen onOpenChange={args.onOpenChange} />,
  play: async ({ canvasElement, args }) => {
    const dialog = within(await body(canvasElement).findByRole('dialog', { name: 'Download and install kubeconfig' }));
    const download = dialog.getByRole('link', { name: /Download kubeconfig/ });
    await expect(download).toHaveAttribute('href', '/api/kubeconfig');
    await expect(download).toHaveAttribute('target', '_blank');
    await expect(dialog.getByLabelText('kubectl command')).toHaveTextContent(/kubectl .*get canar/);
    await expect(dialog.getByRole('link', { name: /Learn more/ })).toHaveAttribute('target', '_blank');
    await userEvent.click(dialog.getAllByRole('button', { name: 'Close' }).at(-1)!);
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const KubeconfigDark: Story = {
  decorators: [withProvider({ theme: 'dark' })],
  render: (args) => <KubeconfigModal isOpen onOpenChange={args.onOpenChange} />,
  play: async ({ canvasElement }) => {
    await expect(
      await body(canvasElement).findByRole('dialog', { name: 'Download and install kubeconfig' }),
    ).toBeVisible();
  },
};
