import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createMemoryRouterAdapter, type MemoryRouterAdapter } from '../../provider/router';
import { TestConsoleProvider } from '../../testing/TestConsoleProvider';
import { CHECK, notificationsClient } from '../__fixtures__/notifications';
import { NotificationResourcePage } from '../NotificationResourcePage';
import { NotificationsPage } from './NotificationsPage';
import { stubResizeObserver } from '../../test/resizeObserver';

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 10_000 });

stubResizeObserver({ width: 1400, height: 1200 });

const params = (router: MemoryRouterAdapter) => new URL(router.location, 'http://x').searchParams;

function renderPage(location = '/notifications') {
  const router = createMemoryRouterAdapter(location);
  const fixture = notificationsClient();
  render(
    <TestConsoleProvider router={router} client={fixture.client}>
      <NotificationsPage />
    </TestConsoleProvider>,
  );
  return { router, ...fixture };
}

describe('NotificationsPage', () => {
  it('lists the sends grouped by resource with their statistics in words, and the tabs', async () => {
    renderPage();
    const table = await screen.findByRole('table', { name: 'Notifications by resource' });
    const row = (await within(table).findByText('payments-api /health')).closest('tr')!;
    expect(row).toHaveTextContent('Check payments-api /health has failed');
    expect(row).toHaveTextContent('2 sent, 1 failed, 1 suppressed');
    expect(row).toHaveTextContent('unhealthy / failing');
    expect(within(row).getByLabelText('4 notifications')).toBeInTheDocument();
    const tabs = screen.getByRole('navigation', { name: 'Notification pages' });
    expect(within(tabs).getByRole('link', { name: 'Notifications' })).toHaveAttribute('aria-current', 'page');
    expect(within(tabs).getByRole('link', { name: 'Rules' })).toHaveAttribute('href', '/notifications/rules');
    expect(within(tabs).getByRole('link', { name: 'Silences' })).toHaveAttribute('href', '/notifications/silences');
  });

  it('keeps search and resource type in the URL and asks the server with them', async () => {
    const { router, requests } = renderPage('/notifications?resource_type=config');
    const table = await screen.findByRole('table', { name: 'Notifications by resource' });
    expect(await within(table).findByText('orders-db')).toBeInTheDocument();
    expect(within(table).queryByText('payments-api /health')).toBeNull();
    expect(requests.summary.at(-1)).toEqual({ pageIndex: 0, pageSize: 50, resourceType: 'config' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search by resource name' }), 'ord');
    await waitFor(() => expect(params(router).get('search')).toBe('ord'));
    expect(requests.summary.at(-1)).toMatchObject({ search: 'ord', resourceType: 'config' });
  });

  it('opens a resource with its sends and one send in a dialog', async () => {
    const { router } = renderPage();
    const table = await screen.findByRole('table', { name: 'Notifications by resource' });
    await userEvent.click(await within(table).findByText('payments-api /health'));
    await waitFor(() => expect(router.location).toBe(`/notifications/resource/${CHECK.id}`));
  });
});

describe('NotificationResourcePage', () => {
  it('shows each send with its status in words and opens its body, error, payload and silence', async () => {
    const router = createMemoryRouterAdapter(`/notifications/resource/${CHECK.id}`);
    const fixture = notificationsClient();
    render(
      <TestConsoleProvider router={router} client={fixture.client}>
        <NotificationResourcePage resourceId={CHECK.id} />
      </TestConsoleProvider>,
    );
    const table = await screen.findByRole('table', { name: 'Notifications of payments-api /health' });
    expect(await within(table).findByText('Silenced')).toBeInTheDocument();
    expect(within(table).getByText('Repeated')).toBeInTheDocument();
    await userEvent.click(within(table).getByText('Error'));
    await waitFor(() => expect(params(router).get('id')).toMatch(/103$/));
    const dialog = await screen.findByRole('dialog', { name: 'Notification: payments-api /health' });
    expect(await within(dialog).findByRole('region', { name: 'Error' })).toHaveTextContent('500 Internal Server Error');
    expect(within(dialog).getByRole('region', { name: 'Body' })).toHaveTextContent('HTTP 503');
    expect(within(dialog).getByRole('region', { name: 'Payload' })).toHaveTextContent('"status": "unhealthy"');
  });
});
