import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ViewRequest, ViewRunOptions } from '@mission-control/api';
import { ApiError } from '@mission-control/api';
import { createMemoryRouterAdapter } from '../../provider/router';
import { TestConsoleProvider } from '../../testing/TestConsoleProvider';
import { stubResizeObserver } from '../../test/resizeObserver';
import { catalogSummary, emptyView, staleWithError } from '../__fixtures__/views';
import { ViewContent } from './ViewContent';

vi.setConfig({ testTimeout: 40_000 });
configure({ asyncUtilTimeout: 10_000 });
stubResizeObserver({ width: 1600, height: 1200 });

function renderView(
  run: (id: string, request?: ViewRequest, options?: ViewRunOptions) => Promise<unknown>,
  at = '/views/v1',
) {
  const router = createMemoryRouterAdapter(at);
  const spy = vi.fn(run);
  render(
    <TestConsoleProvider router={router} client={{ views: { run: spy as never } }}>
      <ViewContent viewId="view-catalog-summary" />
    </TestConsoleProvider>,
  );
  return { router, run: spy };
}

describe('ViewContent', () => {
  it('shows the title, the panels and the table with its typed cells', async () => {
    renderView(async (_id, request) => catalogSummary(request));
    expect(await screen.findByRole('heading', { name: 'Catalog summary' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /Items by type: Kubernetes::Deployment: 12/ })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Catalog items' })).toHaveTextContent('19');
    expect(screen.getByRole('meter', { name: 'Healthy share' })).toHaveAttribute('aria-valuenow', '74');
    expect(screen.getByRole('region', { name: 'Oldest unhealthy' })).toHaveTextContent('1h 30m');
    const table = screen.getByRole('table', { name: 'Catalog summary' });
    const row = within(table).getByText('payments-api').closest('tr')!;
    expect(row).toHaveTextContent('Unhealthy'.toLowerCase());
    expect(row).toHaveTextContent('700 MB');
    expect(row).toHaveTextContent('250m');
    expect(within(table).getByText('orders-db').closest('tr')).toHaveTextContent('2 cores');
    expect(within(row).getByRole('progressbar', { name: '17 / 100' })).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'payments-api' })).toHaveAttribute('href', '/catalog/item-0');
    // The row attributes carrier is not a column.
    expect(within(table).queryByRole('columnheader', { name: /Attributes/ })).toBeNull();
  });

  it('sends a changed variable, puts it in the URL and shows the new rows', async () => {
    const user = userEvent.setup();
    const { router, run } = renderView(async (_id, request) => catalogSummary(request));
    const table = await screen.findByRole('table', { name: 'Catalog summary' });
    expect(within(table).getByText('orders-db')).toBeInTheDocument();
    const variables = screen.getByRole('group', { name: 'Variables' });
    await user.click(within(variables).getByRole('button', { name: /Type/ }));
    await user.click(await screen.findByRole('option', { name: 'Kubernetes::Node' }));
    await waitFor(() => expect(within(table).queryByText('orders-db')).toBeNull());
    expect(within(table).getByText('node-eu-1')).toBeInTheDocument();
    expect(router.location).toContain('var.type=Kubernetes%3A%3ANode');
    expect(run).toHaveBeenLastCalledWith(
      'view-catalog-summary',
      expect.objectContaining({ variables: { type: 'Kubernetes::Node' }, offset: 0 }),
      expect.anything(),
    );
  });

  it('reads variables, sort and filters from the URL into the request', async () => {
    const { run } = renderView(
      async (_id, request) => catalogSummary(request),
      '/views/v1?var.type=all&sortBy=name&sortOrder=desc&filter.type=AWS%3A%3AS3%3A%3ABucket&pageSize=25',
    );
    const table = await screen.findByRole('table', { name: 'Catalog summary' });
    expect(within(table).getByText('backup-bucket')).toBeInTheDocument();
    expect(within(table).queryByText('payments-api')).toBeNull();
    expect(run).toHaveBeenCalledWith(
      'view-catalog-summary',
      { variables: { type: 'all' }, limit: 25, offset: 0, sort: '-name', filters: { type: ['AWS::S3::Bucket'] } },
      expect.anything(),
    );
    const filters = screen.getByRole('group', { name: 'Table filters' });
    expect(within(filters).getByRole('button', { name: /Type/ })).toHaveTextContent('AWS::S3::Bucket');
  });

  it('filters by a multiselect column and sorts by a header', async () => {
    const user = userEvent.setup();
    const { run } = renderView(async (_id, request) => catalogSummary(request));
    const table = await screen.findByRole('table', { name: 'Catalog summary' });
    const filters = screen.getByRole('group', { name: 'Table filters' });
    await user.click(within(filters).getByRole('button', { name: /Type/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Type' });
    await user.click(within(dialog).getByRole('option', { name: 'AWS::RDS::DBInstance' }));
    await waitFor(() => expect(within(table).queryByText('payments-api')).toBeNull());
    expect(within(table).getByText('orders-db')).toBeInTheDocument();
    await user.keyboard('{Escape}{Escape}');
    await user.click(within(table).getByRole('button', { name: 'Name' }));
    await waitFor(() =>
      expect(run).toHaveBeenLastCalledWith(
        'view-catalog-summary',
        expect.objectContaining({ sort: 'name', filters: { type: ['AWS::RDS::DBInstance'] } }),
        expect.anything(),
      ),
    );
  });

  it('shows the refresh error beside the stale data, and Refresh asks the server to run again', async () => {
    const user = userEvent.setup();
    let refreshed = false;
    const { run } = renderView(async (_id, request, options) => {
      if (options?.refresh) refreshed = true;
      return refreshed
        ? catalogSummary(request, { lastRefreshedAt: new Date().toISOString() })
        : staleWithError(request);
    });
    const notice = (await screen.findByText('The last refresh failed')).closest('[role="status"]')!;
    expect(notice).not.toBeNull();
    expect(notice).toHaveTextContent('relation "config_items_x" does not exist');
    expect(screen.getByRole('table', { name: 'Catalog summary' })).toHaveTextContent('payments-api');
    await user.click(screen.getByRole('button', { name: 'Refresh Catalog summary' }));
    await waitFor(() => expect(screen.queryByText('The last refresh failed')).toBeNull());
    expect(run).toHaveBeenCalledWith('view-catalog-summary', expect.anything(), { refresh: true });
  });

  it('says "Failed to load view" under Error when the view cannot be read', async () => {
    renderView(async () => {
      throw new ApiError('not_found', 'view not found');
    });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Error' })).toBeInTheDocument();
    expect(alert).toHaveTextContent('Failed to load view: view not found');
  });

  it('says so when no row matches, and draws no panels it has no data for', async () => {
    renderView(async (_id, request) => emptyView(request));
    const table = await screen.findByRole('table', { name: 'Catalog summary' });
    expect(table).toHaveTextContent('No rows match');
    expect(screen.queryByRole('img')).toBeNull();
  });
});
