// The /catalog page's state lives in the URL (reference §1.2), so a reload, a shared link and Back keep
// filters, grouping, sort and page. Malformed values read as their defaults.
import { parseMatchExpression } from '@mission-control/api';
import {
  decodeTableUrlState,
  decodeTristateFilter,
  encodeTristateFilter,
  writeTableUrlState,
  type SearchParamsReader,
  type TristateFilter,
} from '@mission-control/ui/table';

/** Upstream's suffix for a tag key in `groupBy` (`namespace__tag`). */
export const TAG_GROUP_SUFFIX = '__tag';
/** The summary groups by type unless asked otherwise. */
export const DEFAULT_GROUP_BY = ['type'] as const;
/** Longest search text kept from the URL. */
const MAX_SEARCH = 200;

export interface CatalogUrlState {
  configType: string;
  search: string;
  /** `type` and tag keys with {@link TAG_GROUP_SUFFIX}. */
  groupBy: string[];
  labels: TristateFilter;
  status: TristateFilter;
  health: TristateFilter;
  sortBy: string;
  sortOrder: 'asc' | 'desc';
  pageIndex: number;
  pageSize: number;
}

/** Summary mode when neither a type nor a search is chosen; the item list otherwise. */
export function catalogMode(state: Pick<CatalogUrlState, 'configType' | 'search'>): 'summary' | 'items' {
  return state.configType || state.search ? 'items' : 'summary';
}

/**
 * A tri-state filter from the URL: the table codec's `value:1,other:-1`, or a match expression
 * (`healthy,!unknown`, as links from the API, MCP answers or upstream's change feed carry) read with
 * core's parser. Wildcard terms have no tri-state form and are left out; a malformed expression reads
 * as no filter.
 */
export function readTristateParam(text: string | null): TristateFilter {
  if (!text) return {};
  const tristate = decodeTristateFilter(text);
  if (Object.keys(tristate).length > 0) return tristate;
  try {
    const expression = parseMatchExpression(text);
    return Object.fromEntries([
      ...expression.include.map((value) => [value, 1] as const),
      ...expression.exclude.map((value) => [value, -1] as const),
    ]);
  } catch {
    return {};
  }
}

function readGroupBy(text: string | null): string[] {
  if (text === null) return [...DEFAULT_GROUP_BY];
  const keys = text
    .split(',')
    .map((key) => key.trim())
    // `config_class` is upstream's default first group; the summary has no such column.
    .filter((key) => key && key !== 'config_class' && key.length <= 100);
  return [...new Set(keys)];
}

export function decodeCatalogUrl(params: SearchParamsReader): CatalogUrlState {
  const table = decodeTableUrlState(params);
  return {
    // `type` is what older links (`routes.catalog({ type })`) carry.
    configType: (params.get('configType') ?? params.get('type') ?? '').slice(0, MAX_SEARCH),
    search: (params.get('search') ?? '').slice(0, MAX_SEARCH),
    groupBy: readGroupBy(params.get('groupBy')),
    labels: decodeTristateFilter(params.get('labels')),
    status: readTristateParam(params.get('status')),
    health: readTristateParam(params.get('health')),
    sortBy: table.sortBy ?? 'type',
    sortOrder: table.sortOrder ?? 'asc',
    pageIndex: table.pageIndex,
    pageSize: table.pageSize,
  };
}

/**
 * The params after a change: a filter change goes back to the first page; defaults are dropped so URLs
 * stay short. Other params (e.g. a host's own) are kept.
 */
export function writeCatalogUrl(previous: URLSearchParams, change: Partial<CatalogUrlState>): URLSearchParams {
  let next = new URLSearchParams(previous);
  const setText = (name: string, value: string | undefined) => {
    if (value === undefined) return;
    if (value) next.set(name, value);
    else next.delete(name);
  };
  if ('configType' in change) {
    next.delete('type');
    setText('configType', change.configType);
  }
  setText('search', change.search);
  if (change.groupBy) {
    const isDefault = change.groupBy.join(',') === DEFAULT_GROUP_BY.join(',');
    if (isDefault) next.delete('groupBy');
    else next.set('groupBy', change.groupBy.join(','));
  }
  for (const name of ['labels', 'status', 'health'] as const) {
    if (change[name]) setText(name, encodeTristateFilter(change[name]));
  }
  const filtered = ['configType', 'search', 'groupBy', 'labels', 'status', 'health'].some((key) => key in change);
  const table: Parameters<typeof writeTableUrlState>[1] = {};
  if (change.sortBy !== undefined || change.sortOrder !== undefined) {
    const sortBy = change.sortBy ?? 'type';
    const sortOrder = change.sortOrder ?? 'asc';
    const isDefault = sortBy === 'type' && sortOrder === 'asc';
    table.sortBy = isDefault ? undefined : sortBy;
    table.sortOrder = isDefault ? undefined : sortOrder;
  }
  if (change.pageSize !== undefined) table.pageSize = change.pageSize;
  if (change.pageIndex !== undefined || filtered) table.pageIndex = filtered ? 0 : change.pageIndex;
  next = writeTableUrlState(next, table);
  return next;
}

/** The tag keys among the group-by values (`namespace__tag` → `namespace`). */
export function tagGroupKeys(groupBy: readonly string[]): string[] {
  return groupBy.filter((key) => key.endsWith(TAG_GROUP_SUFFIX)).map((key) => key.slice(0, -TAG_GROUP_SUFFIX.length));
}

/** The summary's `groupBy`: `type` and tag keys, as the server reads them. */
export function summaryGroupBy(groupBy: readonly string[]): string[] {
  const keys = groupBy.map((key) => (key.endsWith(TAG_GROUP_SUFFIX) ? key.slice(0, -TAG_GROUP_SUFFIX.length) : key));
  const known = keys.filter((key) => key === 'type' || groupBy.includes(`${key}${TAG_GROUP_SUFFIX}`));
  return known.length > 0 ? known : [...DEFAULT_GROUP_BY];
}

/** A type's label as upstream shows it: the part after the first `::`, further `::` as spaces (`Kubernetes::Pod` → `Pod`). */
export function typeLabel(type: string): string {
  const at = type.indexOf('::');
  return (at < 0 ? type : type.slice(at + 2)).replaceAll('::', ' ');
}
