import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DataTable, type DataTableProps } from './DataTable';
import { checkColumns, makeCheckRows, makeGroupedCheckRows, type CheckRow } from './__fixtures__/checks';

function renderTable(props: Partial<DataTableProps<CheckRow>> = {}) {
  return render(
    <DataTable<CheckRow>
      aria-label="Checks"
      columns={checkColumns}
      data={makeCheckRows(12)}
      getRowId={(row) => row.id}
      {...props}
    />,
  );
}

function bodyRows() {
  const table = screen.getByRole('table', { name: 'Checks' });
  return within(table)
    .getAllByRole('row')
    .filter((row) => row.hasAttribute('data-index'));
}

function firstCellTexts() {
  return bodyRows().map((row) => within(row).getAllByRole('cell')[0]!.textContent);
}

describe('DataTable', () => {
  it('renders rows with the real row count for screen readers', () => {
    renderTable({ data: makeCheckRows(120), defaultPageSize: 50, defaultPageIndex: 1 });
    const table = screen.getByRole('table', { name: 'Checks' });
    expect(table).toHaveAttribute('aria-rowcount', '121');
    const first = bodyRows()[0]!;
    expect(first).toHaveAttribute('aria-rowindex', '52');
    expect(within(first).getByText('check-000050')).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    expect(screen.getByText('51–100 of 120')).toBeInTheDocument();
  });

  it('sorts by a header button and reports aria-sort', async () => {
    const user = userEvent.setup();
    const onSortChange = vi.fn();
    renderTable({ onSortChange });
    const header = screen.getAllByRole('columnheader')[0]!;
    expect(header).not.toHaveAttribute('aria-sort');

    await user.click(screen.getByRole('button', { name: /^Name/ }));
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    expect(onSortChange).toHaveBeenLastCalledWith('name', 'asc');
    expect(firstCellTexts()[0]).toBe('check-000000');

    await user.click(screen.getByRole('button', { name: /^Name/ }));
    expect(header).toHaveAttribute('aria-sort', 'descending');
    expect(firstCellTexts()[0]).toBe('check-000011');
    expect(onSortChange).toHaveBeenLastCalledWith('name', 'desc');
  });

  it('does not offer sorting on a column that opts out', () => {
    renderTable();
    expect(screen.queryByRole('button', { name: /Namespace/ })).not.toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Namespace/ })).toBeInTheDocument();
  });

  it('follows controlled sort props and leaves sorting to the server in server mode', async () => {
    const user = userEvent.setup();
    const onSortChange = vi.fn();
    const data = makeCheckRows(3);
    renderTable({ mode: 'server', data, totalEntries: 300, sortBy: 'latency', sortOrder: 'desc', onSortChange });
    expect(screen.getByRole('columnheader', { name: /Latency/ })).toHaveAttribute('aria-sort', 'descending');
    // The server already ordered the page; the table must not reorder it.
    expect(firstCellTexts()).toEqual(['check-000000', 'check-000001', 'check-000002']);
    await user.click(screen.getByRole('button', { name: /^Name/ }));
    expect(onSortChange).toHaveBeenCalledWith('name', 'asc');
    expect(screen.getByRole('table')).toHaveAttribute('aria-rowcount', '301');
    expect(screen.getByText('Page 1 of 6')).toBeInTheDocument();
  });

  it('pages with the pager and changes page size', async () => {
    const user = userEvent.setup();
    const onPageIndexChange = vi.fn();
    const onPageSizeChange = vi.fn();
    renderTable({ data: makeCheckRows(12), defaultPageSize: 5, onPageIndexChange, onPageSizeChange });
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPageIndexChange).toHaveBeenLastCalledWith(1);
    expect(firstCellTexts()[0]).toBe('check-000005');

    await user.click(screen.getByRole('button', { name: 'Last page' }));
    expect(firstCellTexts()).toEqual(['check-000010', 'check-000011']);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '10');
    expect(onPageSizeChange).toHaveBeenLastCalledWith(10);
    expect(onPageIndexChange).toHaveBeenLastCalledWith(0);
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
  });

  it('offers only the page sizes it is given', () => {
    renderTable({ pageSizeOptions: [50, 100, 200] });
    const options = within(screen.getByRole('combobox', { name: 'Rows per page' })).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['50', '100', '200']);
  });

  it('activates a row by click and by Enter or Space, and moves with the arrow keys', async () => {
    const user = userEvent.setup();
    const onRowClick = vi.fn();
    renderTable({ onRowClick });
    const rows = bodyRows();
    expect(rows[0]).toHaveAttribute('tabindex', '0');
    expect(rows[1]).toHaveAttribute('tabindex', '-1');

    await user.click(screen.getByText('check-000003'));
    expect(onRowClick).toHaveBeenLastCalledWith(expect.objectContaining({ id: 'check-3' }));
    // The clicked row becomes the one Tab returns to.
    expect(bodyRows()[3]).toHaveAttribute('tabindex', '0');
    act(() => rows[0]!.focus());
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(document.activeElement).toBe(bodyRows()[2]);
    await user.keyboard('{Enter}');
    expect(onRowClick).toHaveBeenLastCalledWith(expect.objectContaining({ id: 'check-2' }));
    await user.keyboard('{ArrowUp} ');
    expect(onRowClick).toHaveBeenLastCalledWith(expect.objectContaining({ id: 'check-1' }));
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(bodyRows()[0]);
  });

  it('expands group rows with the button and with the arrow keys', async () => {
    const user = userEvent.setup();
    const onRowClick = vi.fn();
    renderTable({ data: makeGroupedCheckRows(3), getSubRows: (row) => row.children, onRowClick });
    expect(bodyRows()).toHaveLength(4);

    const [expand] = screen.getAllByRole('button', { name: 'Expand row' });
    await user.click(expand!);
    expect(onRowClick).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Collapse row' })).toHaveAttribute('aria-expanded', 'true');
    expect(firstCellTexts().slice(0, 5)).toEqual([
      'default',
      'default-check-0',
      'default-check-1',
      'default-check-2',
      'payments',
    ]);

    const payments = bodyRows()[4]!;
    act(() => payments.focus());
    await user.keyboard('{ArrowRight}');
    expect(bodyRows()).toHaveLength(10);
    await user.keyboard('{ArrowLeft}');
    expect(bodyRows()).toHaveLength(7);
  });

  it('filters by include and exclude items', () => {
    const { rerender } = renderTable({ columnFilters: { status: { unhealthy: -1, warning: -1 } } });
    expect(bodyRows().every((row) => within(row).getAllByRole('cell')[1]!.textContent === 'healthy')).toBe(true);
    rerender(
      <DataTable<CheckRow>
        aria-label="Checks"
        columns={checkColumns}
        data={makeCheckRows(12)}
        columnFilters={{ namespace: { search: 1 } }}
      />,
    );
    expect(firstCellTexts()).toEqual(['check-000002', 'check-000006', 'check-000010']);
  });

  it('shows skeleton rows while loading', () => {
    renderTable({ data: [], loading: true });
    const table = screen.getByRole('table', { name: 'Checks' });
    expect(table).toHaveAttribute('aria-busy', 'true');
    expect(within(table).getByText('Loading')).toBeInTheDocument();
    expect(screen.queryByText('No data available')).not.toBeInTheDocument();
  });

  it('keeps stale rows visible and marks them', () => {
    renderTable({ stale: true });
    const table = screen.getByRole('table', { name: 'Checks' });
    expect(table).toHaveAttribute('data-stale');
    expect(table).toHaveAttribute('aria-busy', 'true');
    expect(bodyRows().length).toBeGreaterThan(0);
  });

  it('says when there is no data', () => {
    renderTable({ data: [] });
    expect(screen.getByText('No data available')).toBeInTheDocument();
  });

  it('resizes a column from the keyboard', async () => {
    const user = userEvent.setup();
    renderTable();
    const handle = screen.getByRole('separator', { name: 'Resize column Name' });
    expect(handle).toHaveAttribute('aria-valuenow', '220');
    act(() => handle.focus());
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('separator', { name: 'Resize column Name' })).toHaveAttribute('aria-valuenow', '240');
    expect(screen.getByRole('table').style.getPropertyValue('--mc-col-0')).toBe('240px');
  });

  it('virtual pagination doubles the page size at the end of the list', () => {
    function Host() {
      const [pageSize, setPageSize] = useState(5);
      return (
        <>
          <output aria-label="page size">{pageSize}</output>
          <DataTable<CheckRow>
            aria-label="Checks"
            columns={checkColumns}
            data={makeCheckRows(12)}
            pagination="virtual"
            pageSize={pageSize}
            onPageSizeChange={setPageSize}
          />
        </>
      );
    }
    render(<Host />);
    // jsdom has no layout, so every loaded row counts as visible and the end
    // is reached at once: 5 → 10 → 20, then all 12 rows are loaded.
    expect(screen.getByLabelText('page size')).toHaveTextContent('20');
    expect(bodyRows()).toHaveLength(12);
    expect(screen.getByText('12 of 12 rows')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });
  it('follows controlled expanded ids and reports the next set', async () => {
    const user = userEvent.setup();
    const onExpandedChange = vi.fn();
    const data = makeGroupedCheckRows(2);
    const { rerender } = renderTable({
      data,
      getSubRows: (row) => row.children,
      expanded: new Set(['group-payments']),
      onExpandedChange,
      getExpandLabel: (row, open) => `${row.name}: ${open ? 'hide' : 'show'} checks`,
    });
    expect(firstCellTexts()).toEqual([
      'default',
      'payments',
      'payments-check-0',
      'payments-check-1',
      'search',
      'platform',
    ]);
    expect(screen.getByRole('button', { name: 'payments: hide checks' })).toHaveAttribute('aria-expanded', 'true');

    await user.click(screen.getByRole('button', { name: 'default: show checks' }));
    expect(onExpandedChange).toHaveBeenLastCalledWith(new Set(['group-payments', 'group-default']));
    // Controlled: nothing opens until the owner passes the new set.
    expect(bodyRows()).toHaveLength(6);

    // New data (an auto-refresh: same ids, new objects) keeps what the owner has open.
    rerender(
      <DataTable<CheckRow>
        aria-label="Checks"
        columns={checkColumns}
        data={makeGroupedCheckRows(2)}
        getRowId={(row) => row.id}
        getSubRows={(row) => row.children}
        expanded={new Set(['group-payments', 'group-default'])}
        onExpandedChange={onExpandedChange}
      />,
    );
    expect(bodyRows()).toHaveLength(8);
  });

  it('keeps the Tab stop and focus on the same row when new data reorders rows', () => {
    const data = makeCheckRows(6);
    const { rerender } = renderTable({ data, onRowClick: () => {} });
    const third = bodyRows()[2]!;
    act(() => third.focus());
    expect(third).toHaveAttribute('tabindex', '0');

    // check-000002 moves from index 2 to index 3.
    const reordered = [...makeCheckRows(6)].reverse();
    rerender(
      <DataTable<CheckRow>
        aria-label="Checks"
        columns={checkColumns}
        data={reordered}
        getRowId={(row) => row.id}
        onRowClick={() => {}}
      />,
    );
    const same = within(screen.getByRole('table')).getByRole('row', { name: /check-000002/ });
    expect(same).toBe(third);
    expect(same).toHaveFocus();
    expect(same).toHaveAttribute('tabindex', '0');
    expect(bodyRows().filter((row) => row.getAttribute('tabindex') === '0')).toHaveLength(1);
  });

  it("shows the sort but keeps the caller's order with manualSorting", async () => {
    const user = userEvent.setup();
    const onSortChange = vi.fn();
    const data = makeCheckRows(3).reverse();
    renderTable({ data, manualSorting: true, sortBy: 'name', sortOrder: 'asc', onSortChange });
    expect(screen.getAllByRole('columnheader')[0]).toHaveAttribute('aria-sort', 'ascending');
    expect(firstCellTexts()).toEqual(['check-000002', 'check-000001', 'check-000000']);
    await user.click(screen.getByRole('button', { name: /^Latency/ }));
    expect(onSortChange).toHaveBeenLastCalledWith('latency', 'asc');
    expect(firstCellTexts()).toEqual(['check-000002', 'check-000001', 'check-000000']);
  });

  it('marks the selected row, hides a header visually and leaves out resize handles on request', () => {
    renderTable({
      selectedRowId: 'check-1',
      columns: [
        { id: 'expander', header: 'Expand', headerHidden: true, sortable: false, resizable: false, size: 40 },
        { id: 'name', header: 'Name', grow: true },
      ],
    });
    expect(bodyRows()[1]).toHaveAttribute('data-selected');
    expect(bodyRows().filter((row) => row.hasAttribute('data-selected'))).toHaveLength(1);
    expect(screen.getByRole('columnheader', { name: 'Expand' })).toBeInTheDocument();
    expect(screen.queryByRole('separator', { name: 'Resize column Expand' })).toBeNull();
    expect(screen.getByRole('separator', { name: 'Resize column Name' })).toBeInTheDocument();
    expect(bodyRows()[0]!.querySelectorAll('td')[1]!.style.flex).toBe('1 0 var(--mc-col-1)');
  });
  it('builds sub-rows only for groups that are opened or shown', async () => {
    const user = userEvent.setup();
    const data: CheckRow[] = Array.from({ length: 200 }, (_, group) => ({
      id: `group-${group}`,
      name: `group-${String(group).padStart(3, '0')}`,
      status: 'healthy',
      latency: 0,
      namespace: 'default',
      children: Array.from({ length: 5 }, (_, index) => ({
        id: `g${group}-${index}`,
        name: `g${group}-check-${index}`,
        status: 'healthy',
        latency: index,
        namespace: 'default',
      })),
    }));
    const getRowId = vi.fn((row: CheckRow) => row.id);
    renderTable({ data, getRowId, getSubRows: (row) => row.children, pagination: 'none' });
    const builtChildren = () => getRowId.mock.calls.filter(([row]) => !row.id.startsWith('group-')).length;
    // Only the groups in (and just beyond) the viewport have asked whether they have children.
    expect(builtChildren()).toBeGreaterThan(0);
    expect(builtChildren()).toBeLessThan(50 * 5);
    const before = builtChildren();

    // Opening and closing a shown group builds nothing new.
    await user.click(screen.getAllByRole('button', { name: 'Expand row' })[0]!);
    expect(firstCellTexts().slice(0, 3)).toEqual(['group-000', 'g0-check-0', 'g0-check-1']);
    await user.click(screen.getByRole('button', { name: 'Collapse row' }));
    expect(builtChildren()).toBe(before);
  });

  it('still sorts the children of groups', async () => {
    const user = userEvent.setup();
    renderTable({ data: makeGroupedCheckRows(3), getSubRows: (row) => row.children, defaultExpanded: true });
    await user.click(screen.getByRole('button', { name: /^Latency/ }));
    await user.click(screen.getByRole('button', { name: /^Latency/ }));
    const texts = firstCellTexts();
    const defaults = texts.slice(texts.indexOf('default') + 1, texts.indexOf('default') + 4);
    expect(defaults).toEqual(['default-check-2', 'default-check-1', 'default-check-0']);
  });
});
