import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createMemoryRouterAdapter } from '../../provider/router';
import { createMemoryStorage } from '../../provider/storage';
import { TestConsoleProvider, type PartialClient } from '../../testing/TestConsoleProvider';
import { fakeDb } from '../../testing/postgrestFake';
import { RUN_ROWS } from '../__fixtures__/lists';
import { PlaybookRunsTable } from './PlaybookRunsTable';
import { stubResizeObserver } from '../../test/resizeObserver';

vi.setConfig({ testTimeout: 40_000 });
configure({ asyncUtilTimeout: 10_000 });

stubResizeObserver({ width: 2000, height: 1200 });

const ITEM = 'c0a80001-0000-4000-8000-0000000000d2';
const COMPONENT = 'c0a80001-0000-4000-8000-0000000000e9';

// 30 runs of one catalog item (more than a page of 25), one of a component, and the list fixture's others.
const itemRuns = Array.from({ length: 30 }, (_, n) => ({
  ...RUN_ROWS[1]!,
  id: `c0a80001-0000-4000-8000-0000000001${String(n).padStart(2, '0')}`,
  config_id: ITEM,
  component_id: null,
  created_at: `2026-11-21T${String(n % 24).padStart(2, '0')}:00:00Z`,
}));
const componentRun = {
  ...RUN_ROWS[3]!,
  id: 'c0a80001-0000-4000-8000-0000000002aa',
  config_id: null,
  component_id: COMPONENT,
};

function renderTable(filter: { configId?: string; componentId?: string }, storage = createMemoryStorage()) {
  const { db } = fakeDb({
    playbook_runs: [...itemRuns, componentRun, ...RUN_ROWS.map((row) => ({ ...row, config_id: null }))],
  });
  const reads: Array<Record<string, string>> = [];
  const client: PartialClient = {
    db: {
      ...db,
      list: (query, schema) => {
        reads.push({ table: query.table, ...Object.fromEntries(query.toParams()) });
        return db.list(query, schema);
      },
    },
  };
  const router = createMemoryRouterAdapter('/catalog/x');
  const view = render(
    <TestConsoleProvider router={router} client={client} storage={storage}>
      <PlaybookRunsTable filter={filter} label="Item runs" emptyMessage="No runs here" />
    </TestConsoleProvider>,
  );
  return { reads, router, unmount: view.unmount };
}

describe('PlaybookRunsTable', () => {
  it("shows one catalog item's runs, asked of the server a page at a time, each linking to its run", async () => {
    const { reads, router } = renderTable({ configId: ITEM });
    const table = await screen.findByRole('table', { name: 'Item runs' });
    await waitFor(() => expect(within(table).getAllByRole('link', { name: 'Collect diagnostics' })).toHaveLength(25));
    // The resource is the item itself on every row, so the column is left out.
    expect(within(table).queryByRole('columnheader', { name: /Resource/ })).not.toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(expect.arrayContaining([expect.stringMatching(/^Status/), expect.stringMatching(/^Created By/)]));
    const first = reads.filter((read) => read.table === 'playbook_runs')[0]!;
    expect(first).toMatchObject({
      config_id: `eq.${ITEM}`,
      parent_id: 'is.null',
      order: 'created_at.desc',
      limit: '25',
      offset: '0',
    });
    // A resource's runs are not limited to a time window.
    expect(first.or).toBeUndefined();

    await userEvent.click(screen.getByRole('button', { name: /next page/i }));
    await waitFor(() => expect(within(table).getAllByRole('link', { name: 'Collect diagnostics' })).toHaveLength(5));
    expect(reads.filter((read) => read.table === 'playbook_runs').at(-1)).toMatchObject({ offset: '25' });

    await userEvent.click(within(table).getAllByRole('link', { name: 'Collect diagnostics' })[0]!);
    expect(router.location).toMatch(/^\/playbooks\/runs\/c0a80001-0000-4000-8000-0000000001\d\d$/);
  });

  it("#28 remembers the page size chosen last for a resource's runs", async () => {
    const storage = createMemoryStorage();
    const first = renderTable({ configId: ITEM }, storage);
    const size = await screen.findByRole('combobox', { name: 'Rows per page' });
    expect(size).toHaveValue('25');
    await userEvent.selectOptions(size, '50');
    await waitFor(() =>
      expect(first.reads.filter((read) => read.table === 'playbook_runs').at(-1)).toMatchObject({ limit: '50' }),
    );
    first.unmount();
    const second = renderTable({ componentId: COMPONENT }, storage);
    expect(await screen.findByRole('combobox', { name: 'Rows per page' })).toHaveValue('50');
    await waitFor(() =>
      expect(second.reads.filter((read) => read.table === 'playbook_runs').at(-1)).toMatchObject({ limit: '50' }),
    );
  });

  it("shows a component's runs only", async () => {
    const { reads } = renderTable({ componentId: COMPONENT });
    const table = await screen.findByRole('table', { name: 'Item runs' });
    const link = await within(table).findByRole('link', { name: 'Collect diagnostics' });
    expect(link).toHaveAttribute('href', `/playbooks/runs/${componentRun.id}`);
    expect(within(table).getByText('pending approval')).toBeInTheDocument();
    expect(within(table).getAllByRole('link')).toHaveLength(1);
    expect(reads.find((read) => read.table === 'playbook_runs')).toMatchObject({ component_id: `eq.${COMPONENT}` });
  });
});
