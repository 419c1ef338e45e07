import type { CheckSummary } from '@mission-control/api';
import { cssVar } from '@mission-control/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { checkFixtures, FIXTURE_NOW, manyChecks } from '../../__fixtures__/checks';
import { TestConsoleProvider } from '../../testing/TestConsoleProvider';
import { groupChecks, sortRows } from '../model/checks';
import { ChecksTable, type SortColumn } from './ChecksTable';

interface HarnessProps {
  checks: CheckSummary[];
  groupBy: string;
  /** Replaces the data with an equal, new array this often (an auto-refresh), in ms. */
  refreshEvery?: number;
  onOpenCheck: (checkId: string) => void;
  onSort: (column: SortColumn) => void;
  theme?: 'light' | 'dark';
}

// Holds sort and expanded state as HealthDashboard does.
function Harness({ checks, groupBy, refreshEvery, onOpenCheck, onSort }: HarnessProps) {
  const [data, setData] = useState(checks);
  const [refreshes, setRefreshes] = useState(0);
  const [sort, setSort] = useState({ sortBy: 'name', sortDesc: false });
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  const [selected, setSelected] = useState<string | null>(null);
  useEffect(() => {
    if (!refreshEvery) return;
    const timer = setInterval(() => {
      setData((previous) => previous.map((check) => ({ ...check })));
      setRefreshes((count) => count + 1);
    }, refreshEvery);
    return () => clearInterval(timer);
  }, [refreshEvery]);
  const rows = useMemo(() => sortRows(groupChecks(data, groupBy), sort.sortBy, sort.sortDesc), [data, groupBy, sort]);
  const toggleGroup = useCallback(
    (id: string) =>
      setExpanded((previous) => {
        const next = new Set(previous);
        if (!next.delete(id)) next.add(id);
        return next;
      }),
    [],
  );
  const openCheck = useCallback(
    (id: string) => {
      setSelected(id);
      onOpenCheck(id);
    },
    [onOpenCheck],
  );
  return (
    <>
      {refreshEvery ? <output aria-label="Refreshes">{refreshes}</output> : null}
      <ChecksTable
        rows={rows}
        expanded={expanded}
        onToggleGroup={toggleGroup}
        onOpenCheck={openCheck}
        selectedCheckId={selected}
        sortBy={sort.sortBy}
        sortDesc={sort.sortDesc}
        onSort={(column) => {
          onSort(column);
          setSort((s) => ({ sortBy: column, sortDesc: s.sortBy === column ? !s.sortDesc : false }));
        }}
        label="Health checks"
        now={FIXTURE_NOW}
      />
    </>
  );
}

const meta = {
  title: 'Console/Health/ChecksTable',
  component: Harness,
  render: (args) => (
    <TestConsoleProvider theme={args.theme}>
      <div
        style={{
          ['--mc-health-table-height' as string]: '420px',
          background: cssVar('color.surface'),
          color: cssVar('color.text'),
          padding: 8,
        }}
      >
        <Harness {...args} />
      </div>
    </TestConsoleProvider>
  ),
  args: { checks: checkFixtures, groupBy: 'canary_name', onOpenCheck: fn(), onSort: fn() },
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvasElement: HTMLElement) => within(canvasElement).getByRole('table', { name: 'Health checks' });

export const Grouped: Story = {
  play: async ({ args, canvasElement }) => {
    const group = within(table(canvasElement)).getByRole('row', { name: /edge-http/ });
    await expect(within(group).getByText('mixed')).toBeVisible();
    await expect(within(group).getByText('0 of 2 checks fully passing')).toBeInTheDocument();
    await userEvent.click(within(group).getByRole('button', { name: 'edge-http: show 2 checks' }));
    await expect(within(table(canvasElement)).getByRole('row', { name: /homepage/ })).toBeVisible();
    await expect(args.onOpenCheck).not.toHaveBeenCalled();
  },
};

export const Flat: Story = {
  args: { groupBy: 'no-grouping' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(table(canvasElement));
    await userEvent.click(canvas.getByRole('button', { name: 'Latency' }));
    await expect(args.onSort).toHaveBeenLastCalledWith('latency');
    await expect(canvas.getByRole('columnheader', { name: /Latency/ })).toHaveAttribute('aria-sort', 'ascending');
    await expect(canvas.getAllByRole('row')[1]).toHaveTextContent('dns-example-com');
    // The keyboard: the first row holds the Tab stop; arrows move, Enter opens the check.
    await expect(canvas.getAllByRole('row')[1]).toHaveAttribute('tabindex', '0');
    canvas.getAllByRole('row')[1]!.focus();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onOpenCheck).toHaveBeenLastCalledWith('a1');
    await expect(canvas.getAllByRole('row')[2]).toHaveAttribute('data-selected');
  },
};

export const AutoRefreshKeepsState: Story = {
  args: { checks: manyChecks(10_000), refreshEvery: 250 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = table(canvasElement);
    const scroller = canvasElement.querySelector<HTMLElement>('[data-mc-scroll]')!;
    const [toggle] = within(grid).getAllByRole('button', { name: /: show \d+ checks$/ });
    await userEvent.click(toggle!);
    scroller.scrollTop = 3000;
    await waitFor(() => expect(scroller.scrollTop).toBe(3000));
    // A row of the window at 3000px: the virtualiser renders it once it has seen the scroll.
    const row = await waitFor(() => {
      const inView = within(grid)
        .getAllByRole('row')
        .find((r) => Number(r.getAttribute('data-index')) === Math.ceil(3000 / 35) + 3);
      expect(inView).toBeDefined();
      return inView!;
    });
    row.focus();
    const seen = Number(canvas.getByLabelText('Refreshes').textContent);
    await waitFor(() => expect(Number(canvas.getByLabelText('Refreshes').textContent)).toBeGreaterThan(seen + 2), {
      timeout: 10_000,
    });
    await expect(scroller.scrollTop).toBe(3000);
    await expect(row).toHaveFocus();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  },
};

export const Empty: Story = {
  args: { checks: [] },
  play: async ({ canvasElement }) => {
    await expect(within(table(canvasElement)).getByText('No data available')).toBeVisible();
  },
};

export const Dark: Story = {
  args: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(within(table(canvasElement)).getByRole('row', { name: /edge-http/ })).toBeVisible();
  },
};
