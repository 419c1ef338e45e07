import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@mission-control/api';
import { selectOption } from '@mission-control/ui/testing';
import { createMemoryRouterAdapter, type MemoryRouterAdapter } from '../../../provider/router';
import { TestConsoleProvider } from '../../../testing/TestConsoleProvider';
import { changesClient, manyChanges, type ChangesFixtureOptions } from '../__fixtures__/changes';
import { ChangesPage } from './ChangesPage';
import { stubResizeObserver } from '../../../test/resizeObserver';

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 10_000 });

stubResizeObserver({ width: 1200, height: 2000 });

function renderPage(location = '/catalog/changes', options: ChangesFixtureOptions = {}) {
  const router: MemoryRouterAdapter = createMemoryRouterAdapter(location);
  const fixture = changesClient(options);
  render(
    <TestConsoleProvider router={router} client={fixture.client}>
      <ChangesPage />
    </TestConsoleProvider>,
  );
  return { router, ...fixture };
}

const params = (router: MemoryRouterAdapter) => new URL(router.location, 'http://x').searchParams;
const dataRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);
const feed = () => screen.findByRole('table', { name: 'Changes' });

describe('ChangesPage', () => {
  it('asks for the last 2 days newest first and shows one server page with the total', async () => {
    const { requests } = renderPage();
    const table = await feed();
    expect(await screen.findByText('120 changes')).toBeInTheDocument();
    await waitFor(() => expect(dataRows(table).length).toBeGreaterThan(10));
    expect(requests.search.at(-1)).toEqual({
      from: 'now-2d',
      to: 'now',
      page: 1,
      page_size: 50,
      sort_by: '-created_at',
    });
    const first = dataRows(table)[0]!;
    expect(within(first).getByRole('link', { name: 'payments-api' })).toHaveAttribute(
      'href',
      '/catalog/0a6f2c64-7d8b-4f51-9d2e-5d4b1c3e9a01',
    );
    // Severity and type read as words, not colour.
    expect(within(first).getByText('Info')).toBeInTheDocument();
    expect(first.querySelector('[data-change-type]')).toHaveTextContent('diff');
    expect(screen.getByRole('button', { name: 'Time range: Last 2 days' })).toBeInTheDocument();
    const tabs = screen.getByRole('navigation', { name: 'Catalog pages' });
    expect(within(tabs).getByRole('link', { name: 'Changes' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows the count and first seen of a merged row', async () => {
    renderPage();
    const table = await feed();
    await waitFor(() => expect(dataRows(table).length).toBeGreaterThan(8));
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    // Row 0 merged ten occurrences an hour apart; row 1 is a single change without a first-seen time.
    expect(cells(dataRows(table)[0]!)).toContain('10');
    expect(within(dataRows(table)[0]!).getAllByRole('time')).toHaveLength(2);
    expect(within(dataRows(table)[1]!).getAllByRole('time')).toHaveLength(1);
  });

  it('filters by severity "High" in the URL and shows only high and critical changes', async () => {
    const { router, requests } = renderPage();
    await feed();
    await selectOption({ user: userEvent, label: 'Severity', option: 'High' });
    await waitFor(() => expect(params(router).get('severity')).toBe('high'));
    expect(requests.search.at(-1)).toMatchObject({ severity: 'high', page: 1 });
    const table = await feed();
    await waitFor(() => expect(screen.getByText('40 changes')).toBeInTheDocument());
    const severities = dataRows(table).map((row) => row.querySelector('[data-severity]')?.textContent);
    expect(new Set(severities)).toEqual(new Set(['‼Critical', '▲High']));
  });

  it('hides the noisy sources with one switch, kept in the URL', async () => {
    const { router, requests } = renderPage();
    await feed();
    await userEvent.click(screen.getByRole('switch', { name: 'Hide diff, health, playbook and notification changes' }));
    await waitFor(() => expect(requests.search.at(-1)?.source).toBe('!diff,!config-db,!playbook,!notification'));
    expect(params(router).get('source')).toBe('diff:-1,config-db:-1,playbook:-1,notification:-1');
  });

  it('offers the change types the server knows and excludes one', async () => {
    const { router, requests } = renderPage();
    await feed();
    await userEvent.click(screen.getByRole('button', { name: 'Change Type' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change Type' });
    // `Healthy` is in change_types though no change of this page has it.
    expect(within(dialog).getByRole('group', { name: 'Healthy' })).toBeInTheDocument();
    await userEvent.click(
      within(within(dialog).getByRole('group', { name: 'diff' })).getByRole('button', { name: 'Exclude' }),
    );
    await waitFor(() => expect(requests.search.at(-1)?.type).toBe('!diff'));
    expect(params(router).get('changeType')).toBe('diff:-1');
  });

  it('pages through the server and sorts there', async () => {
    const { router, requests } = renderPage();
    await feed();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(requests.search.at(-1)).toMatchObject({ page: 2, page_size: 50 }));
    expect(params(router).get('pageIndex')).toBe('1');
    await userEvent.click(screen.getByRole('button', { name: 'Count' }));
    await waitFor(() => expect(requests.search.at(-1)).toMatchObject({ sort_by: 'count', page: 1 }));
  });

  it('groups the page by item under headings that name the item and its changes', async () => {
    const { router } = renderPage('/catalog/changes?groupBy=config');
    const table = await feed();
    await waitFor(() => expect(dataRows(table).length).toBeGreaterThan(4));
    const heading = (await within(table).findAllByText(/^\(\d+ changes\)$/))[0]!.closest('tr')!;
    expect(within(heading).getByRole('link', { name: 'payments-api' })).toBeInTheDocument();
    expect(within(heading).getByRole('button', { name: 'Hide the changes of payments-api' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('switch', { name: 'Group by item' }));
    await waitFor(() => expect(params(router).get('groupBy')).toBeNull());
  });

  it('opens a change: summary, who made it, the diff side by side and unified, and the patch', async () => {
    renderPage();
    const table = await feed();
    await waitFor(() => expect(dataRows(table).length).toBeGreaterThan(4));
    await userEvent.click(
      within(dataRows(table)[0]!).getByText('spec.replicas, spec.template.spec.containers[0].image'),
    );
    const dialog = await screen.findByRole('dialog', { name: 'diff' });
    expect(within(dialog).getByText('Occurrences').nextElementSibling).toHaveTextContent('10');
    expect(within(dialog).getByText('Created by').nextElementSibling).toHaveTextContent('diff');
    const split = await within(dialog).findByRole('table', { name: 'Side-by-side diff' });
    const changed = within(split)
      .getAllByRole('row')
      .find((row) => row.textContent?.includes('"replicas": 2'));
    expect(changed).toHaveTextContent('removed');
    expect(changed).toHaveTextContent('"replicas": 3');
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Unified' }));
    const unified = within(dialog).getByRole('table', { name: 'Unified diff' });
    expect(within(unified).getByText('2 lines added, 2 removed')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Patch' }));
    expect(within(dialog).getByRole('tabpanel')).toHaveTextContent('"replicas": 2');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('names the external author of a change', async () => {
    renderPage('/catalog/changes', { changes: manyChanges(6).slice(2, 3) });
    const table = await feed();
    await userEvent.click(await within(table).findByText('container runs privileged'));
    const dialog = await screen.findByRole('dialog', { name: 'PrivilegeEscalation' });
    expect(within(dialog).getByText('Created by').nextElementSibling).toHaveTextContent('kubelet');
    expect(within(dialog).getByText('Details')).toBeInTheDocument();
  });

  it('reads a link with chips and the time range, and removes a chip', async () => {
    const { router, requests } = renderPage(
      '/catalog/changes?rangeType=relative&display=7 days&range=now-7d&external_created_by=kubelet&configType=Kubernetes::Pod',
    );
    await feed();
    expect(requests.search.at(-1)).toMatchObject({
      from: 'now-7d',
      created_by: 'kubelet',
      config_type: 'Kubernetes::Pod',
    });
    expect(screen.getByRole('button', { name: 'Time range: Last 7 days' })).toBeInTheDocument();
    // The breadcrumb names the one type.
    expect(
      within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByRole('link', { name: 'Pod' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove filter created_by: kubelet' }));
    await waitFor(() => expect(params(router).get('external_created_by')).toBeNull());
  });

  it('says what went wrong when the feed cannot be read', async () => {
    renderPage('/catalog/changes', { searchError: new ApiError('validation', 'from must be before to') });
    expect(await screen.findByText('from must be before to')).toBeInTheDocument();
  });
});
