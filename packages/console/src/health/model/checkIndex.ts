/**
 * The dashboard's indexes over one version of the check list (core's list index): search text, the
 * healthy flag, and per tab or group dimension each check's key, derived once per data version, so that a
 * keystroke, a tab or a group switch is a pass over precomputed columns. No React.
 */
import type { CheckSummary } from '@mission-control/api';
import { createListIndex, type ListIndex, type Positions } from '@mission-control/ui/table';
import {
  checkOrder,
  checkStatus,
  groupKeyOf,
  groupRows,
  matchesLabels,
  sortTopLevel,
  tabValueOf,
  type CheckFilter,
  type CheckRow,
  type DashboardRow,
} from './checks';
import { ALL_TAB } from './urlState';

export type CheckIndex = ListIndex<CheckSummary>;
export type { Positions } from '@mission-control/ui/table';

/** matchesSearch's fields, in one lowercased text per check. */
export function indexChecks(checks: readonly CheckSummary[]): CheckIndex {
  return createListIndex(checks, {
    searchFields: (check) => [check.name, check.description, check.endpoint, check.canary_name],
  });
}

/** filterChecks over the index: the same checks, as positions. */
export function filterPositions(index: CheckIndex, filter: CheckFilter): Positions {
  let positions = index.search(filter.query);
  if (filter.hidePassing) {
    const healthy = index.column('healthy', (check) => checkStatus(check) === 'healthy');
    positions = index.narrow(positions, (i) => !healthy[i]);
  }
  if (filter.labels.size) {
    const { items } = index;
    positions = index.narrow(positions, (i) => matchesLabels(items[i]!, filter.labels));
  }
  return positions;
}

export interface TabSummary {
  /** 'All' first, then every tab value among the filtered checks, sorted (tabsFor). */
  tabs: string[];
  counts: ReadonlyMap<string, number>;
  /** Each check's tab, for narrowing to the active one. */
  column: readonly string[];
}

const collator = new Intl.Collator();

/** tabsFor and the tab counts of the filtered checks, in one pass over their tab column. */
export function summariseTabs(
  index: CheckIndex,
  positions: Positions,
  tabBy: string,
  agentNames?: ReadonlyMap<string, string>,
): TabSummary {
  const column = index.column(
    `tab:${tabBy}`,
    (check) => tabValueOf(check, tabBy, agentNames),
    tabBy === 'agent' ? agentNames : undefined,
  );
  const counts = index.countBy(column, positions);
  return { tabs: [ALL_TAB, ...[...counts.keys()].sort(collator.compare)], counts, column };
}

/** filterByTab over positions. */
export function tabPositions(index: CheckIndex, positions: Positions, tabs: TabSummary, tab: string): Positions {
  if (tab === ALL_TAB) return positions;
  return index.narrow(positions, (i) => tabs.column[i] === tab);
}

/**
 * groupChecks over positions, with each check's group key read from the index, and each check's row object
 * made once per data version: the table gets the same row for the same check after a filter or regroup.
 */
export function groupPositions(index: CheckIndex, positions: Positions, groupBy: string): DashboardRow[] {
  const keys = index.column(`group:${groupBy}`, (check) => groupKeyOf(check, groupBy));
  const rows = index.column('row', (check): CheckRow => ({ kind: 'check', id: check.id, check }));
  if (positions === null)
    return groupRows(
      index.items,
      (_check, i) => keys[i]!,
      (_check, i) => rows[i]!,
    );
  return groupRows(
    index.pick(positions),
    (_check, i) => keys[positions[i]!]!,
    (_check, i) => rows[positions[i]!]!,
  );
}

/** Per index, the sorted order of all its checks by sort key ('name:asc'), computed on first use. */
const orders = new WeakMap<CheckIndex, Map<string, Int32Array>>();

function orderOf(index: CheckIndex, sortBy: string, desc: boolean): Int32Array {
  let known = orders.get(index);
  if (!known) orders.set(index, (known = new Map()));
  const key = `${sortBy}:${desc ? 'desc' : 'asc'}`;
  let order = known.get(key);
  if (!order) {
    const rows = index.column('row', (check): CheckRow => ({ kind: 'check', id: check.id, check }));
    known.set(key, (order = checkOrder(rows, sortBy, desc)));
  }
  return order;
}

/**
 * sortRows(groupChecks(…)) over the index: the checks are taken in the order sorted once per data version
 * (no comparisons per keystroke), so groups receive their children already in order, and only the top level
 * is sorted, when it holds groups.
 */
export function dashboardRows(
  index: CheckIndex,
  positions: Positions,
  groupBy: string,
  sortBy: string,
  desc: boolean,
): DashboardRow[] {
  const order = orderOf(index, sortBy, desc);
  let sorted: number[];
  if (positions === null) sorted = Array.from(order);
  else {
    const keep = new Uint8Array(index.items.length);
    for (const position of positions) keep[position] = 1;
    sorted = [];
    for (const position of order) if (keep[position]) sorted.push(position);
  }
  const rows = groupPositions(index, sorted, groupBy);
  return rows.some((row) => row.kind === 'group') ? sortTopLevel(rows, sortBy, desc) : rows;
}
