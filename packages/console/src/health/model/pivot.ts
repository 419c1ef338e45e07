/**
 * The dashboard's pivot view (operations §2.1 pivotBy, pivotLabel, pivotCellType):
 * rows are the current grouping (or check names), columns the values of a label
 * or the namespaces, and each cell sums up the checks at that crossing. No React.
 */
import type { CheckSummary } from '@mission-control/api';
import { checkDisplayName, checkStatus, groupKeyOf, groupStatus, NO_NAMESPACE_TAB, type HealthStatus } from './checks';
import { uptimePercent, type UptimeCounts } from './durations';
import type { HealthUrlState, PivotCellType } from './urlState';

/** A pivot that can be drawn: the dimension of its columns and what a cell shows. */
export interface PivotSpec {
  by: 'labels' | 'namespace';
  /** The label key for `by: 'labels'`. */
  label: string | null;
  cellType: PivotCellType;
}

export interface PivotCell {
  checks: readonly CheckSummary[];
  status: HealthStatus;
  /** Passed and failed runs of every check in the cell. */
  uptime: UptimeCounts;
  /** The slowest check's p95, as group rows show it. */
  latency: number | undefined;
  /** The check a click opens: the one that most needs looking at. */
  target: CheckSummary;
}

export interface PivotRow {
  id: string;
  name: string;
  /** By column value; a column with no checks in this row has no entry. */
  cells: ReadonlyMap<string, PivotCell>;
}

export interface PivotData {
  columns: readonly string[];
  rows: readonly PivotRow[];
}

/**
 * The pivot the URL asks for, or null for the plain table. A label that the
 * checks do not have (a stale or hand-edited link) falls back to no pivot.
 */
export function resolvePivot(
  state: Pick<HealthUrlState, 'pivotBy' | 'pivotLabel' | 'pivotCellType'>,
  labelKeys: readonly string[],
): PivotSpec | null {
  if (state.pivotBy === 'namespace') return { by: 'namespace', label: null, cellType: state.pivotCellType };
  if (state.pivotBy === 'labels' && state.pivotLabel && labelKeys.includes(state.pivotLabel))
    return { by: 'labels', label: state.pivotLabel, cellType: state.pivotCellType };
  return null;
}

/** The column a check falls in; checks without the label or namespace go under 'none', as tabs do. */
export function pivotColumnOf(check: CheckSummary, spec: Pick<PivotSpec, 'by' | 'label'>): string {
  if (spec.by === 'namespace') return check.namespace || NO_NAMESPACE_TAB;
  const labels = check.labels ?? {};
  const key = spec.label ?? '';
  const value = Object.prototype.hasOwnProperty.call(labels, key) ? labels[key] : undefined;
  return value || NO_NAMESPACE_TAB;
}

const URGENCY: Readonly<Record<HealthStatus, number>> = { unhealthy: 0, mixed: 1, unknown: 2, healthy: 3 };

/** Unhealthy before unknown before healthy, then the lower uptime, then by name. */
function moreUrgent(a: CheckSummary, b: CheckSummary): boolean {
  const byStatus = URGENCY[checkStatus(a)] - URGENCY[checkStatus(b)];
  if (byStatus) return byStatus < 0;
  const byUptime = (uptimePercent(a.uptime) ?? 101) - (uptimePercent(b.uptime) ?? 101);
  if (byUptime) return byUptime < 0;
  return checkDisplayName(a).localeCompare(checkDisplayName(b)) < 0;
}

function summarise(checks: CheckSummary[]): PivotCell {
  let passed = 0;
  let failed = 0;
  let latency: number | undefined;
  let target = checks[0]!;
  for (const check of checks) {
    passed += check.uptime.passed;
    failed += check.uptime.failed;
    const p95 = check.latency.p95;
    if (p95 != null && (latency === undefined || p95 > latency)) latency = p95;
    if (check !== target && moreUrgent(check, target)) target = check;
  }
  return { checks, status: groupStatus(checks), uptime: { passed, failed }, latency, target };
}

// One collator: `localeCompare` with options builds a new one per call, which is slow at 10,000 rows.
const COLLATOR = new Intl.Collator(undefined, { sensitivity: 'base' });

/** Rows by the current Group By (a check outside any group is a row of its own), columns by the pivot. */
export function buildPivot(checks: readonly CheckSummary[], groupBy: string, spec: PivotSpec): PivotData {
  const rows = new Map<string, Map<string, CheckSummary[]>>();
  const columns = new Set<string>();
  for (const check of checks) {
    const rowName = groupKeyOf(check, groupBy) ?? checkDisplayName(check);
    const column = pivotColumnOf(check, spec);
    columns.add(column);
    let row = rows.get(rowName);
    if (!row) rows.set(rowName, (row = new Map()));
    const members = row.get(column);
    if (members) members.push(check);
    else row.set(column, [check]);
  }
  const byText = (a: string, b: string) => COLLATOR.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0);
  return {
    // 'none' (no value) comes last so the real values lead.
    columns: [...columns].sort((a, b) => (a === NO_NAMESPACE_TAB ? 1 : b === NO_NAMESPACE_TAB ? -1 : byText(a, b))),
    rows: [...rows]
      .sort(([a], [b]) => byText(a, b))
      .map(([name, cells]) => ({
        id: `pivot:${name}`,
        name,
        cells: new Map([...cells].map(([column, members]) => [column, summarise(members)])),
      })),
  };
}
