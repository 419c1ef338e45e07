import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@mission-control/api';
import { checkFixtures, fixtureSummary, manyChecks } from '../../__fixtures__/checks';
import { createMemoryRouterAdapter, type MemoryRouterAdapter } from '../../provider/router';
import { TestConsoleProvider } from '../../testing/TestConsoleProvider';
import { HealthDashboard } from './HealthDashboard';

// Opening a check mounts the full-size detail dialog, a large DOM for jsdom on a shared machine.
vi.setConfig({ testTimeout: 30_000 });

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
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Group By' }), 'No Grouping');
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
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Tab By' }), 'team');
    expect(params(router).get('tabBy')).toBe('label:team');
    expect(within(screen.getByRole('tablist')).getByRole('tab', { name: /payments/ })).toBeInTheDocument();
  });

  it('includes and excludes label values and offers boolean labels as a tri-state', async () => {
    const router = renderDashboard('/health?hidePassing=false&groupBy=no-grouping');
    await screen.findByRole('table', { name: 'Health checks' });
    await userEvent.click(screen.getByRole('button', { name: /^team:/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Include team=platform' }));
    expect(params(router).get('labels')).toBe('{"team=platform":1}');
    expect(dataRows(screen.getByRole('table', { name: 'Health checks' }))).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Include team=platform' }));
    await userEvent.click(screen.getByRole('button', { name: 'Exclude team=platform' }));
    expect(params(router).get('labels')).toBe('{"team=platform":-1}');
    expect(dataRows(screen.getByRole('table', { name: 'Health checks' }))).toHaveLength(2);
    const critical = screen.getByRole('radiogroup', { name: 'critical' });
    await userEvent.click(within(critical).getByRole('radio', { name: 'Yes' }));
    expect(dataRows(screen.getByRole('table', { name: 'Health checks' })).map((r) => r.textContent)).toEqual([
      expect.stringContaining('api/payments'),
    ]);
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
});
