import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { checkFixtures, manyChecks } from '../../__fixtures__/checks';
import { TestConsoleProvider } from '../../testing/TestConsoleProvider';
import { buildPivot } from '../model/pivot';
import { PivotTable } from './PivotTable';

const byTeam = buildPivot(checkFixtures, 'no-grouping', { by: 'labels', label: 'team', cellType: 'checkStatuses' });
const groupsByNamespace = buildPivot(checkFixtures, 'canary_name', {
  by: 'namespace',
  label: null,
  cellType: 'checkStatuses',
});

const meta = {
  title: 'Console/Health/PivotTable',
  component: PivotTable,
  args: { data: byTeam, cellType: 'checkStatuses', label: 'Checks by team', rowHeader: 'Checks', onOpenCheck: fn() },
  decorators: [
    (Story) => (
      <TestConsoleProvider>
        <Story />
      </TestConsoleProvider>
    ),
  ],
} satisfies Meta<typeof PivotTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Health per cell: the status word beside its dot. A cell click (or Enter) opens its check. */
export const Health: Story = {
  args: { selectedCheckId: 'a2' },
  play: async ({ canvasElement, args }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Checks by team' });
    const cell = within(table).getByRole('button', { name: 'unhealthy: api/payments, payments' });
    await expect(cell).toHaveAttribute('aria-current', 'true');
    cell.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpenCheck).toHaveBeenCalledWith('a2');
  },
};

export const Uptime: Story = {
  args: { cellType: 'uptime' },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Checks by team' });
    await expect(within(table).getByRole('button', { name: '33.3%: api/payments, payments' })).toBeVisible();
  },
};

export const Latency: Story = {
  args: { cellType: 'latency' },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Checks by team' });
    await expect(within(table).getByRole('button', { name: '4.2s: nightly-backup, data' })).toBeVisible();
  },
};

/** Group rows: a cell of several checks shows the mixed status and their count, and opens the worst one. */
export const GroupedCells: Story = {
  args: { data: groupsByNamespace, rowHeader: 'Group Name', label: 'Groups by namespace' },
  play: async ({ canvasElement, args }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Groups by namespace' });
    await userEvent.click(within(table).getByRole('button', { name: 'mixed, 2 checks: edge-http, default' }));
    await expect(args.onOpenCheck).toHaveBeenCalledWith('a2');
  },
};

export const Dark: Story = {
  args: { cellType: 'uptime' },
  decorators: [
    (Story) => (
      <TestConsoleProvider theme="dark">
        <Story />
      </TestConsoleProvider>
    ),
  ],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table', { name: 'Checks by team' })).toBeVisible();
  },
};

/** 10,000 rows: only those in view are in the DOM; scrolling brings in the next ones. */
export const TenThousandRows: Story = {
  args: {
    data: buildPivot(manyChecks(10_000), 'no-grouping', { by: 'namespace', label: null, cellType: 'latency' }),
    cellType: 'latency',
    label: 'Checks by namespace',
  },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Checks by namespace' });
    await expect(table).toHaveAttribute('aria-rowcount', '10001');
    await expect(within(table).getAllByRole('row').length).toBeLessThan(120);
  },
};
