import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { darkParameters, narrowParameters, withThemeProvider } from '../__fixtures__/decorators';
import { DataTable } from './DataTable';
import { checkColumns, makeCheckRows, makeGroupedCheckRows, type CheckRow } from './__fixtures__/checks';
import type { SortOrder } from './urlState';

const twelveRows = makeCheckRows(12);
const manyRows = makeCheckRows(100_000);

const meta = {
  title: 'Table/DataTable',
  component: DataTable<CheckRow>,
  decorators: [withThemeProvider],
  args: {
    'aria-label': 'Checks',
    columns: checkColumns,
    data: twelveRows,
    getRowId: (row: CheckRow) => row.id,
    onRowClick: fn(),
    onSortChange: fn(),
    maxHeight: '420px',
  },
} satisfies Meta<typeof DataTable<CheckRow>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Latency' }));
    await expect(args.onSortChange).toHaveBeenLastCalledWith('latency', 'asc');
    await userEvent.click(canvas.getByRole('button', { name: 'Latency' }));
    await expect(args.onSortChange).toHaveBeenLastCalledWith('latency', 'desc');
    const header = canvas.getAllByRole('columnheader')[2]!;
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    const firstRow = canvas.getAllByRole('row')[1]!;
    await expect(within(firstRow).getByText('1919 ms')).toBeVisible();
  },
};

export const KeyboardActivation: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = canvas.getAllByRole('row').filter((row) => row.hasAttribute('data-index'));
    rows[0]!.focus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onRowClick).toHaveBeenLastCalledWith(expect.objectContaining({ id: 'check-2' }));
    await userEvent.keyboard(' ');
    await expect(args.onRowClick).toHaveBeenCalledTimes(2);
  },
};

export const Loading: Story = {
  args: { data: [], loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table', { name: 'Checks' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Stale: Story = {
  args: { stale: true },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Checks' });
    await expect(table).toHaveAttribute('data-stale');
    await expect(within(table).getByText('check-000000')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { data: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No data available')).toBeVisible();
  },
};

export const HundredThousandRows: Story = {
  args: { data: manyRows, pagination: 'none', maxHeight: '480px' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Checks' });
    await expect(table).toHaveAttribute('aria-rowcount', '100001');
    // Only a window of rows is in the DOM, whatever the size of the data.
    await expect(canvas.getAllByRole('row').length).toBeLessThan(60);
    const scroller = canvasElement.querySelector<HTMLElement>('[data-mc-scroll]')!;
    // Every rendered row shows the check its row index says, whichever element shows it.
    const rowsMatchTheirIndex = () => {
      const rows = canvas.getAllByRole('row').filter((row) => row.hasAttribute('data-index'));
      for (const row of rows) {
        const index = Number(row.getAttribute('aria-rowindex')) - 2;
        expect(within(row).getAllByRole('cell')[0]).toHaveTextContent(`check-${String(index).padStart(6, '0')}`);
      }
    };
    rowsMatchTheirIndex();
    // Some rows down: a row that stays in view keeps its element.
    const staying = canvas.getByText('check-000012').closest('tr');
    scroller.scrollTop = 15 * 35;
    await waitFor(() => expect(canvas.queryByText('check-000000')).toBeNull());
    await expect(canvas.getByText('check-000012').closest('tr')).toBe(staying);
    rowsMatchTheirIndex();
    // Jumps that replace the whole window, as a scrollbar drag does.
    scroller.scrollTop = scroller.scrollHeight / 2;
    await waitFor(() => expect(canvas.getByText('check-050000')).toBeVisible());
    rowsMatchTheirIndex();
    scroller.scrollTop = scroller.scrollHeight;
    await waitFor(() => expect(canvas.getByText('check-099999')).toBeVisible());
    await expect(canvas.getByText('check-099999').closest('tr')).toHaveAttribute('aria-rowindex', '100001');
    rowsMatchTheirIndex();
  },
};

export const GroupedExpanded: Story = {
  args: { data: makeGroupedCheckRows(4), getSubRows: (row: CheckRow) => row.children },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getAllByRole('button', { name: 'Expand row' })[1]!);
    await expect(canvas.getByText('payments-check-3')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Collapse row' })).toHaveAttribute('aria-expanded', 'true');
    await expect(args.onRowClick).not.toHaveBeenCalled();
  },
};

function ControlledExpandedTable() {
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set(['group-search']));
  const [data, setData] = useState(() => makeGroupedCheckRows(3));
  const [selected, setSelected] = useState<string | null>(null);
  return (
    <>
      <button type="button" onClick={() => setData(makeGroupedCheckRows(3))}>
        Refresh data
      </button>
      <DataTable<CheckRow>
        aria-label="Checks"
        columns={checkColumns}
        data={data}
        getRowId={(row) => row.id}
        getSubRows={(row) => row.children}
        expanded={expanded}
        onExpandedChange={setExpanded}
        getExpandLabel={(row, open) => `${row.name}: ${open ? 'hide' : 'show'} ${row.children?.length ?? 0} checks`}
        onRowClick={(row) => setSelected(row.id)}
        selectedRowId={selected}
        manualSorting
        sortBy="name"
        pagination="none"
        maxHeight="420px"
      />
    </>
  );
}

export const ControlledExpanded: Story = {
  render: () => <ControlledExpandedTable />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'search: hide 3 checks' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'default: show 3 checks' }));
    await expect(canvas.getByText('default-check-2')).toBeVisible();
    await userEvent.click(canvas.getByText('default-check-1'));
    await expect(canvas.getByText('default-check-1').closest('tr')).toHaveAttribute('data-selected');
    // New data with the same ids keeps both groups open.
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh data' }));
    await expect(canvas.getByRole('button', { name: 'default: hide 3 checks' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'search: hide 3 checks' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  },
};

const serverRows = makeCheckRows(1000);

// A stand-in for a server: sorts and slices 1000 rows the way a backend
// would, so the story exercises manual paging and sorting end to end.
function ServerModeTable() {
  const [pageIndex, setPageIndex] = useState(0);
  const [pageSize, setPageSize] = useState(50);
  const [sortBy, setSortBy] = useState<string | null>(null);
  const [sortOrder, setSortOrder] = useState<SortOrder>('asc');
  const page = useMemo(() => {
    const sorted = sortBy
      ? [...serverRows].sort((a, b) => {
          const left = a[sortBy as keyof CheckRow] as string | number;
          const right = b[sortBy as keyof CheckRow] as string | number;
          return (left < right ? -1 : left > right ? 1 : 0) * (sortOrder === 'desc' ? -1 : 1);
        })
      : serverRows;
    return sorted.slice(pageIndex * pageSize, (pageIndex + 1) * pageSize);
  }, [pageIndex, pageSize, sortBy, sortOrder]);
  return (
    <DataTable<CheckRow>
      aria-label="Checks"
      columns={checkColumns}
      data={page}
      getRowId={(row) => row.id}
      mode="server"
      totalEntries={serverRows.length}
      pageIndex={pageIndex}
      onPageIndexChange={setPageIndex}
      pageSize={pageSize}
      onPageSizeChange={setPageSize}
      pageSizeOptions={[50, 100, 200]}
      sortBy={sortBy}
      sortOrder={sortOrder}
      onSortChange={(nextSortBy, nextOrder) => {
        setSortBy(nextSortBy);
        setSortOrder(nextOrder);
      }}
      maxHeight="420px"
    />
  );
}

export const ServerMode: Story = {
  render: () => <ServerModeTable />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Page 1 of 20')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(canvas.getByText('Page 2 of 20')).toBeVisible();
    await expect(canvas.getByText('check-000050')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Name' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Name' }));
    await expect(canvas.getByText('Page 1 of 20')).toBeVisible();
    await expect(canvas.getByText('check-000999')).toBeVisible();
  },
};

export const VirtualPagination: Story = {
  args: { data: makeCheckRows(500), pagination: 'virtual', defaultPageSize: 50, maxHeight: '300px' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('50 of 500 rows')).toBeVisible();
    const scroller = canvasElement.querySelector<HTMLElement>('[data-mc-scroll]')!;
    scroller.scrollTop = scroller.scrollHeight;
    await waitFor(() => expect(canvas.getByText('100 of 500 rows')).toBeVisible());
  },
};

export const Narrow: Story = {
  parameters: narrowParameters,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table', { name: 'Checks' })).toBeVisible();
  },
};

export const Dark: Story = {
  parameters: darkParameters,
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Status' }));
    await expect(args.onSortChange).toHaveBeenLastCalledWith('status', 'asc');
  },
};
