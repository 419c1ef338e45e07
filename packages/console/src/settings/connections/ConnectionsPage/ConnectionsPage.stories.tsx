import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactElement } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import type { Connection } from '@mission-control/api';
import { TestConsoleProvider } from '../../../testing/TestConsoleProvider';
import { ConnectionsPage } from './ConnectionsPage';

const CONNECTIONS: Connection[] = [
  {
    id: '11111111-1111-1111-1111-111111111111',
    name: 'test-db',
    namespace: 'default',
    type: 'postgres',
    url: 'postgres://app:********@127.0.0.1:5432/app',
    username: 'app',
    password: '********',
    properties: {},
    created_at: '2026-11-25T10:00:00Z',
  },
  {
    id: '22222222-2222-2222-2222-222222222222',
    name: 'ops-mail',
    namespace: 'ops',
    type: 'email',
    url: 'smtp://********@smtp.example.com:587/?from=mc%40example.com',
    properties: { host: 'smtp.example.com', port: '587', from: 'mc@example.com' },
    created_at: '2026-11-24T10:00:00Z',
  },
];

function withProvider(connections = CONNECTIONS) {
  const db = {
    list: async () => ({ data: connections, totalEntries: connections.length }),
    insert: async (_table: string, row: object) => [{ ...CONNECTIONS[0], ...row }],
    update: async (_query: unknown, row: object) => [{ ...CONNECTIONS[0], ...row }],
    softDelete: async () => undefined,
  };
  const test = async () => ({ message: 'Connected: PostgreSQL 15.8' });
  return (Story: () => ReactElement) => (
    <TestConsoleProvider client={{ db: db as never, connections: { test } as never }}>
      <Story />
    </TestConsoleProvider>
  );
}

const meta = { title: 'Console/Settings/ConnectionsPage', component: ConnectionsPage } satisfies Meta<
  typeof ConnectionsPage
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {
  decorators: [withProvider()],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('test-db')).toBeVisible();
  },
};

export const EditAndTest: Story = {
  decorators: [withProvider()],
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByText('test-db'));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Connection test-db' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Test' }));
    await expect(await body.findByText('Connected: PostgreSQL 15.8')).toBeVisible();
  },
};

export const Empty: Story = {
  decorators: [withProvider([])],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No data available')).toBeVisible();
  },
};
