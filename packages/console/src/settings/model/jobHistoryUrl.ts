import type { JobHistoryParams } from '@mission-control/api';
import { decodeTableUrlState, type SortOrder } from '@mission-control/ui/table';
import { CHECK_TIME_RANGES, type CheckDetailRangeValue } from '@mission-control/ui/time';

/** Job history constants (operations §2.7, §9), word for word. */
export const JOB_HISTORY_PAGE_SIZE = 150;
export const JOB_HISTORY_DEFAULT_STATUS = 'SUCCESS:-1';
export const JOB_HISTORY_DEFAULT_RANGE = 'now-2d';
export const JOB_DURATION_OPTIONS = ['15s', '30s', '60s', '2m', '3m', '5m', '10m', '15m'] as const;
export const JOB_RESOURCE_TYPES = [
  { id: 'canary', label: 'Canary' },
  { id: 'topology', label: 'Topology' },
  { id: 'config_scraper', label: 'Catalog Scraper' },
] as const;
export const JOB_STATUS_OPTIONS = [
  { id: 'RUNNING', label: 'Running' },
  { id: 'SUCCESS', label: 'Success' },
  { id: 'WARNING', label: 'Warning' },
  { id: 'FAILED', label: 'Failed' },
] as const;
/**
 * Relative ranges offered, as `now-{range}`: operations §9's list, which is the
 * check-detail list up to a year (job history is not kept longer).
 */
export const JOB_RANGES: readonly CheckDetailRangeValue[] = CHECK_TIME_RANGES.slice(
  0,
  CHECK_TIME_RANGES.indexOf('1y') + 1,
);

/** URL keys of the filters; a change to any of them starts again at the first page and default size. */
export const JOB_FILTER_KEYS = ['name', 'resourceType', 'status', 'duration', 'range'] as const;
export type JobFilterKey = (typeof JOB_FILTER_KEYS)[number];

export interface JobHistoryUrlState {
  name: string;
  resourceType: string;
  /** The tri-state status filter, `SUCCESS:-1` unless the URL says otherwise (`status=` is "any status"). */
  status: string;
  duration: string;
  range: string;
  pageIndex: number;
  pageSize: number;
  sortBy?: string;
  sortOrder?: SortOrder;
}

const UNIT_MS: Record<string, number> = { s: 1000, m: 60_000 };

/** `15s`/`2m` → milliseconds; anything else → undefined. */
export function durationMillis(text: string): number | undefined {
  const match = /^(\d{1,4})(s|m)$/.exec(text);
  return match ? Number(match[1]) * UNIT_MS[match[2]!]! : undefined;
}

const RANGE_UNIT_MS: Record<string, number> = {
  m: 60_000,
  h: 3_600_000,
  d: 86_400_000,
  w: 7 * 86_400_000,
  mo: 30 * 86_400_000,
  y: 365 * 86_400_000,
};

/** `now-2d` → the start instant; an unknown range falls back to the default two days. */
export function rangeStart(range: string, now: Date): Date {
  const match =
    /^now-(\d{1,4})(mo|m|h|d|w|y)$/.exec(range) ?? /^now-(\d{1,4})(mo|m|h|d|w|y)$/.exec(JOB_HISTORY_DEFAULT_RANGE)!;
  return new Date(now.getTime() - Number(match[1]) * RANGE_UNIT_MS[match[2]!]!);
}

export function decodeJobHistoryUrl(params: URLSearchParams): JobHistoryUrlState {
  const table = decodeTableUrlState(params, { defaultPageSize: JOB_HISTORY_PAGE_SIZE });
  return {
    name: params.get('name') ?? '',
    resourceType: params.get('resourceType') ?? '',
    status: params.has('status') ? (params.get('status') ?? '') : JOB_HISTORY_DEFAULT_STATUS,
    duration: params.get('duration') ?? '',
    range: params.get('range') ?? JOB_HISTORY_DEFAULT_RANGE,
    pageIndex: table.pageIndex,
    pageSize: table.pageSize,
    ...(table.sortBy ? { sortBy: table.sortBy, sortOrder: table.sortOrder ?? 'asc' } : {}),
  };
}

/**
 * The URL update for one filter change: the filter is written (removed when
 * it equals its default) and pageIndex/pageSize are reset (operations §2.7).
 */
export function filterUpdate(key: JobFilterKey, value: string): Record<string, string | null> {
  const defaults: Record<JobFilterKey, string> = {
    name: '',
    resourceType: '',
    status: JOB_HISTORY_DEFAULT_STATUS,
    duration: '',
    range: JOB_HISTORY_DEFAULT_RANGE,
  };
  return { [key]: value === defaults[key] ? null : value, pageIndex: null, pageSize: null };
}

/** The server query of a URL state. */
export function jobHistoryParams(state: JobHistoryUrlState, now: Date): JobHistoryParams {
  const duration = durationMillis(state.duration);
  return {
    ...(state.name ? { name: `${state.name}:1` } : {}),
    ...(state.resourceType ? { resourceType: `${state.resourceType}:1` } : {}),
    ...(state.status ? { status: state.status } : {}),
    ...(duration !== undefined ? { durationMillis: duration } : {}),
    from: rangeStart(state.range, now).toISOString(),
    pageIndex: state.pageIndex,
    pageSize: state.pageSize,
    ...(state.sortBy ? { sortBy: state.sortBy, sortDesc: state.sortOrder === 'desc' } : {}),
  };
}
