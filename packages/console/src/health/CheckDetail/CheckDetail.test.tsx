import { configure, render, screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { checkDetailFixture, graphFixture, listFixture, statusesPage } from '../../__fixtures__/checkDetail';
import type { ConsoleMode } from '../../provider/ConsoleProvider';
import { createMemoryRouterAdapter } from '../../provider/router';
import { TestConsoleProvider } from '../../testing/TestConsoleProvider';
import type { ConsoleUser } from '../../provider/access';
import { CheckDetail } from './CheckDetail';
import { CheckLink } from '../../shared/CheckLink';
import type { Playbook, PostgrestQuery } from '@mission-control/api';
import { selectOption } from '@mission-control/ui/testing';

// jsdom cannot run Monaco (no layout, no matchMedia, no workers): the ui CodeEditor's lazy
// module becomes a textarea with the same name, value and read-only state, which is what AT gets.
vi.mock(
  '../../../../ui/src/CodeEditor/MonacoEditor',
  () => import('../../../../ui/src/CodeEditor/__fixtures__/MonacoTextarea'),
);

// A full-size dialog with a 50-row history is a large DOM for jsdom's role queries on a shared machine.
vi.setConfig({ testTimeout: 60_000 });
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => {
  document.title = '';
});

/** jsdom has no layout: the charts measure their container through ResizeObserver, so report a fixed width. */
class FixedWidthResizeObserver {
  constructor(private readonly callback: ResizeObserverCallback) {}
  observe(target: Element) {
    const contentRect = { width: 640, height: 180, top: 0, left: 0 } as DOMRectReadOnly;
    this.callback([{ target, contentRect } as ResizeObserverEntry], this as unknown as ResizeObserver);
  }
  unobserve() {}
  disconnect() {}
}
beforeAll(() => vi.stubGlobal('ResizeObserver', FixedWidthResizeObserver));
afterAll(() => vi.unstubAllGlobals());

function renderDetail({
  mode = 'full',
  user,
  runCheck = vi.fn(async () => ({ pass: true, duration: 120 })),
  checkStatuses = vi.fn(async (params: Parameters<typeof statusesPage>[0]) => statusesPage(params)),
  location = '/health?checkId=a2',
  features = {},
  playbooks = [],
  list = listFixture,
}: {
  mode?: ConsoleMode;
  user?: ConsoleUser | null;
  runCheck?: ReturnType<typeof vi.fn>;
  checkStatuses?: ReturnType<typeof vi.fn>;
  location?: string;
  features?: Record<string, string>;
  playbooks?: Playbook[];
  list?: typeof listFixture;
} = {}) {
  const onClose = vi.fn();
  const router = createMemoryRouterAdapter(location);
  const { unmount } = render(
    <TestConsoleProvider
      mode={mode}
      router={router}
      {...(user !== undefined ? { user } : {})}
      features={features}
      client={{
        db: { list: list as never, checkStatuses: checkStatuses as never },
        canary: { graph: async () => graphFixture, runCheck: runCheck as never },
        playbook: { list: async () => playbooks },
      }}
    >
      <CheckDetail checkId="a2" onClose={onClose} />
    </TestConsoleProvider>,
  );
  return { onClose, runCheck, checkStatuses, router, unmount };
}

const choose = (label: string, option: string) => selectOption({ user: userEvent, label, option });

describe('CheckDetail', () => {
  it('#28 defect 5: a viewer gets no Edit (a write) in the check detail', async () => {
    renderDetail({ user: { id: 'u-viewer', name: 'Vic Viewer', roles: ['viewer'] } });
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('https://payments.example.com/health')).toBeInTheDocument();
    expect(within(dialog).queryByRole('link', { name: 'Edit' })).toBeNull();
  });

  it("#24 links View Logs to the check's runs on /logs", async () => {
    renderDetail();
    const dialog = await screen.findByRole('dialog');
    const link = await within(dialog).findByRole('link', { name: 'View Logs' });
    const href = new URL(link.getAttribute('href')!, 'http://x');
    expect(href.pathname).toBe('/logs');
    expect(Object.fromEntries(href.searchParams)).toEqual({
      logsSelector: 'checks',
      query: `check_id=${checkDetailFixture.id}`,
    });
  });

  it('shows the title, tiles and the page title', async () => {
    renderDetail();
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('https://payments.example.com/health')).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: /api\/payments/ })).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByText('66.67%')).toBeInTheDocument());
    expect(within(dialog).getByText('40 passed, 20 failed')).toBeInTheDocument();
    expect(within(dialog).getByText('97%: 1.1s')).toBeInTheDocument();
    expect(within(dialog).getByText('Severity').nextElementSibling).toHaveTextContent('high');
    expect(within(dialog).getByRole('button', { name: /more/ })).toBeInTheDocument();
    expect(document.title).toBe('api/payments | Mission Control');
    expect(within(dialog).getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      `/settings/canaries/${checkDetailFixture.canary_id}?type=http&check=api%2Fpayments`,
    );
  });

  it('pages the history by 50 and filters by status and duration', async () => {
    const { checkStatuses } = renderDetail();
    const table = await screen.findByRole('table', { name: 'Status history' });
    // The server pages by 50: the table knows every row there is, and shows the first 50.
    await waitFor(() => expect(screen.getByText('Page 1 of 3')).toBeInTheDocument());
    expect(screen.getByText(/^1–50 of \d+$/)).toBeInTheDocument();
    expect(Number(table.getAttribute('aria-rowcount'))).toBeGreaterThan(100);
    expect(checkStatuses).toHaveBeenLastCalledWith(
      expect.objectContaining({ pageIndex: 0, pageSize: 50 }),
      expect.anything(),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    expect(screen.getByText(/^51–100 of \d+$/)).toBeInTheDocument();
    expect(checkStatuses).toHaveBeenLastCalledWith(expect.objectContaining({ pageIndex: 1 }), expect.anything());
    await choose('Status', 'Unhealthy');
    await waitFor(() =>
      expect(checkStatuses).toHaveBeenLastCalledWith(
        expect.objectContaining({ status: '0', pageIndex: 0 }),
        expect.anything(),
      ),
    );
    await choose('Duration', '1s');
    await waitFor(() =>
      expect(checkStatuses).toHaveBeenLastCalledWith(expect.objectContaining({ duration: 1000 }), expect.anything()),
    );
    await choose('Duration', 'Custom…');
    await userEvent.type(screen.getByRole('textbox', { name: 'Minimum duration' }), '5m');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    // The error toast is announced as an alert in the provider's notification region.
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('duration is allowed only in milli seconds & seconds');
    expect(toast.closest('[aria-label="Notifications"]')).not.toBeNull();
    expect(screen.getByRole('textbox', { name: 'Minimum duration' })).toHaveAccessibleDescription(
      'duration is allowed only in milli seconds & seconds',
    );
    await userEvent.click(within(toast).getByRole('button', { name: 'Dismiss' }));
    await userEvent.clear(screen.getByRole('textbox', { name: 'Minimum duration' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Minimum duration' }), '2s');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(checkStatuses).toHaveBeenLastCalledWith(expect.objectContaining({ duration: 2000 }), expect.anything()),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a failed history fetch as an error toast', async () => {
    renderDetail({ checkStatuses: vi.fn(async () => Promise.reject(new Error('statuses: 502 Bad Gateway'))) });
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('statuses: 502 Bad Gateway');
    expect(toast.closest('[aria-label="Notifications"]')).not.toBeNull();
    // One toast per failure, even though StrictMode runs the effect twice.
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('runs the check now and shows the result', async () => {
    const { runCheck } = renderDetail();
    await userEvent.click(await screen.findByRole('button', { name: 'Run Now' }));
    expect(runCheck).toHaveBeenCalledWith('a2');
    expect(await screen.findByText('Check passed in 120ms')).toBeInTheDocument();
  });

  it.each<[string, { mode?: ConsoleMode; user?: ConsoleUser | null }]>([
    ['a viewer', { user: { id: 'v', name: 'Vi', roles: ['viewer'] } }],
    ['demo mode', { mode: 'demo' }],
    ['embedded mode', { mode: 'embedded' }],
  ])('hides Run Now for %s', async (_, options) => {
    renderDetail(options);
    await screen.findByRole('table', { name: 'Status history' });
    expect(screen.queryByRole('button', { name: 'Run Now' })).not.toBeInTheDocument();
    if (options.mode) expect(document.title).toBe('');
  });

  it('offers the applicable playbooks and Attach as Evidence in full mode', async () => {
    renderDetail({
      playbooks: [{ id: 'pb-1', name: 'diagnostics', title: 'Collect diagnostics' }],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Playbooks' }));
    expect(await screen.findByRole('menuitem', { name: 'Collect diagnostics' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Attach as Evidence' }));
    expect(await screen.findByRole('dialog', { name: 'Link to Incident' })).toBeInTheDocument();
  });

  it.each<[string, { mode?: ConsoleMode; user?: ConsoleUser | null; features?: Record<string, string> }]>([
    ['the incidents feature off', { features: { 'incidents.disable': 'true' } }],
    ['a viewer', { user: { id: 'v', name: 'Vi', roles: ['viewer'] } }],
    ['embedded mode', { mode: 'embedded' }],
    ['demo mode', { mode: 'demo' }],
  ])('hides Attach as Evidence and Playbooks for %s', async (name, options) => {
    renderDetail({ ...options, playbooks: [{ id: 'pb-1', name: 'diagnostics', title: 'Collect diagnostics' }] });
    await screen.findByRole('table', { name: 'Status history' });
    await screen.findByText('https://payments.example.com/health');
    expect(screen.queryByRole('button', { name: 'Attach as Evidence' })).not.toBeInTheDocument();
    if (name !== 'the incidents feature off') {
      expect(screen.queryByRole('button', { name: 'Playbooks' })).not.toBeInTheDocument();
    }
  });

  it('links a Kubernetes canary to its catalog item instead of the editor', async () => {
    const uid = '0f8a4c2e-6b1d-4e3a-9c5f-2d7b8e1a0c34';
    const list = (async (query: PostgrestQuery) => {
      if (query.table === 'checks') {
        const page = await listFixture(query);
        const [row] = page.data as unknown as [typeof checkDetailFixture];
        return { ...page, data: [{ ...row, canaries: { ...row.canaries, source: `kubernetes/${uid}` } }] };
      }
      if (query.table === 'config_items') return { data: [{ id: uid, name: 'payments-canary' }], totalEntries: 1 };
      return listFixture(query);
    }) as typeof listFixture;
    renderDetail({ list });
    const link = await screen.findByRole('link', { name: 'View source: payments-canary' });
    expect(link).toHaveAttribute('href', `/catalog/${uid}`);
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it('edits a console canary in the check editor, on this check of the canary', async () => {
    renderDetail();
    expect(await screen.findByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      '/settings/canaries/7c1f3c2a-0000-4000-8000-000000000001?type=http&check=api%2Fpayments',
    );
  });

  it('charts the graph buckets with data tables', async () => {
    renderDetail();
    await userEvent.click(await screen.findByRole('tab', { name: 'Graph' }));
    const panel = screen.getByRole('tabpanel', { name: 'Graph' });
    const toggles = await within(panel).findAllByRole('button', { name: 'Show data table' });
    expect(toggles).toHaveLength(2);
    expect(within(panel).getByRole('img', { name: /^Check results: 53 passed, 7 failed/ })).toBeInTheDocument();
    await userEvent.click(toggles[0]!);
    const results = await within(panel).findByRole('region', { name: 'Check results data' });
    expect(within(results).getAllByRole('row').length).toBeGreaterThan(1);
    await userEvent.click(toggles[1]!);
    const latency = await within(panel).findByRole('region', { name: 'Check latency data' });
    expect(within(latency).getAllByRole('row').length).toBeGreaterThan(1);
  });

  it('lists relationships with links to topology and catalog', async () => {
    renderDetail();
    await userEvent.click(await screen.findByRole('tab', { name: /Relationships/ }));
    const table = await screen.findByRole('table', { name: 'Relationships' });
    expect(within(table).getByRole('link', { name: 'payments-service' })).toHaveAttribute('href', '/topology/comp-1');
    expect(within(table).getByRole('link', { name: 'payments-deployment' })).toHaveAttribute('href', '/catalog/cfg-1');
  });

  it('shows the spec as YAML and JSON', async () => {
    renderDetail();
    await userEvent.click(await screen.findByRole('tab', { name: 'Spec' }));
    const editor = await screen.findByRole('textbox', { name: 'Spec source' });
    expect(editor).toHaveAttribute('readonly');
    expect(editor).toHaveAttribute('data-language', 'yaml');
    expect((editor as HTMLTextAreaElement).value).toContain('thresholdMillis: 1000');
    await choose('Format', 'JSON');
    await waitFor(() =>
      expect((screen.getByRole('textbox', { name: 'Spec source' }) as HTMLTextAreaElement).value).toContain(
        '"thresholdMillis": 1000',
      ),
    );
    expect(screen.getByRole('textbox', { name: 'Spec source' })).toHaveAttribute('data-language', 'json');
  });

  it('#28 defect 7: Next Run says a past time is overdue and a future one is ahead', async () => {
    const withNextRun = (offsetMs: number) => async (query: PostgrestQuery) =>
      query.table === 'checks'
        ? {
            data: [{ ...checkDetailFixture, next_runtime: new Date(Date.now() + offsetMs).toISOString() } as never],
            totalEntries: 1,
          }
        : listFixture(query);
    const nextRunTile = async () => {
      const dialog = await screen.findByRole('dialog');
      return within(dialog).getByText('Next Run').nextElementSibling as HTMLElement;
    };
    const overdue = renderDetail({ list: withNextRun(-19 * 60_000 - 10_000) as typeof listFixture });
    await waitFor(async () => expect(await nextRunTile()).toHaveTextContent(/^Overdue by 19m$/));
    overdue.unmount();
    renderDetail({ list: withNextRun(19 * 60_000 + 30_000) as typeof listFixture });
    await waitFor(async () => expect(await nextRunTile()).toHaveTextContent(/^in 19m$/));
  });

  it('#28 picks the time range in the time-range picker, writes it to the URL and closes through onClose', async () => {
    const { onClose, router } = renderDetail();
    await userEvent.click(await screen.findByRole('button', { name: /^Time Range: Last/ }));
    const picker = screen.getByRole('dialog', { name: 'Time Range' });
    await userEvent.click(within(picker).getByRole('option', { name: 'Last 6 hours' }));
    expect(new URL(router.location, 'http://x').searchParams.get('timeRange')).toBe('6h');
    expect(screen.getByRole('button', { name: 'Time Range: Last 6 hours' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });
});

describe('CheckLink', () => {
  it('links to the check on the dashboard with a 1h range', () => {
    render(
      <TestConsoleProvider>
        <CheckLink checkId="a 1">homepage</CheckLink>
      </TestConsoleProvider>,
    );
    expect(screen.getByRole('link', { name: 'homepage' })).toHaveAttribute('href', '/health?checkId=a+1&timeRange=1h');
  });
});
