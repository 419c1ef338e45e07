import type { CheckSummary } from '@mission-control/api';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useCallback, useMemo, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { checkFixtures, FIXTURE_NOW, manyChecks } from '../../__fixtures__/checks';
import { TestConsoleProvider } from '../../testing/TestConsoleProvider';
import { groupChecks, sortRows } from '../model/checks';
import { ChecksTable, type SortColumn } from './ChecksTable';

const HOUR = 3_600_000;
const iso = (msAgo: number) => new Date(FIXTURE_NOW - msAgo).toISOString();

interface HarnessProps {
  checks: CheckSummary[];
  groupBy?: string;
  onOpenCheck?: (id: string) => void;
  onSort?: (column: SortColumn) => void;
}

// Owns sort and expanded state the way HealthDashboard does, so the table is
// exercised through its real props.
function Harness({ checks, groupBy = 'canary_name', onOpenCheck = () => {}, onSort }: HarnessProps) {
  const [sort, setSort] = useState({ sortBy: 'name', sortDesc: false });
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  const rows = useMemo(
    () => sortRows(groupChecks(checks, groupBy), sort.sortBy, sort.sortDesc),
    [checks, groupBy, sort],
  );
  const toggleGroup = useCallback(
    (id: string) =>
      setExpanded((previous) => {
        const next = new Set(previous);
        if (!next.delete(id)) next.add(id);
        return next;
      }),
    [],
  );
  return (
    <ChecksTable
      rows={rows}
      expanded={expanded}
      onToggleGroup={toggleGroup}
      onOpenCheck={onOpenCheck}
      selectedCheckId={null}
      sortBy={sort.sortBy}
      sortDesc={sort.sortDesc}
      onSort={(column) => {
        onSort?.(column);
        setSort((s) => ({ sortBy: column, sortDesc: s.sortBy === column ? !s.sortDesc : false }));
      }}
      label="Health checks"
      now={FIXTURE_NOW}
    />
  );
}

function renderTable(props: HarnessProps) {
  const view = render(
    <TestConsoleProvider>
      <Harness {...props} />
    </TestConsoleProvider>,
  );
  const rerender = (next: HarnessProps) =>
    view.rerender(
      <TestConsoleProvider>
        <Harness {...next} />
      </TestConsoleProvider>,
    );
  return { ...view, rerender };
}

const table = () => screen.getByRole('table', { name: 'Health checks' });
const dataRows = () => within(table()).getAllByRole('row').slice(1);

describe('ChecksTable', () => {
  it('has the spec columns, with every one but the expander and Transition sortable', () => {
    renderTable({ checks: checkFixtures, groupBy: 'no-grouping' });
    const headers = within(table()).getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent?.replace(/[▲▼↕]/g, ''))).toEqual([
      'Expand',
      'Checks',
      'Health',
      'Uptime',
      'Latency',
      'Transition',
    ]);
    for (const name of ['Checks', 'Health', 'Uptime', 'Latency'])
      expect(within(table()).getByRole('button', { name })).toBeInTheDocument();
    expect(within(table()).queryByRole('button', { name: 'Transition' })).toBeNull();
    expect(within(table()).queryByRole('button', { name: 'Expand' })).toBeNull();
  });

  it('shows name, namespace, status text, uptime to 1 decimal and formatted latency', () => {
    renderTable({ checks: checkFixtures, groupBy: 'no-grouping' });
    const payments = within(table()).getByRole('row', { name: /api\/payments/ });
    expect(within(payments).getByRole('button', { name: 'api/payments' })).toBeInTheDocument();
    expect(within(payments).getByText('default')).toBeInTheDocument();
    expect(within(payments).getByText('unhealthy')).toBeInTheDocument();
    expect(within(payments).getByText('33.3%')).toBeInTheDocument();
    expect(within(payments).getByText('950ms')).toBeInTheDocument();
    const backup = within(table()).getByRole('row', { name: /nightly-backup/ });
    expect(within(backup).getByText('4.2s')).toBeInTheDocument();
    // No transition recorded.
    expect(within(within(table()).getByRole('row', { name: /dns-example-com/ })).getByText('-')).toBeInTheDocument();
  });

  it('shows the last-run indicator only between just over an hour and seven days ago', () => {
    const at = (id: string, msAgo: number): CheckSummary => ({
      ...checkFixtures[0]!,
      id,
      name: id,
      last_runtime: iso(msAgo),
    });
    renderTable({
      checks: [
        at('exactly-an-hour', HOUR),
        at('just-over-an-hour', HOUR + 1),
        at('seven-days', 7 * 24 * HOUR),
        at('over-seven-days', 7 * 24 * HOUR + 1),
      ],
      groupBy: 'no-grouping',
    });
    const lastRun = (name: string) =>
      within(within(table()).getByRole('row', { name: new RegExp(`^${name}`) })).queryByText(/last run/);
    expect(lastRun('exactly-an-hour')).toBeNull();
    expect(lastRun('just-over-an-hour')).toBeInTheDocument();
    expect(lastRun('seven-days')).toBeInTheDocument();
    expect(lastRun('over-seven-days')).toBeNull();
  });

  it('shows a group as mixed with fully passing out of total, and expands it by button, click and keyboard', async () => {
    const user = userEvent.setup();
    renderTable({ checks: checkFixtures });
    const group = within(table()).getByRole('row', { name: /edge-http/ });
    expect(within(group).getByText('mixed')).toBeInTheDocument();
    expect(within(group).getByText('0 of 2 checks fully passing')).toBeInTheDocument();
    const toggle = within(group).getByRole('button', { name: 'edge-http: show 2 checks' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(within(table()).getByRole('row', { name: /homepage/ })).toBeInTheDocument();

    // A click on the group row itself toggles it too.
    await user.click(within(group).getByText('2 checks'));
    expect(within(table()).queryByRole('row', { name: /homepage/ })).toBeNull();

    group.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowLeft}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{ArrowRight}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });

  it('opens a check by click, Enter or Space', async () => {
    const user = userEvent.setup();
    const onOpenCheck = vi.fn();
    renderTable({ checks: checkFixtures, groupBy: 'no-grouping', onOpenCheck });
    await user.click(within(table()).getByRole('button', { name: 'homepage' }));
    expect(onOpenCheck).toHaveBeenLastCalledWith('a1');
    await user.click(within(within(table()).getByRole('row', { name: /nightly-backup/ })).getByText('4.2s'));
    expect(onOpenCheck).toHaveBeenLastCalledWith('a4');

    const rows = dataRows();
    rows[0]!.focus();
    await user.keyboard('{ArrowDown}');
    expect(rows[1]).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onOpenCheck).toHaveBeenLastCalledWith('a3');
    await user.keyboard(' ');
    expect(onOpenCheck).toHaveBeenCalledTimes(4);
  });

  it('sorts through the caller: a new column ascending, the same column flipped', async () => {
    const user = userEvent.setup();
    const onSort = vi.fn();
    renderTable({ checks: checkFixtures, groupBy: 'no-grouping', onSort });
    const latency = within(table()).getByRole('columnheader', { name: /Latency/ });
    expect(within(table()).getByRole('columnheader', { name: /Checks/ })).toHaveAttribute('aria-sort', 'ascending');

    await user.click(within(table()).getByRole('button', { name: 'Latency' }));
    expect(onSort).toHaveBeenLastCalledWith('latency');
    expect(latency).toHaveAttribute('aria-sort', 'ascending');
    expect(dataRows()[0]).toHaveTextContent('dns-example-com');

    await user.click(within(table()).getByRole('button', { name: 'Latency' }));
    expect(latency).toHaveAttribute('aria-sort', 'descending');
    expect(dataRows()[0]).toHaveTextContent('nightly-backup');

    // The table's own third step ("unsorted") is the caller's flip back to ascending.
    await user.click(within(table()).getByRole('button', { name: 'Latency' }));
    expect(onSort).toHaveBeenLastCalledWith('latency');
    expect(latency).toHaveAttribute('aria-sort', 'ascending');
  });

  it('keeps open groups, the focused row and its Tab stop when new data arrives', async () => {
    const user = userEvent.setup();
    const { rerender } = renderTable({ checks: checkFixtures });
    await user.click(within(table()).getByRole('button', { name: 'edge-http: show 2 checks' }));
    const homepage = within(table()).getByRole('row', { name: /homepage/ });
    homepage.focus();

    // An auto-refresh: equal checks in new objects and a new array, one status changed.
    const refreshed = checkFixtures.map((check) => ({
      ...check,
      status: check.id === 'a1' ? ('unhealthy' as const) : check.status,
    }));
    act(() => rerender({ checks: refreshed }));

    const toggle = within(table()).getByRole('button', { name: 'edge-http: show 2 checks' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const after = within(table()).getByRole('row', { name: /homepage/ });
    expect(after).toBe(homepage);
    expect(after).toHaveFocus();
    expect(after).toHaveAttribute('tabindex', '0');
    expect(within(after).getByText('unhealthy')).toBeInTheDocument();
    expect(within(table()).getByRole('row', { name: /edge-http/ })).toHaveTextContent('unhealthy');
  });

  it('renders only the rows in view for 10,000 checks', () => {
    renderTable({ checks: manyChecks(10_000), groupBy: 'no-grouping' });
    expect(table()).toHaveAttribute('aria-rowcount', '10001');
    expect(dataRows().length).toBeLessThan(100);
  });

  it('says when there are no rows', () => {
    renderTable({ checks: [] });
    expect(within(table()).getByText('No data available')).toBeInTheDocument();
  });
});
