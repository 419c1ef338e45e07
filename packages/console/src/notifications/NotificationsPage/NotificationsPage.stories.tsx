import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TestConsoleProvider } from '../../testing/TestConsoleProvider';
import { CHECK, notificationsClient } from '../__fixtures__/notifications';
import { NotificationResourcePage } from '../NotificationResourcePage';
import { NotificationsPage } from './NotificationsPage';

function withNotifications(location = '/notifications', theme?: 'light' | 'dark') {
  return (Story: () => React.ReactElement) => {
    const { client } = notificationsClient();
    return (
      <TestConsoleProvider client={client} initialLocation={location} theme={theme}>
        <Story />
      </TestConsoleProvider>
    );
  };
}

const meta = {
  title: 'Console/Notifications/NotificationsPage',
  component: NotificationsPage,
} satisfies Meta<typeof NotificationsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ByResource: Story = {
  decorators: [withNotifications()],
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', { name: 'Notifications by resource' });
    await expect(await within(table).findByText('2 sent, 1 failed, 1 suppressed')).toBeVisible();
  },
};

export const CatalogOnly: Story = {
  decorators: [withNotifications('/notifications?resource_type=config')],
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', { name: 'Notifications by resource' });
    await expect(await within(table).findByText('orders-db')).toBeVisible();
  },
};

export const Dark: Story = {
  decorators: [withNotifications('/notifications', 'dark')],
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', { name: 'Notifications by resource' });
    await within(table).findByText('payments-api /health');
  },
};

/** One resource's sends, and one opened. */
export const ResourceSends: Story = {
  decorators: [withNotifications(`/notifications/resource/${CHECK.id}`)],
  render: () => <NotificationResourcePage resourceId={CHECK.id} />,
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', { name: 'Notifications of payments-api /health' });
    await userEvent.click(await within(table).findByText('Error'));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Notification: payments-api /health' });
    await expect(await within(dialog).findByRole('region', { name: 'Error' })).toBeVisible();
  },
};
