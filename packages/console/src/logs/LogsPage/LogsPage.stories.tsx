import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TestConsoleProvider } from '../../testing/TestConsoleProvider';
import { CHECK_ID, DEPLOYMENT, logsClient, PAYMENTS, type LogsClientOptions } from '../__fixtures__/logs';
import { catalogLogsParams, checkLogsParams } from '../model/logs';
import { LogsPage } from './LogsPage';

function withLogs(location = '/logs', options: LogsClientOptions & { theme?: 'light' | 'dark'; width?: number } = {}) {
  return (Story: () => React.ReactElement) => {
    const { client } = logsClient(options);
    return (
      <TestConsoleProvider
        client={client}
        initialLocation={location}
        user={{ id: 'u1', name: 'Ada', roles: ['admin'] }}
      >
        <Story />
      </TestConsoleProvider>
    );
  };
}

const meta = {
  title: 'Console/Logs/LogsPage',
  component: LogsPage,
} satisfies Meta<typeof LogsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoComponent: Story = {
  decorators: [withLogs()],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Please select a component to view the logs')).toBeVisible();
  },
};

/** Opened from a catalog item's View Logs: the item in its own picker, its first selector searched. */
export const CatalogItemLogs: Story = {
  decorators: [withLogs(`/logs?${new URLSearchParams(catalogLogsParams(DEPLOYMENT)).toString()}`)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('payment declined: card expired')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Logs - payments-deployment' })).toBeVisible();
  },
};

export const ComponentLogs: Story = {
  decorators: [withLogs(`/logs?topologyId=${PAYMENTS}`)],
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', { name: 'Log lines' });
    await expect(
      await within(table).findByText('Check api/payments failed: expected status 200, got 503'),
    ).toBeVisible();
  },
};

export const Search: Story = {
  decorators: [withLogs(`/logs?topologyId=${PAYMENTS}`)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table', { name: 'Log lines' });
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search' }), 'refund');
    await expect(
      await canvas.findByText('There are no logs matching the search query', {}, { timeout: 3000 }),
    ).toBeVisible();
  },
};

export const FromCheck: Story = {
  decorators: [withLogs(`/logs?${new URLSearchParams(checkLogsParams(CHECK_ID)).toString()}`)],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Check api/payments passed')).toBeVisible();
  },
};

export const Loading: Story = { decorators: [withLogs(`/logs?topologyId=${PAYMENTS}`, { pending: true })] };

export const Refused: Story = {
  decorators: [
    withLogs(`/logs?topologyId=${PAYMENTS}&logsSelector=x`, {
      error: "Log selector with the name 'x' was not found. Available names: [checks files]",
    }),
  ],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/Log selector with the name 'x' was not found/)).toBeVisible();
  },
};

export const Dark: Story = {
  decorators: [withLogs(`/logs?topologyId=${PAYMENTS}`, { theme: 'dark' })],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Check api/payments passed')).toBeVisible();
  },
};

export const Narrow: Story = {
  decorators: [withLogs(`/logs?topologyId=${PAYMENTS}`, { width: 420 })],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('table', { name: 'Log lines' })).toBeVisible();
  },
};
