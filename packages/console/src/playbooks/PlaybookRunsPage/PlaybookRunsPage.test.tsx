import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { selectOption } from '@mission-control/ui/testing';
import { createMemoryRouterAdapter, type MemoryRouterAdapter } from '../../provider/router';
import { TestConsoleProvider } from '../../testing/TestConsoleProvider';
import { PB_DIAG, playbookListsClient, RUN_ROWS } from '../__fixtures__/lists';
import { PlaybookRunsPage } from './PlaybookRunsPage';
import { stubResizeObserver } from '../../test/resizeObserver';

vi.setConfig({ testTimeout: 40_000 });
configure({ asyncUtilTimeout: 10_000 });

stubResizeObserver({ width: 2000, height: 1200 });

const url = (router: MemoryRouterAdapter) => new URL(router.location, 'http://x');

function renderPage(location = '/playbooks/runs') {
  const router = createMemoryRouterAdapter(location);
  const fixture = playbookListsClient();
  render(
    <TestConsoleProvider router={router} client={fixture.client}>
      <PlaybookRunsPage />
    </TestConsoleProvider>,
  );
  return { router, ...fixture };
}

const runReads = (reads: Array<Record<string, string>>) => reads.filter((read) => read.table === 'playbook_runs');

describe('PlaybookRunsPage', () => {
  it('lists the last 7 days of top-level runs with the status in words, sorted and paged by the server', async () => {
    const { reads } = renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Playbook Runs' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Playbook runs' });
    const running = (await within(table).findByText('Restart deployment')).closest('tr')!;
    expect(running).toHaveTextContent('orders-api');
    expect(running).toHaveTextContent('running');
    const failed = within(table).getAllByText('Collect diagnostics')[0]!.closest('tr')!;
    expect(failed).toHaveTextContent('payments-api /health');
    expect(failed).toHaveTextContent('failed');
    expect(failed).toHaveTextContent('1m 30s');
    expect(failed).toHaveTextContent('Ada Admin');
    expect(within(table).getByText('pending approval')).toBeInTheDocument();
    const read = runReads(reads)[0]!;
    expect(read).toMatchObject({ parent_id: 'is.null', order: 'created_at.desc', limit: '50', offset: '0' });
    expect(read.select).toContain('playbook:playbook_id(');
    // Started or created in the window, as upstream asks; the window is the last 7 days.
    const window = /^\(and\(start_time\.gte\.([^,]+),start_time\.lte\.([^)]+)\),and\(created_at\.gte\./.exec(read.or!);
    expect(window).not.toBeNull();
    const days =
      (Date.parse(window![2]!.replaceAll('"', '')) - Date.parse(window![1]!.replaceAll('"', ''))) / 86_400_000;
    expect(days).toBeCloseTo(7, 3);
  });

  it('names the playbook in the title when filtered and keeps the filters and the sort in the URL', async () => {
    const { router, reads } = renderPage(`/playbooks/runs?playbook=${PB_DIAG}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Collect diagnostics Playbook Runs' })).toBeVisible();
    const table = await screen.findByRole('table', { name: 'Playbook runs' });
    await waitFor(() => expect(within(table).getAllByText('Collect diagnostics')).toHaveLength(3));
    expect(within(table).queryByText('Restart deployment')).not.toBeInTheDocument();
    expect(runReads(reads).at(-1)).toMatchObject({ playbook_id: `eq.${PB_DIAG}` });

    const filters = screen.getByRole('search', { name: 'Run filters' });
    await selectOption({ user: userEvent, label: 'Status', option: 'Failed', within: filters });
    await waitFor(() => expect(url(router).searchParams.get('status')).toBe('failed'));
    await waitFor(() => expect(runReads(reads).at(-1)).toMatchObject({ status: 'eq.failed' }));
    await waitFor(() => expect(within(table).getAllByText('Collect diagnostics')).toHaveLength(1));

    await userEvent.click(within(table).getByRole('button', { name: /^Status/ }));
    await waitFor(() => expect(url(router).searchParams.get('sortBy')).toBe('status'));
    await waitFor(() => expect(runReads(reads).at(-1)!.order).toMatch(/^status\./));

    await selectOption({ user: userEvent, label: 'Playbook', option: 'All Playbooks', within: filters });
    await waitFor(() => expect(url(router).searchParams.get('playbook')).toBeNull());
    expect(screen.getByRole('heading', { level: 1, name: 'Playbook Runs' })).toBeInTheDocument();
  });

  it('opens a run from its row', async () => {
    const { router } = renderPage();
    const table = await screen.findByRole('table', { name: 'Playbook runs' });
    await userEvent.click(await within(table).findByText('Restart deployment'));
    await waitFor(() => expect(url(router).pathname).toBe(`/playbooks/runs/${RUN_ROWS[2]!.id}`));
  });
});
