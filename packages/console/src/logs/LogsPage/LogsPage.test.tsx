import { act, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { selectOption } from '@mission-control/ui/testing';
import { createMemoryRouterAdapter, type MemoryRouterAdapter } from '../../provider/router';
import { TestConsoleProvider } from '../../testing/TestConsoleProvider';
import { stubResizeObserver } from '../../test/resizeObserver';
import { CHECK_ID, DEPLOYMENT, logsClient, PAYMENTS, type LogsClientOptions } from '../__fixtures__/logs';
import { catalogLogsParams, checkLogsParams } from '../model/logs';
import { LogsPage } from './LogsPage';

vi.setConfig({ testTimeout: 40_000 });
configure({ asyncUtilTimeout: 10_000 });
stubResizeObserver({ width: 2000, height: 1200 });

const params = (router: MemoryRouterAdapter) => new URL(router.location, 'http://x').searchParams;

function renderPage(location = '/logs', options: LogsClientOptions = {}) {
  const router = createMemoryRouterAdapter(location);
  const fixture = logsClient(options);
  render(
    <TestConsoleProvider router={router} client={fixture.client}>
      <LogsPage />
    </TestConsoleProvider>,
  );
  return { router, ...fixture };
}

describe('#24 LogsPage', () => {
  it('asks for a component first, and searches nothing until there is something to search', async () => {
    const { requests } = renderPage();
    expect(await screen.findByText('Please select a component to view the logs')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it("shows a component's first selector: Time, Message without ANSI codes, Labels", async () => {
    const { requests } = renderPage(`/logs?topologyId=${PAYMENTS}`);
    const table = await screen.findByRole('table', { name: 'Log lines' });
    const failed = (await within(table).findByText('Check api/payments failed: expected status 200, got 503')).closest(
      'tr',
    )!;
    expect(failed.textContent).not.toContain('\u001b');
    expect(within(failed).getByRole('list', { name: 'Labels' })).toHaveTextContent('check_name:api/payments');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Time', 'Message', 'Labels']);
    expect(requests.at(-1)).toMatchObject({ id: PAYMENTS, start: 'now-1h', end: 'now' });
    expect(screen.getByRole('heading', { name: 'Logs - payments-api' })).toBeInTheDocument();
  });

  it('searches 500 ms after the last key, with the words in the URL', async () => {
    const { router, requests } = renderPage(`/logs?topologyId=${PAYMENTS}`);
    await screen.findByRole('table', { name: 'Log lines' });
    const before = requests.length;
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'refund');
    // Typing alone sends nothing; the URL follows after the debounce, and the search with it.
    expect(requests.length).toBe(before);
    await waitFor(() => expect(params(router).get('query')).toBe('refund'), { timeout: 3000 });
    expect(await screen.findByText('There are no logs matching the search query')).toBeInTheDocument();
    expect(requests.at(-1)).toMatchObject({ id: PAYMENTS, query: 'refund' });
  });

  it('switches selector through the picker and keeps it in the URL', async () => {
    const { router, requests } = renderPage(`/logs?topologyId=${PAYMENTS}`);
    await screen.findByRole('table', { name: 'Log lines' });
    await selectOption({ user: userEvent, label: 'Log selector', option: 'files' });
    await waitFor(() => expect(params(router).get('logsSelector')).toBe('files'));
    expect(await screen.findByText('payment declined: card expired')).toBeInTheDocument();
    expect(requests.at(-1)).toMatchObject({ id: PAYMENTS, name: 'files' });
  });

  it("opens prefilled from a check's View Logs link, searching every component's logs", async () => {
    const { requests } = renderPage(`/logs?${new URLSearchParams(checkLogsParams(CHECK_ID)).toString()}`);
    const table = await screen.findByRole('table', { name: 'Log lines' });
    expect(await within(table).findByText('Check api/payments passed')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue(`check_id=${CHECK_ID}`);
    expect(requests.at(-1)).toEqual({ name: 'checks', query: `check_id=${CHECK_ID}`, start: 'now-1h', end: 'now' });
    expect(requests.at(-1)).not.toHaveProperty('id');
  });

  it("opens prefilled from a catalog item's View Logs link, searching the item's first selector", async () => {
    const { requests } = renderPage(`/logs?${new URLSearchParams(catalogLogsParams(DEPLOYMENT)).toString()}`);
    const table = await screen.findByRole('table', { name: 'Log lines' });
    expect(await within(table).findByText('payment declined: card expired')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Logs - payments-deployment' })).toBeInTheDocument();
    expect(requests.at(-1)).toEqual({ id: DEPLOYMENT, start: 'now-1h', end: 'now' });
  });

  it('picks a catalog item as it picks a component, one at a time', async () => {
    const { router, requests } = renderPage(`/logs?topologyId=${PAYMENTS}`);
    await screen.findByRole('table', { name: 'Log lines' });
    await selectOption({ user: userEvent, label: 'Catalog item', option: 'payments-deployment' });
    await waitFor(() => expect(params(router).get('configId')).toBe(DEPLOYMENT));
    expect(params(router).get('topologyId')).toBeNull();
    await waitFor(() => expect(requests.at(-1)).toMatchObject({ id: DEPLOYMENT }));
  });

  it("shows the server's sentence when the search is refused", async () => {
    const error = "Log selector with the name 'x' was not found. Available names: [checks files]";
    renderPage(`/logs?topologyId=${PAYMENTS}&logsSelector=x`, { error });
    expect(await screen.findByText(error)).toBeInTheDocument();
    await act(async () => undefined);
  });
});
