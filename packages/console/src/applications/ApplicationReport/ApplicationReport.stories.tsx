import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ApiError } from '@mission-control/api';
import { TestConsoleProvider } from '../../testing/TestConsoleProvider';
import { applicationsClient, type ApplicationsClientOptions } from '../__fixtures__/applications';
import { ApplicationReportPage } from './ApplicationReport';

function withReport(location = '/applications/default/orders', options: ApplicationsClientOptions = {}) {
  return (Story: () => React.ReactElement) => {
    const { client } = applicationsClient(options);
    return (
      <TestConsoleProvider client={client} initialLocation={location}>
        <Story />
      </TestConsoleProvider>
    );
  };
}

const meta = {
  title: 'Console/Applications/ApplicationReport',
  component: ApplicationReportPage,
  args: { namespace: 'default', name: 'orders' },
} satisfies Meta<typeof ApplicationReportPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Report: Story = {
  decorators: [withReport()],
  play: async ({ canvasElement }) => {
    const access = await within(canvasElement).findByRole('region', { name: 'Access control' });
    await expect(within(access).getByText('Alice Moreau')).toBeVisible();
    await expect(within(canvasElement).getByRole('img', { name: /completed and 2 failed backups/ })).toBeVisible();
  },
};

export const Loading: Story = {
  decorators: [withReport('/applications/default/orders', { pending: true })],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading audit report...')).toBeVisible();
  },
};

export const NotFound: Story = {
  args: { namespace: 'default', name: 'nope' },
  decorators: [withReport('/applications/default/nope')],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Application default/nope was not found')).toBeVisible();
  },
};

export const FetchFailed: Story = {
  decorators: [withReport('/applications/default/orders', { reportError: new ApiError('network', 'offline') })],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Failed to fetch audit data')).toBeVisible();
  },
};

export const PrintLayout: Story = {
  decorators: [withReport('/applications/default/orders?print=true')],
  play: async () => {
    const sheet = await within(document.body).findByRole('main', { name: 'Audit report orders' });
    await expect(await within(sheet).findByRole('region', { name: 'Backups' })).toBeVisible();
  },
};
