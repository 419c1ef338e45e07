import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { PostgrestQuery } from '@mission-control/api';
import { createMemoryRouterAdapter } from '../../provider/router';
import { createMemoryStorage } from '../../provider/storage';
import { TestConsoleProvider } from '../../testing/TestConsoleProvider';
import { fakeJobsDb } from '../__fixtures__/jobs';
import { JobHistoryPage } from './JobHistoryPage';
import { decodeJobHistoryUrl, filterUpdate, jobHistoryParams } from '../model/jobHistoryUrl';

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 5_000 });

const NOW = new Date('2026-11-25T12:00:00Z');

function setup(location = '/settings/jobs', storage = createMemoryStorage()) {
  const router = createMemoryRouterAdapter(location);
  const rendered = renderAt(router, storage);
  return rendered;
}

function renderAt(
  router: ReturnType<typeof createMemoryRouterAdapter>,
  storage: ReturnType<typeof createMemoryStorage>,
) {
  const queries: URLSearchParams[] = [];
  const db = fakeJobsDb();
  const list = vi.fn(async (query: PostgrestQuery) => {
    queries.push(new URLSearchParams(query.toParams()));
    return db.list(query);
  });
  const user = userEvent.setup();
  const { unmount } = render(
    <StrictMode>
      <TestConsoleProvider client={{ db: { list } as never }} router={router} storage={storage}>
        <JobHistoryPage now={() => NOW} />
      </TestConsoleProvider>
    </StrictMode>,
  );
  const jobQueries = () => queries.filter((q) => q.has('select'));
  return { router, list, user, jobQueries, unmount };
}

describe('job history URL state', () => {
  it('defaults: status SUCCESS:-1, last 2 days, page size 150', () => {
    const state = decodeJobHistoryUrl(new URLSearchParams(''));
    expect(state).toMatchObject({
      status: 'SUCCESS:-1',
      range: { type: 'relative', from: 'now-2d', to: 'now' },
      pageIndex: 0,
      pageSize: 150,
    });
    expect(jobHistoryParams(state, NOW)).toMatchObject({
      status: 'SUCCESS:-1',
      from: '2026-11-23T12:00:00.000Z',
      pageSize: 150,
    });
  });
  it('a filter change resets pageIndex and pageSize; a default value leaves the URL', () => {
    expect(filterUpdate('duration', '30s')).toEqual({ duration: '30s', pageIndex: null, pageSize: null });
    expect(filterUpdate('status', 'SUCCESS:-1')).toEqual({ status: null, pageIndex: null, pageSize: null });
    expect(jobHistoryParams(decodeJobHistoryUrl(new URLSearchParams('duration=2m&status=')), NOW)).toMatchObject({
      durationMillis: 120_000,
    });
    expect(jobHistoryParams(decodeJobHistoryUrl(new URLSearchParams('status=')), NOW).status).toBeUndefined();
  });
});

describe('JobHistoryPage', () => {
  it('#28 time range: the time-range picker writes the URL codec, a quick range bounds both ends', async () => {
    const { user, router, jobQueries } = setup('/settings/jobs?pageIndex=2');
    await user.click(await screen.findByRole('button', { name: 'Time range: Last 2 days' }));
    let picker = screen.getByRole('dialog', { name: 'Time range' });
    await user.click(within(picker).getByRole('option', { name: 'Last 6 hours' }));
    await waitFor(() => expect(router.getSearchParams().get('range')).toBe('now-6h'));
    expect(router.getSearchParams().get('rangeType')).toBe('relative');
    expect(router.getSearchParams().has('pageIndex')).toBe(false);
    await waitFor(() => expect(jobQueries().at(-1)!.get('time_start')).toBe('gte.2026-11-25T06:00:00.000Z'));

    await user.click(screen.getByRole('button', { name: 'Time range: Last 6 hours' }));
    picker = screen.getByRole('dialog', { name: 'Time range' });
    await user.click(within(picker).getByRole('option', { name: 'Yesterday' }));
    await waitFor(() => expect(router.getSearchParams().get('rangeType')).toBe('mapped'));
    expect(router.getSearchParams().get('range')).toBe('yesterday');
    await waitFor(() =>
      expect(jobQueries().at(-1)!.getAll('time_start')).toEqual([
        'gte.2026-11-24T00:00:00.000Z',
        'lte.2026-11-24T23:59:59.999Z',
      ]),
    );
  });

  it('#28 page size: the job history remembers the page size chosen last time', async () => {
    const storage = createMemoryStorage();
    const first = setup('/settings/jobs', storage);
    const size = await screen.findByRole('combobox', { name: 'Rows per page' });
    expect(size).toHaveValue('150');
    await first.user.selectOptions(size, '50');
    await waitFor(() => expect(first.jobQueries().at(-1)!.get('limit')).toBe('50'));
    first.unmount();
    const second = setup('/settings/jobs', storage);
    expect(await screen.findByRole('combobox', { name: 'Rows per page' })).toHaveValue('50');
    await waitFor(() => expect(second.jobQueries().at(-1)!.get('limit')).toBe('50'));
  });

  it('asks the server for the default filters, sorted and paged there, and shows the columns', async () => {
    const { jobQueries } = setup();
    const table = await screen.findByRole('grid', { name: 'Job history' }).catch(() => screen.findByRole('table'));
    await within(table).findAllByText('web');
    const query = jobQueries()[0]!;
    expect(query.get('status.filter')).toBe('!SUCCESS');
    expect(query.get('limit')).toBe('150');
    expect(query.get('time_start')).toBe('gte.2026-11-23T12:00:00.000Z');
    for (const header of ['Timestamp', 'Job Name', 'Agent', 'Resource', 'Status', 'Duration', 'Success', 'Error']) {
      expect(within(table).getByRole('columnheader', { name: new RegExp(`^${header}`) })).toBeInTheDocument();
    }
    // The agent link is only for a real agent, and zero counts are hidden.
    expect(within(table).getByRole('link', { name: 'edge' })).toHaveAttribute(
      'href',
      '/settings/agents?id=a0000000-0000-0000-0000-000000000001',
    );
    expect(within(table).queryByRole('link', { name: 'local' })).toBeNull();
    const failedRow = within(table).getByText('FAILED').closest('tr, [role="row"]') as HTMLElement;
    expect(within(failedRow).getByText('2')).toBeInTheDocument();
    expect(within(failedRow).queryByText('0')).toBeNull();
    expect(within(failedRow).getAllByRole('link', { name: 'web' })[0]).toHaveAttribute('href', '/settings/canaries/c1');
  });

  it('shows timestamps in the date format and time zone chosen in Preferences', async () => {
    const storage = createMemoryStorage();
    storage.setItem('datetime_format', 'timestamp');
    storage.setItem('display_timezone', 'Asia/Kolkata');
    setup('/settings/jobs', storage);
    // 11:00 UTC is 16:30 in Kolkata.
    expect(await screen.findByText(/^2026-11-25 16:30:00/)).toBeInTheDocument();
  });

  it('clicking a job name filters by it in the URL and starts at the first page', async () => {
    const { user, router, jobQueries } = setup('/settings/jobs?pageIndex=3&pageSize=50');
    await user.click(await screen.findByRole('button', { name: 'Filter by job CanaryReconcile' }));
    await waitFor(() => expect(router.getSearchParams().get('name')).toBe('CanaryReconcile'));
    expect(router.getSearchParams().has('pageIndex')).toBe(false);
    expect(router.getSearchParams().has('pageSize')).toBe(false);
    await waitFor(() => expect(jobQueries().at(-1)!.get('name.filter')).toBe('CanaryReconcile'));
  });

  it('sorting goes to the server and into the URL', async () => {
    const { user, router, jobQueries } = setup();
    await user.click(await screen.findByRole('button', { name: /^Duration/ }));
    await waitFor(() => expect(router.getSearchParams().get('sortBy')).toBe('duration_millis'));
    await waitFor(() => expect(jobQueries().at(-1)!.get('order')).toMatch(/^duration_millis\.(asc|desc)/));
  });

  it('a row opens Details for job {name} with only the tabs that have data; errors as a map', async () => {
    const { user } = setup();
    await user.click((await screen.findAllByText('FAILED'))[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Details for job Canary' });
    expect(within(dialog).getByRole('tab', { name: 'Errors' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('tab', { name: 'Scrape Summary' })).toBeNull();
    expect(within(dialog).queryByRole('tab', { name: 'Reconcile Summary' })).toBeNull();
    expect(within(dialog).getByText('home')).toBeInTheDocument();
    expect(within(dialog).getByText('HTTP 500')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(screen.getAllByText('SUCCESS')[0]!);
    const reconcile = await screen.findByRole('dialog', { name: 'Details for job CanaryReconcile' });
    expect(within(reconcile).getByRole('tab', { name: 'Reconcile Summary' })).toBeInTheDocument();
    expect(within(reconcile).queryByRole('tab', { name: 'Errors' })).toBeNull();
  });
});
