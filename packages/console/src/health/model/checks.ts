/** Filtering, tabs, grouping and sorting of dashboard checks (operations §2.1, §4). No React. */
import { checkDisplayName, type CheckSummary } from '@mission-control/api';
import { uptimePercent } from './durations';
import { ALL_TAB, splitLabelFilterKey, type LabelFilters } from './urlState';

export type HealthStatus = 'healthy' | 'unhealthy' | 'mixed' | 'unknown';

export const NO_NAMESPACE_TAB = 'none';

export function checkStatus(check: Pick<CheckSummary, 'status'>): HealthStatus {
  return check.status === 'healthy' ? 'healthy' : check.status === 'unhealthy' ? 'unhealthy' : 'unknown';
}

/** Name, else description, else endpoint (operations §3.1): the one rule, from core through api. */
export { checkDisplayName } from '@mission-control/api';

export function matchesSearch(check: CheckSummary, query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (!needle) return true;
  return [check.name, check.description, check.endpoint, check.canary_name].some(
    (field) => !!field && field.toLowerCase().includes(needle),
  );
}

/** Within a key, included values are alternatives; an excluded value always removes the check. */
export function matchesLabels(check: CheckSummary, filters: LabelFilters): boolean {
  if (!filters.size) return true;
  const includes = new Map<string, Set<string>>();
  const labels = check.labels ?? {};
  for (const [entry, mode] of filters) {
    const split = splitLabelFilterKey(entry);
    if (!split) continue;
    const [key, value] = split;
    const actual = Object.prototype.hasOwnProperty.call(labels, key) ? labels[key] : undefined;
    if (mode === -1 && actual === value) return false;
    if (mode === 1) includes.set(key, (includes.get(key) ?? new Set()).add(value));
  }
  for (const [key, values] of includes) {
    const actual = Object.prototype.hasOwnProperty.call(labels, key) ? labels[key] : undefined;
    if (actual === undefined || !values.has(actual)) return false;
  }
  return true;
}

export interface CheckFilter {
  query: string;
  labels: LabelFilters;
  hidePassing: boolean;
}

export function filterChecks(checks: readonly CheckSummary[], filter: CheckFilter): CheckSummary[] {
  return checks.filter(
    (check) =>
      !(filter.hidePassing && checkStatus(check) === 'healthy') &&
      matchesSearch(check, filter.query) &&
      matchesLabels(check, filter.labels),
  );
}

export function labelKeyOf(dimension: string): string | null {
  return dimension.startsWith('label:') ? dimension.slice('label:'.length) : null;
}

function ownLabel(check: CheckSummary, key: string): string | undefined {
  const labels = check.labels ?? {};
  return Object.prototype.hasOwnProperty.call(labels, key) ? labels[key] : undefined;
}

/** The tab a check is listed under; agents are named through `agentNames` when known. */
export function tabValueOf(
  check: CheckSummary,
  tabBy: string,
  agentNames: ReadonlyMap<string, string> = new Map(),
): string {
  if (tabBy === 'agent') {
    const id = check.agent_id ?? '';
    return agentNames.get(id) ?? (id || NO_NAMESPACE_TAB);
  }
  const key = labelKeyOf(tabBy);
  const value = key ? ownLabel(check, key) : check.namespace;
  return value || NO_NAMESPACE_TAB;
}

export function tabsFor(
  checks: readonly CheckSummary[],
  tabBy: string,
  agentNames?: ReadonlyMap<string, string>,
): string[] {
  const values = new Set(checks.map((check) => tabValueOf(check, tabBy, agentNames)));
  return [ALL_TAB, ...[...values].sort((a, b) => a.localeCompare(b))];
}

export function filterByTab(
  checks: readonly CheckSummary[],
  tabBy: string,
  tab: string,
  agentNames?: ReadonlyMap<string, string>,
): readonly CheckSummary[] {
  if (tab === ALL_TAB) return checks;
  return checks.filter((check) => tabValueOf(check, tabBy, agentNames) === tab);
}

/** The group a check belongs to; null leaves it as a top-level row. */
export function groupKeyOf(check: CheckSummary, groupBy: string): string | null {
  switch (groupBy) {
    case 'no-grouping':
      return null;
    case 'canary_name':
      return check.canary_name || null;
    case 'name': {
      // Only names with a '/' are grouped, under the part before the first slash.
      const at = check.name.indexOf('/');
      return at > 0 ? check.name.slice(0, at) : null;
    }
    case 'description':
      return check.description || null;
    case 'type':
      return check.type || null;
    default: {
      const key = labelKeyOf(groupBy);
      return key ? (ownLabel(check, key) ?? null) : null;
    }
  }
}

export interface CheckRow {
  kind: 'check';
  id: string;
  check: CheckSummary;
}

export interface GroupRow {
  kind: 'group';
  id: string;
  name: string;
  status: HealthStatus;
  /** Checks with no failed run in the window. */
  passing: number;
  total: number;
  /** The slowest member's p95, so a slow check is not hidden by its group. */
  latency: number | undefined;
  children: CheckRow[];
}

export type DashboardRow = CheckRow | GroupRow;

/** healthy when all are, unhealthy when all are, otherwise mixed (operations §4). */
export function groupStatus(checks: readonly CheckSummary[]): HealthStatus {
  const statuses = new Set(checks.map(checkStatus));
  if (statuses.size === 0) return 'unknown';
  if (statuses.size === 1) return [...statuses][0]!;
  return 'mixed';
}

export function isFullyPassing(check: CheckSummary): boolean {
  return check.uptime.failed === 0 && check.uptime.passed > 0;
}

export function groupChecks(checks: readonly CheckSummary[], groupBy: string): DashboardRow[] {
  return groupRows(checks, (check) => groupKeyOf(check, groupBy));
}

const newCheckRow = (check: CheckSummary): CheckRow => ({ kind: 'check', id: check.id, check });

/**
 * groupChecks with the group keys given (e.g. read from a precomputed column); `keyOf` gets the check's index.
 * `rowOf` may hand out kept row objects, so a filter or regroup gives the table the same rows again.
 */
export function groupRows(
  checks: readonly CheckSummary[],
  keyOf: (check: CheckSummary, index: number) => string | null,
  rowOf: (check: CheckSummary, index: number) => CheckRow = newCheckRow,
): DashboardRow[] {
  const groups = new Map<string, number[]>();
  const rows: DashboardRow[] = [];
  for (let index = 0; index < checks.length; index += 1) {
    const check = checks[index]!;
    const key = keyOf(check, index);
    if (key == null) {
      rows.push(rowOf(check, index));
      continue;
    }
    let members = groups.get(key);
    if (!members) {
      members = [];
      groups.set(key, members);
      // A placeholder keeps the group where its first member appeared until sorting.
      rows.push({
        kind: 'group',
        id: `group:${key}`,
        name: key,
        status: 'unknown',
        passing: 0,
        total: 0,
        latency: undefined,
        children: [],
      });
    }
    members.push(index);
  }
  return rows.map((row) => {
    if (row.kind === 'check') return row;
    const positions = groups.get(row.name)!;
    // A group of one is just the check: an expander with one child helps nobody.
    if (positions.length === 1) return rowOf(checks[positions[0]!]!, positions[0]!);
    const members = positions.map((i) => checks[i]!);
    let latency: number | undefined;
    let passing = 0;
    for (const check of members) {
      const p95 = check.latency.p95;
      if (p95 != null && (latency === undefined || p95 > latency)) latency = p95;
      if (isFullyPassing(check)) passing += 1;
    }
    return {
      ...row,
      status: groupStatus(members),
      passing,
      total: members.length,
      latency,
      children: positions.map((i) => rowOf(checks[i]!, i)),
    };
  });
}

const STATUS_ORDER: Readonly<Record<HealthStatus, number>> = { unhealthy: 0, mixed: 1, unknown: 2, healthy: 3 };

function sortValue(row: DashboardRow, sortBy: string): string | number {
  if (row.kind === 'group') {
    switch (sortBy) {
      case 'health':
        return STATUS_ORDER[row.status];
      case 'uptime':
        return row.total ? row.passing / row.total : -1;
      case 'latency':
        return row.latency ?? -1;
      default:
        return row.name.toLowerCase();
    }
  }
  const { check } = row;
  switch (sortBy) {
    case 'health':
      return STATUS_ORDER[checkStatus(check)];
    case 'uptime':
      return uptimePercent(check.uptime) ?? -1;
    case 'latency':
      return check.latency.p95 ?? -1;
    default:
      return checkDisplayName(check).toLowerCase();
  }
}

/** The order of String#localeCompare with no arguments (ECMA-402 defines it so), at a fraction of its cost. */
const collator = new Intl.Collator();

function compare(a: string | number, b: string | number): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a), String(b));
}

/** Code-unit order for text: the collator's order for most names, at about a third of its cost. */
function quick(a: string | number, b: string | number): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  const x = String(a);
  const y = String(b);
  return x < y ? -1 : x > y ? 1 : 0;
}

interface SortKey {
  /** The position before sorting: ties keep their order (a stable sort). */
  i: number;
  value: string | number;
  name: string;
}

/**
 * Sorts by value (in `direction`), then name, then position, with the collator for text. The keys are sorted by
 * code units first and then checked pair by pair with the collator: when every neighbour is in collator order,
 * so is the whole array (the comparison is a total order), and n comparisons replace n log n. Otherwise (another
 * locale's tailoring, accents, punctuation that the collator orders differently) they are sorted again with it.
 */
function sortByCollation<K extends SortKey>(keyed: K[], direction: number): void {
  const exact = (a: K, b: K) => direction * compare(a.value, b.value) || collator.compare(a.name, b.name) || a.i - b.i;
  keyed.sort((a, b) => direction * quick(a.value, b.value) || quick(a.name, b.name) || a.i - b.i);
  for (let k = 1; k < keyed.length; k++) {
    if (exact(keyed[k - 1]!, keyed[k]!) > 0) {
      keyed.sort(exact);
      return;
    }
  }
}

interface Keyed<R> extends SortKey {
  row: R;
}

/** Each row's sort value and name computed once, not in each of the n log n comparisons. */
function sortKeyed<R extends DashboardRow>(rows: readonly R[], sortBy: string, direction: number): R[] {
  if (rows.length < 2) return [...rows];
  const keyed: Array<Keyed<R>> = rows.map((row, i) => ({
    row,
    i,
    value: sortValue(row, sortBy),
    name: (row.kind === 'group' ? row.name : checkDisplayName(row.check)).toLowerCase(),
  }));
  sortByCollation(keyed, direction);
  return keyed.map((k) => k.row);
}

/** Sorts top-level rows and each group's children; ties fall back to name so the order is stable. */
export function sortRows(rows: readonly DashboardRow[], sortBy: string, desc: boolean): DashboardRow[] {
  const direction = desc ? -1 : 1;
  return sortKeyed(
    rows.map((row) => (row.kind === 'group' ? { ...row, children: sortKeyed(row.children, sortBy, direction) } : row)),
    sortBy,
    direction,
  );
}

export interface LabelOption {
  key: string;
  values: string[];
  /** Only 'true' and 'false' seen: offered as a tri-state toggle. */
  booleanLike: boolean;
}

export function labelOptions(checks: readonly CheckSummary[]): LabelOption[] {
  const byKey = new Map<string, Set<string>>();
  for (const check of checks) {
    for (const [key, value] of Object.entries(check.labels ?? {})) {
      if (key === '__proto__' || key === 'constructor') continue;
      let values = byKey.get(key);
      if (!values) byKey.set(key, (values = new Set()));
      values.add(value);
    }
  }
  return [...byKey]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, values]) => {
      const sorted = [...values].sort((a, b) => a.localeCompare(b));
      return { key, values: sorted, booleanLike: sorted.every((v) => v === 'true' || v === 'false') };
    });
}

/** The visible rows in order, with groups expanded per `expanded` (group ids). */
export function flattenRows(
  rows: readonly DashboardRow[],
  expanded: ReadonlySet<string>,
): Array<{ row: DashboardRow; depth: number }> {
  const out: Array<{ row: DashboardRow; depth: number }> = [];
  for (const row of rows) {
    out.push({ row, depth: 0 });
    if (row.kind === 'group' && expanded.has(row.id))
      for (const child of row.children) out.push({ row: child, depth: 1 });
  }
  return out;
}

/**
 * Every check row's place in sortRows' order, as indexes into `rows`: the order of any subset is this order
 * filtered (sortRows is stable and `rows` is in list order), so it is computed once per data version and sort.
 */
export function checkOrder(rows: readonly CheckRow[], sortBy: string, desc: boolean): Int32Array {
  const direction = desc ? -1 : 1;
  const keyed = rows.map((row, i) => ({
    i,
    value: sortValue(row, sortBy),
    name: checkDisplayName(row.check).toLowerCase(),
  }));
  sortByCollation(keyed, direction);
  return Int32Array.from(keyed, (k) => k.i);
}

/** sortRows for rows whose groups' children are already in order: only the top level is sorted. */
export function sortTopLevel(rows: readonly DashboardRow[], sortBy: string, desc: boolean): DashboardRow[] {
  return sortKeyed(rows, sortBy, desc ? -1 : 1);
}
