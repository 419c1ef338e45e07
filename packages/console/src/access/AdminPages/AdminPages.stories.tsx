import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactElement } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { TestConsoleProvider } from '../../testing/TestConsoleProvider';
import { fakeDb } from '../../testing/postgrestFake';
import { AgentsPage, DEFAULT_AGENT_ID } from './AgentsPage';
import { EventQueuePage } from './EventQueuePage';
import { FeatureFlagsPage } from './FeatureFlagsPage';

const withProvider = (Story: () => ReactElement) => {
  const { db } = fakeDb({
    properties: [
      { name: 'incidents.disable', value: 'true', deleted_at: null, updated_at: '2026-11-20T10:00:00Z' },
      { name: 'logs.disable', value: 'false', deleted_at: null },
    ],
    agents: [
      { id: DEFAULT_AGENT_ID, name: 'local', deleted_at: null },
      { id: 'a-1', name: 'edge-1', hostname: 'edge-1.local', version: 'v0.1', deleted_at: null },
    ],
    event_queue_summary: [
      { name: 'check.failed', pending: 3, failed: 1, average_attempts: 2, most_common_error: 'timeout' },
    ],
  });
  const generate = async () => ({
    id: 'a-2',
    username: 'token',
    password: 'secret-token',
    access_token: 'secret-token',
  });
  return (
    <TestConsoleProvider client={{ db: db as never, agents: { generate } }}>
      <Story />
    </TestConsoleProvider>
  );
};

const meta = {
  title: 'Console/Access/AdminPages',
  component: FeatureFlagsPage,
  decorators: [withProvider],
} satisfies Meta<typeof FeatureFlagsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FeatureFlags: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('incidents.disable')).toBeVisible();
  },
};

export const EditFeatureFlag: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit logs.disable' }));
    const dialog = within(
      await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Edit Feature Flag' }),
    );
    await expect(dialog.getByRole('textbox', { name: /Value/ })).toHaveValue('false');
  },
};

export const Agents: Story = {
  render: () => <AgentsPage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('edge-1')).toBeVisible();
    await expect(canvas.queryByText('local')).toBeNull();
  },
};

export const GeneratedAgent: Story = {
  render: () => <AgentsPage />,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Generate Agent' }));
    const dialog = within(await page.findByRole('dialog', { name: 'Generate Agent' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /Name/ }), 'edge-2');
    await userEvent.click(dialog.getByRole('button', { name: 'Generate' }));
    await expect(await dialog.findByLabelText('Install command')).not.toHaveTextContent('secret-token');
  },
};

export const EventQueue: Story = {
  render: () => <EventQueuePage />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('check.failed')).toBeVisible();
  },
};
