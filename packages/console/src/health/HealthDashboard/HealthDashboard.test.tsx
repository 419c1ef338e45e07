import { act, configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@mission-control/api';
import { checkFixtures, fixtureSummary, manyChecks } from '../../__fixtures__/checks';
import { createMemoryRouterAdapter, type MemoryRouterAdapter } from '../../provider/router';
import { TestConsoleProvider } from '../../testing/TestConsoleProvider';
import { HealthDashboard } from './HealthDashboard';
import { selectOption } from '@mission-control/ui/testing';

// Opening a check mounts the full-size detail dialog, a large DOM for jsdom on a shared machine.
vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => vi.useRealTimers());

function renderDashboard(location = '/health', summary = async () => fixtureSummary()) {
  const router: MemoryRouterAdapter = createMemoryRouterAdapter(location);
  render(
    <TestConsoleProvider router={router} client={{ canary: { summary } }}>
      <HealthDashboard />
    </TestConsoleProvider>,
  );
  return router;
}

const dataRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

const choose = (label: string, option: string) => selectOption({ user: userEvent, label, option });
const params = (router: MemoryRouterAdapter) => new URL(router.location, 'http://x').searchParams;

describe('HealthDashboard', () => {
  it('hides passing checks by default and groups by canary name', async () => {
    renderDashboard();
    const table = await screen.findByRole('table', { name: 'Health checks' });
    expect(dataRows(table).map((row) => within(row).getAllByRole('cell')[1]!.textContent)).toEqual([
      'api/paymentsdefault',
      'nightly-backup',
    ]);
    expect(screen.getByRole('switch', { name: 'Hide Passing' })).toBeChecked();
  });

  it('shows every check with status, uptime and latency once Hide Passing is off', async () => {
    const router = renderDashboard('/health?groupBy=no-grouping');
    await screen.findByRole('table', { name: 'Health checks' });
    await userEvent.click(screen.getByRole('switch', { name: 'Hide Passing' }));
    expect(params(router).get('hidePassing')).toBe('false');
    const table = screen.getByRole('table', { name: 'Health checks' });
    expect(dataRows(table)).toHaveLength(checkFixtures.length);
    const payments = within(table).getByRole('row', { name: /api\/payments/ });
    expect(within(payments).getByText('unhealthy')).toBeInTheDocument();
    expect(within(payments).getByText('33.3%')).toBeInTheDocument();
    expect(within(payments).getByText('950ms')).toBeInTheDocument();
  });

  it('shows a group row with mixed status and N/M fully passing, and expands it', async () => {
    renderDashboard('/health?hidePassing=false');
    const table = await screen.findByRole('table', { name: 'Health checks' });
    const group = within(table).getByRole('row', { name: /edge-http/ });
    expect(within(group).getByText('mixed')).toBeInTheDocument();
    expect(within(group).getByText('0 of 2 checks fully passing')).toBeInTheDocument();
    const toggle = within(group).getByRole('button', { name: 'edge-http: show 2 checks' });
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(within(table).getByRole('row', { name: /homepage/ })).toBeInTheDocument();
  });

  it('debounces search by 400 ms and writes it to the URL', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const router = renderDashboard('/health?hidePassing=false&groupBy=no-grouping');
    await screen.findByRole('table', { name: 'Health checks' });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'payments');
    expect(params(router).get('query')).toBeNull();
    await act(async () => vi.advanceTimersByTime(400));
    expect(params(router).get('query')).toBe('payments');
    expect(dataRows(screen.getByRole('table', { name: 'Health checks' }))).toHaveLength(1);
  });

  it('switches Group By and Tab By, and the none tab lists checks without a namespace', async () => {
    const router = renderDashboard('/health?hidePassing=false');
    await screen.findByRole('table', { name: 'Health checks' });
    await choose('Group By', 'No Grouping');
    expect(params(router).get('groupBy')).toBe('no-grouping');
    const tabs = screen.getByRole('tablist');
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.firstChild?.textContent),
    ).toEqual(['All', 'default', 'infra', 'none']);
    await userEvent.click(within(tabs).getByRole('tab', { name: /none/ }));
    expect(params(router).get('tab')).toBe('none');
    const table = screen.getByRole('table', { name: 'Health checks' });
    expect(dataRows(table)).toHaveLength(1);
    expect(within(table).getByText('nightly-backup')).toBeInTheDocument();
    await choose('Tab By', 'team');
    expect(params(router).get('tabBy')).toBe('label:team');
    expect(within(screen.getByRole('tablist')).getByRole('tab', { name: /payments/ })).toBeInTheDocument();
  });

  it('includes and excludes label values in a multi-select and offers boolean labels as a tri-state', async () => {
    const router = renderDashboard('/health?hidePassing=false&groupBy=no-grouping');
    await screen.findByRole('table', { name: 'Health checks' });
    const pick = async (trigger: RegExp, option: string) => {
      await userEvent.click(screen.getByRole('button', { name: trigger }));
      const list = within(await screen.findByRole('dialog', { name: 'team' })).getByRole('listbox');
      await userEvent.click(within(list).getByRole('option', { name: option }));
      const state = ['platform', 'not platform'].map(
        (name) => within(list).getByRole('option', { name }).getAttribute('aria-selected') === 'true',
      );
      // Escape closes the list and keeps every choice.
      await userEvent.keyboard('{Escape}');
      return state;
    };
    expect(await pick(/^team All$/, 'platform')).toEqual([true, false]);
    expect(params(router).get('labels')).toBe('{"team=platform":1}');
    expect(dataRows(screen.getByRole('table', { name: 'Health checks' }))).toHaveLength(2);
    // The other side of the same value replaces it.
    expect(await pick(/^team platform$/, 'not platform')).toEqual([false, true]);
    expect(params(router).get('labels')).toBe('{"team=platform":-1}');
    expect(dataRows(screen.getByRole('table', { name: 'Health checks' }))).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'team not platform' })).toBeInTheDocument();

    const critical = screen.getByRole('group', { name: 'critical' });
    await userEvent.click(within(critical).getByRole('button', { name: 'Include' }));
    expect(params(router).get('labels')).toBe('{"critical=true":1,"team=platform":-1}');
    expect(dataRows(screen.getByRole('table', { name: 'Health checks' })).map((r) => r.textContent)).toEqual([
      expect.stringContaining('api/payments'),
    ]);
    // Pressing the active state again resets it.
    await userEvent.click(within(critical).getByRole('button', { name: 'Include' }));
    expect(params(router).get('labels')).toBe('{"team=platform":-1}');
    expect(within(critical).getByRole('button', { name: 'Include' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('reads a link that excludes a boolean label value as its opposite', async () => {
    renderDashboard('/health?hidePassing=false&labels=%7B%22critical%3Dfalse%22%3A-1%7D');
    const critical = await screen.findByRole('group', { name: 'critical' });
    expect(within(critical).getByRole('button', { name: 'Include' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('condenses a label filter to a count from 4 selected values, and counts active filters', async () => {
    const labels = encodeURIComponent(
      JSON.stringify({ 'team=data': 1, 'team=edge': 1, 'team=search': 1, 'team=identity': -1 }),
    );
    renderDashboard(`/health?labels=${labels}`, async () => fixtureSummary(manyChecks(60)));
    expect(await screen.findByRole('button', { name: 'team 4 selected' })).toBeInTheDocument();
    // The button only shows on narrow containers (a container query jsdom does not apply), so it is hidden here.
    expect(screen.getByRole('button', { name: 'Filters 5 active filters', hidden: true })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('pivots checks by a label: Pivot By, Pivot Cell, row and column headers, back to None', async () => {
    const router = renderDashboard('/health?hidePassing=false&groupBy=no-grouping');
    await screen.findByRole('table', { name: 'Health checks' });
    expect(screen.queryByRole('button', { name: /Pivot Cell$/ })).toBeNull();
    await choose('Pivot By', 'team');
    expect(params(router).get('pivotBy')).toBe('labels');
    expect(params(router).get('pivotLabel')).toBe('team');
    const table = screen.getByRole('table', { name: 'Health checks' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Checks', 'data', 'payments', 'platform']);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((th) => th.textContent),
    ).toEqual(['api/payments', 'dns-example-com', 'homepage', 'nightly-backup']);
    const payments = within(table).getByRole('button', { name: 'unhealthy: api/payments, payments' });
    expect(payments).toHaveTextContent('unhealthy');

    await choose('Pivot Cell', 'Uptime');
    expect(params(router).get('pivotCellType')).toBe('uptime');
    expect(within(table).getByRole('button', { name: '33.3%: api/payments, payments' })).toBeInTheDocument();
    const dns = within(table).getByRole('button', { name: '100.0%: dns-example-com, platform' });

    await choose('Pivot By', 'None');
    expect(params(router).get('pivotBy')).toBeNull();
    expect(params(router).get('pivotCellType')).toBeNull();
    expect(dns).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Pivot Cell$/ })).toBeNull();
  });

  it('opens the check of a pivot cell, like a row click', async () => {
    const router = renderDashboard('/health?hidePassing=false&groupBy=no-grouping&pivotBy=namespace');
    const table = await screen.findByRole('table', { name: 'Health checks' });
    await userEvent.click(within(table).getByRole('button', { name: 'healthy: dns-example-com, infra' }));
    expect(params(router).get('checkId')).toBe('a3');
    // The check's dialog opens (its code loads on demand; the test ends once it has arrived).
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('pivots group rows by namespace and sums up a cell of several checks', async () => {
    renderDashboard('/health?hidePassing=false&pivotBy=namespace&pivotCellType=latency');
    const table = await screen.findByRole('table', { name: 'Health checks' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Group Name', 'default', 'infra', 'none']);
    // edge-http holds homepage (120 ms) and api/payments (950 ms): the slowest p95 shows.
    expect(within(table).getByRole('button', { name: '950ms: edge-http, default' })).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /^dns/ })).getAllByText('No checks')).toHaveLength(2);
  });

  it('falls back to the plain table for an unknown pivot label or cell type', async () => {
    renderDashboard('/health?hidePassing=false&pivotBy=labels&pivotLabel=gone&pivotCellType=colour');
    const table = await screen.findByRole('table', { name: 'Health checks' });
    expect(within(table).getByRole('row', { name: /edge-http/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Pivot By$/ })).toHaveTextContent('None');
  });

  it('renders a pivot of 10,000 checks with only the rows in view', async () => {
    renderDashboard('/health?hidePassing=false&groupBy=no-grouping&pivotBy=labels&pivotLabel=team', async () =>
      fixtureSummary(manyChecks(10_000)),
    );
    const table = await screen.findByRole('table', { name: 'Health checks' });
    expect(table).toHaveAttribute('aria-rowcount', '10001');
    expect(dataRows(table).length).toBeLessThan(100);
  });

  it('sorts by a column header and opens a check by writing checkId', async () => {
    const router = renderDashboard('/health?hidePassing=false&groupBy=no-grouping');
    const table = await screen.findByRole('table', { name: 'Health checks' });
    await userEvent.click(within(table).getByRole('button', { name: 'Latency' }));
    expect(within(table).getByRole('columnheader', { name: /Latency/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(dataRows(table)[0]).toHaveTextContent('dns-example-com');
    await userEvent.click(within(table).getByRole('button', { name: 'Latency' }));
    expect(dataRows(table)[0]).toHaveTextContent('nightly-backup');
    expect(params(router).get('sortDesc')).toBe('true');
    await userEvent.click(within(table).getByRole('button', { name: 'homepage' }));
    expect(params(router).get('checkId')).toBe('a1');
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('survives hand-edited URLs', async () => {
    renderDashboard(
      '/health?labels=%7Bbroken&groupBy=label:__proto__&layout=grid&sortBy=constructor&hidePassing=false',
    );
    const table = await screen.findByRole('table', { name: 'Health checks' });
    expect(within(table).getByRole('row', { name: /edge-http/ })).toBeInTheDocument();
  });

  it('shows cards in the card layout', async () => {
    renderDashboard('/health?layout=card&hidePassing=false');
    const list = await screen.findByRole('list', { name: 'Health checks' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(checkFixtures.length);
  });

  it('only renders the rows in view for 10,000 checks', async () => {
    renderDashboard('/health?hidePassing=false&groupBy=no-grouping', async () => fixtureSummary(manyChecks(10_000)));
    const table = await screen.findByRole('table', { name: 'Health checks' });
    expect(table).toHaveAttribute('aria-rowcount', '10001');
    expect(dataRows(table).length).toBeLessThan(100);
  });

  it('shows the empty state', async () => {
    renderDashboard('/health', async () => fixtureSummary([]));
    expect(await screen.findByText('No data available')).toBeInTheDocument();
  });

  it('shows the error message from the client', async () => {
    renderDashboard('/health', () => Promise.reject(new ApiError('network', 'Network Error. Please try again.')));
    expect(await screen.findByRole('alert')).toHaveTextContent('Network Error. Please try again.');
  });

  it('keeps the summary when only the check range in the URL changes (the summary has no range)', async () => {
    const summary = vi.fn(async () => fixtureSummary());
    const router = renderDashboard('/health?timeRange=1h', summary);
    await screen.findByRole('table', { name: 'Health checks' });
    act(() =>
      router.setSearchParams((previous) => {
        const next = new URLSearchParams(previous);
        next.set('timeRange', '3h');
        return next;
      }),
    );
    expect(params(router).get('timeRange')).toBe('3h');
    await screen.findByRole('table', { name: 'Health checks' });
    expect(summary).toHaveBeenCalledTimes(1);
  });
});
