// The change feed's state lives in the URL (reference §1.4): filters, the time range, grouping, sort and
// page, so a reload, a shared link and Back show the same feed. Malformed values read as their defaults.
import {
  CHANGE_SORT_COLUMNS,
  type ChangeRecursiveMode,
  type ChangeSortColumn,
  type ChangesSearchRequest,
} from '@mission-control/api';
import type { TimeRange } from '@mission-control/ui/time';
import {
  decodeTableUrlState,
  decodeTristateFilter,
  encodeTristateFilter,
  writeTableUrlState,
  type SearchParamsReader,
  type TristateFilter,
} from '@mission-control/ui/table';
import { readTristateParam } from '../../model/catalogUrl';
import { SEVERITIES, type Severity } from './severity';
import { decodeTimeRange, DEFAULT_CHANGES_RANGE, requestWindow, writeTimeRange } from './timeRangeUrl';

/**
 * Sources upstream users most often ask to hide: rescrape diffs (`diff`), health flips (`config-db`, the source
 * upstream and our server give a health change), playbook runs and notifications.
 */
export const NOISY_SOURCES = ['diff', 'config-db', 'playbook', 'notification'] as const;

/** Free-text filters a link may carry (upstream's removable chips). */
export const CHIP_FILTERS = ['id', 'summary', 'created_by', 'external_created_by'] as const;
export type ChipFilter = (typeof CHIP_FILTERS)[number];

/** How far the item tab follows relationships (shell-and-access §9: changes recursive depth 5). */
export const RECURSIVE_DEPTH = 5;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Longest text kept from one URL value. */
const MAX_TEXT = 200;

export interface ChangesUrlState {
  configTypes: TristateFilter;
  changeTypes: TristateFilter;
  /** This level or worse; '' for every level. */
  severity: Severity | '';
  /** `key:value` items. */
  tags: TristateFilter;
  sources: TristateFilter;
  chips: Partial<Record<ChipFilter, string>>;
  range: TimeRange;
  /** Rows of one item under a heading row per item. */
  groupByItem: boolean;
  sortBy: ChangeSortColumn;
  sortOrder: 'asc' | 'desc';
  pageIndex: number;
  pageSize: number;
  /** Item tab only: changes of the items below (default on) and above (default off). */
  downstream: boolean;
  upstream: boolean;
}

function readSeverity(text: string | null): Severity | '' {
  // Upstream's select writes `Info` capitalised.
  const value = (text ?? '').toLowerCase();
  return (SEVERITIES as readonly string[]).includes(value) ? (value as Severity) : '';
}

const flag = (text: string | null, fallback: boolean) => (text === null ? fallback : text === 'true' || text === '1');

export function decodeChangesUrl(params: SearchParamsReader): ChangesUrlState {
  const table = decodeTableUrlState(params);
  const chips: Partial<Record<ChipFilter, string>> = {};
  for (const name of CHIP_FILTERS) {
    const value = params.get(name)?.trim();
    if (value) chips[name] = value.slice(0, MAX_TEXT);
  }
  const sortBy = (CHANGE_SORT_COLUMNS as readonly string[]).includes(table.sortBy ?? '')
    ? (table.sortBy as ChangeSortColumn)
    : 'created_at';
  return {
    // The catalog's tabs carry one `configType` along.
    configTypes: params.get('configTypes')
      ? readTristateParam(params.get('configTypes'))
      : params.get('configType')
        ? { [params.get('configType')!.slice(0, MAX_TEXT)]: 1 }
        : {},
    changeTypes: readTristateParam(params.get('changeType')),
    severity: readSeverity(params.get('severity')),
    tags: decodeTristateFilter(params.get('tags')),
    sources: readTristateParam(params.get('source')),
    chips,
    range: decodeTimeRange(params),
    groupByItem: params.get('groupBy') === 'config',
    sortBy,
    // Newest first unless the URL names a sort.
    sortOrder: table.sortBy && sortBy === table.sortBy ? (table.sortOrder ?? 'asc') : 'desc',
    pageIndex: table.pageIndex,
    pageSize: table.pageSize,
    downstream: flag(params.get('downstream'), true),
    upstream: flag(params.get('upstream'), false),
  };
}

/** Every change except these keys sends the feed back to its first page. */
const PAGING_KEYS = new Set(['pageIndex', 'pageSize', 'sortBy', 'sortOrder', 'groupByItem']);

/** The params after a change; defaults leave the URL, other params (the item page's own) are kept. */
export function writeChangesUrl(previous: URLSearchParams, change: Partial<ChangesUrlState>): URLSearchParams {
  let next = new URLSearchParams(previous);
  const setText = (name: string, value: string) => {
    if (value) next.set(name, value);
    else next.delete(name);
  };
  if (change.configTypes) {
    next.delete('configType');
    setText('configTypes', encodeTristateFilter(change.configTypes));
  }
  if (change.changeTypes) setText('changeType', encodeTristateFilter(change.changeTypes));
  if (change.tags) setText('tags', encodeTristateFilter(change.tags));
  if (change.sources) setText('source', encodeTristateFilter(change.sources));
  if (change.severity !== undefined) setText('severity', change.severity);
  if (change.chips) for (const name of CHIP_FILTERS) setText(name, change.chips[name] ?? '');
  if (change.range) next = writeTimeRange(next, change.range);
  if (change.groupByItem !== undefined) setText('groupBy', change.groupByItem ? 'config' : '');
  if (change.downstream !== undefined) setText('downstream', change.downstream ? '' : 'false');
  if (change.upstream !== undefined) setText('upstream', change.upstream ? 'true' : '');
  const filtered = Object.keys(change).some((key) => !PAGING_KEYS.has(key));
  const table: Parameters<typeof writeTableUrlState>[1] = {};
  if (change.sortBy !== undefined || change.sortOrder !== undefined) {
    const sortBy = change.sortBy ?? 'created_at';
    const sortOrder = change.sortOrder ?? 'desc';
    const isDefault = sortBy === 'created_at' && sortOrder === 'desc';
    table.sortBy = isDefault ? undefined : sortBy;
    table.sortOrder = isDefault ? undefined : sortOrder;
  }
  if (change.pageSize !== undefined) table.pageSize = change.pageSize;
  if (change.pageIndex !== undefined || filtered) table.pageIndex = filtered ? 0 : change.pageIndex;
  return writeTableUrlState(next, table);
}

export type ChangesRequest = ChangesSearchRequest;

/** A tri-state filter as a match expression (`a,!b`), the form the server's list filters read. */
export function matchExpressionOf(filter: TristateFilter): string {
  return Object.entries(filter)
    .map(([item, mode]) => (mode === 1 ? item : `!${item}`))
    .join(',');
}

/** Tag items (`key:value`) as the label selector the server reads (`key=value,key!=other`). */
export function tagSelectorOf(filter: TristateFilter): string {
  return Object.entries(filter)
    .flatMap(([item, mode]) => {
      const at = item.indexOf(':');
      if (at <= 0) return [];
      return [`${item.slice(0, at)}${mode === 1 ? '=' : '!='}${item.slice(at + 1)}`];
    })
    .join(',');
}

/** The item tab's toggles as the request's recursive mode (reference §1.3). */
export function recursiveOf(state: Pick<ChangesUrlState, 'downstream' | 'upstream'>): ChangeRecursiveMode {
  if (state.downstream && state.upstream) return 'all';
  if (state.downstream) return 'downstream';
  if (state.upstream) return 'upstream';
  return 'none';
}

/** The feed's request for its state; `configId` narrows it to one item and its relatives. */
export function changesRequestOf(
  state: ChangesUrlState,
  options: { configId?: string; now?: Date; timeZone?: string } = {},
): ChangesRequest {
  const request: ChangesRequest = {
    ...requestWindow(state.range, options),
    page: state.pageIndex + 1,
    page_size: state.pageSize,
    sort_by: `${state.sortOrder === 'desc' ? '-' : ''}${state.sortBy}`,
  };
  if (options.configId) {
    request.id = options.configId;
    request.recursive = recursiveOf(state);
    request.depth = RECURSIVE_DEPTH;
  } else if (state.chips.id && UUID.test(state.chips.id)) {
    // The server reads `id` as an item; other text in a link's `id` is no item to ask for.
    request.id = state.chips.id;
  }
  const configTypes = matchExpressionOf(state.configTypes);
  if (configTypes) request.config_type = configTypes;
  const changeTypes = matchExpressionOf(state.changeTypes);
  if (changeTypes) request.type = changeTypes;
  if (state.severity) request.severity = state.severity;
  const tags = tagSelectorOf(state.tags);
  if (tags) request.tags = tags;
  const sources = matchExpressionOf(state.sources);
  if (sources) request.source = sources;
  if (state.chips.summary) request.summary = state.chips.summary;
  // Upstream sends both chips as `created_by`: a UUID matches the person, other text the external name.
  const createdBy = state.chips.created_by ?? state.chips.external_created_by;
  if (createdBy) request.created_by = createdBy;
  return request;
}

/** Whether every noisy source is hidden (the "Hide noise" switch is on). */
export function hidesNoise(sources: TristateFilter): boolean {
  return NOISY_SOURCES.every((source) => sources[source] === -1);
}

/** The sources filter with the noisy sources hidden or shown again; other choices stay. */
export function withNoise(sources: TristateFilter, hide: boolean): TristateFilter {
  const next: TristateFilter = { ...sources };
  for (const source of NOISY_SOURCES) {
    if (hide) next[source] = -1;
    else if (next[source] === -1) delete next[source];
  }
  return next;
}

export { DEFAULT_CHANGES_RANGE };
