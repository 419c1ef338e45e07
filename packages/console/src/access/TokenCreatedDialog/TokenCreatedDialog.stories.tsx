import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactElement } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TestConsoleProvider } from '../../testing/TestConsoleProvider';
import { PLAINTEXT_TOKEN } from '../__fixtures__/tokens';
import { KubeconfigModal } from '../KubeconfigModal/KubeconfigModal';
import { SetupMcpModal } from '../SetupMcpModal/SetupMcpModal';
import { TokenCreatedDialog } from './TokenCreatedDialog';
import { fakeAuth } from '../__fixtures__/tokens';

const withProvider = (Story: () => ReactElement) => (
  <TestConsoleProvider client={{ auth: fakeAuth().auth as never, kubeconfigUrl: (() => '/api/kubeconfig') as never }}>
    <Story />
  </TestConsoleProvider>
);

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

const meta = {
  title: 'Console/Access/TokenCreatedDialog',
  component: TokenCreatedDialog,
  decorators: [withProvider],
  args: { isOpen: true, onOpenChange: fn(), token: PLAINTEXT_TOKEN, mcpUrl: 'https://mc.example.com/api/mcp' },
} satisfies Meta<typeof TokenCreatedDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Masked: Story = {
  play: async ({ canvasElement }) => {
    const dialog = within(await body(canvasElement).findByRole('dialog', { name: 'Token Created Successfully' }));
    await expect(dialog.getByLabelText('Token')).not.toHaveTextContent(PLAINTEXT_TOKEN);
    await expect(dialog.getByText('MCP address: https://mc.example.com/api/mcp')).toBeVisible();
  },
};

export const Revealed: Story = {
  play: async ({ canvasElement }) => {
    const dialog = within(await body(canvasElement).findByRole('dialog', { name: 'Token Created Successfully' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Show token' }));
    await expect(dialog.getByLabelText('Token')).toHaveTextContent(PLAINTEXT_TOKEN);
    await expect(dialog.getByLabelText('Client configuration')).toHaveTextContent(PLAINTEXT_TOKEN);
  },
};

export const SetupMcp: Story = {
  render: (args) => <SetupMcpModal isOpen onOpenChange={args.onOpenChange} mcpUrl={args.mcpUrl} />,
  play: async ({ canvasElement }) => {
    const page = body(canvasElement);
    const dialog = within(await page.findByRole('dialog', { name: 'Setup MCP' }));
    await expect(dialog.getByRole('button', { name: /Scopes/ })).toHaveTextContent('Custom');
    await expect(dialog.getByRole('group', { name: 'Scope levels' })).toBeVisible();
  },
};

export const Kubeconfig: Story = {
  render: (args) => <KubeconfigModal isOpen onOpenChange={args.onOpenChange} />,
  play: async ({ canvasElement }) => {
    const dialog = within(await body(canvasElement).findByRole('dialog', { name: 'Download and install kubeconfig' }));
    await expect(dialog.getByRole('link', { name: /Download kubeconfig/ })).toHaveAttribute('href', '/api/kubeconfig');
  },
};
