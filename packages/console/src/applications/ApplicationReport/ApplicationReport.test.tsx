import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@mission-control/api';
import { createMemoryRouterAdapter } from '../../provider/router';
import { TestConsoleProvider } from '../../testing/TestConsoleProvider';
import { applicationsClient, type ApplicationsClientOptions } from '../__fixtures__/applications';
import { ApplicationReportPage } from './ApplicationReport';

vi.setConfig({ testTimeout: 40_000 });
configure({ asyncUtilTimeout: 10_000 });

function renderReport(
  location = '/applications/default/orders',
  options: ApplicationsClientOptions = {},
  namespace = 'default',
  name = 'orders',
) {
  const router = createMemoryRouterAdapter(location);
  const fixture = applicationsClient(options);
  render(
    <TestConsoleProvider router={router} client={fixture.client}>
      <ApplicationReportPage namespace={namespace} name={name} />
    </TestConsoleProvider>,
  );
  return { router };
}

afterEach(() => vi.restoreAllMocks());

describe('ApplicationReportPage', () => {
  it('shows the report: details, access with last login, findings, locations, backups calendar, restores, view sections', async () => {
    renderReport();
    expect(await screen.findByRole('heading', { name: 'orders', level: 1 })).toBeInTheDocument();
    const access = await screen.findByRole('region', { name: 'Access control' });
    const alice = within(access).getByText('Alice Moreau').closest('tr')!;
    expect(alice).toHaveTextContent('orders_admin');
    expect(within(access).getByText('Carol Jensen').closest('tr')).toHaveTextContent('Never');
    expect(
      within(screen.getByRole('region', { name: 'Findings' })).getByText('acme-storefront-assets'),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Locations' })).getAllByText(/^production/)).toHaveLength(2);
    expect(screen.getByRole('region', { name: 'Locations' })).toHaveTextContent('eu-west-1');
    const backups = screen.getByRole('region', { name: 'Backups' });
    expect(within(backups).getByRole('img', { name: /38 completed and 2 failed backups from/ })).toBeInTheDocument();
    expect(within(backups).getByRole('table', { name: 'Failed backups' }).querySelectorAll('tbody tr')).toHaveLength(2);
    expect(
      within(screen.getByRole('region', { name: 'Restores' })).getByText(/restored to orders-staging/),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Deployments' })).getByRole('link', {
        name: 'Open the view default/deployment-overview',
      }),
    ).toHaveAttribute('href', '/views/v0a80001-0000-4000-8000-000000000001');
    // The view itself, embedded: its title and its table.
    const deployments = screen.getByRole('region', { name: 'Deployments' });
    expect(
      await within(deployments).findByRole('heading', { name: 'Deployment overview', level: 3 }),
    ).toBeInTheDocument();
    expect(await within(deployments).findByText('payments-api')).toBeInTheDocument();
  });

  it('says "Loading audit report..." while it loads', async () => {
    renderReport('/applications/default/orders', { pending: true });
    expect(await screen.findByText('Loading audit report...')).toBeInTheDocument();
  });

  it('shows the server’s error, "Failed to fetch audit data" without one, and the missing address', async () => {
    renderReport('/applications/default/nope', {}, 'default', 'nope');
    expect(await screen.findByText('Application default/nope was not found')).toBeInTheDocument();
  });

  it('falls back to "Failed to fetch audit data" when the request failed without a server error', async () => {
    renderReport('/applications/default/orders', { reportError: new ApiError('network', 'offline') });
    expect(await screen.findByText('Failed to fetch audit data')).toBeInTheDocument();
  });

  it('says "No namespace or name provided" without an address', async () => {
    renderReport('/applications//', {}, '', '');
    expect(await screen.findByText('No namespace or name provided')).toBeInTheDocument();
  });

  it('Print view opens the print layout; Export PDF prints it, or says the PDF failed', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const { router } = renderReport();
    await userEvent.click(await screen.findByRole('button', { name: 'Print view' }));
    await waitFor(() => expect(router.location).toBe('/applications/default/orders?print=true'));
    const sheet = await screen.findByRole('main', { name: 'Audit report orders' });
    expect(within(sheet).getByRole('heading', { name: 'orders audit report', level: 1 })).toBeInTheDocument();
    await userEvent.click(within(sheet).getByRole('button', { name: 'Export PDF' }));
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(router.location).toBe('/applications/default/orders?print=true'));
    print.mockImplementation(() => {
      throw new Error('no printer');
    });
    await userEvent.click(within(sheet).getByRole('button', { name: 'Export PDF' }));
    expect(await screen.findByText('Failed to generate PDF. Please try again.')).toBeInTheDocument();
    await userEvent.click(within(sheet).getByRole('button', { name: 'Back to the report' }));
    await waitFor(() => expect(router.location).toBe('/applications/default/orders'));
  });
});
