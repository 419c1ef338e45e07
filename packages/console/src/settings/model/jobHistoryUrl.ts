import type { JobHistoryParams } from '@mission-control/api';
import { decodeTableUrlState, type SortOrder } from '@mission-control/ui/table';
import { resolveTimeRange, type TimeRange } from '@mission-control/ui/time';
import { decodeTimeRange, writeTimeRange } from '../../catalog/changes/model/timeRangeUrl';

/** Job history constants (operations §2.7, §9), word for word. */
export const JOB_HISTORY_PAGE_SIZE = 150;
export const JOB_HISTORY_DEFAULT_STATUS = 'SUCCESS:-1';
export const JOB_HISTORY_DEFAULT_RANGE: TimeRange = { type: 'relative', from: 'now-2d', to: 'now' };
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
/** URL keys of the filters; a change to any of them starts again at the first page and default size. */
export const JOB_FILTER_KEYS = ['name', 'resourceType', 'status', 'duration'] as const;
export type JobFilterKey = (typeof JOB_FILTER_KEYS)[number];

export interface JobHistoryUrlState {
  name: string;
  resourceType: string;
  /** The tri-state status filter, `SUCCESS:-1` unless the URL says otherwise (`status=` is "any status"). */
  status: string;
  duration: string;
  /** The time range in the URL codec's parameters (`range=now-2d`, `rangeType=mapped&range=yesterday`...). */
  range: TimeRange;
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

/**
 * The window of a range as instants at `now` (in UTC, as the server reads them): an unresolvable range is the
 * default two days; a relative range ending now has no end, so jobs still running are not cut off.
 */
export function rangeWindow(range: TimeRange, now: Date): { from: string; to?: string } {
  const resolved =
    resolveTimeRange(range, { now, timeZone: 'UTC' }) ??
    resolveTimeRange(JOB_HISTORY_DEFAULT_RANGE, { now, timeZone: 'UTC' })!;
  const open = range.type === 'relative' && range.to === 'now';
  return { from: resolved.from.toISOString(), ...(resolved.to && !open ? { to: resolved.to.toISOString() } : {}) };
}

/** `defaultPageSize`: the size without `pageSize` in the URL (the one remembered for the table). */
export function decodeJobHistoryUrl(
  params: URLSearchParams,
  defaultPageSize: number = JOB_HISTORY_PAGE_SIZE,
): JobHistoryUrlState {
  const table = decodeTableUrlState(params, { defaultPageSize });
  return {
    name: params.get('name') ?? '',
    resourceType: params.get('resourceType') ?? '',
    status: params.has('status') ? (params.get('status') ?? '') : JOB_HISTORY_DEFAULT_STATUS,
    duration: params.get('duration') ?? '',
    range: decodeTimeRange(params, JOB_HISTORY_DEFAULT_RANGE),
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
  };
  return { [key]: value === defaults[key] ? null : value, pageIndex: null, pageSize: null };
}

/** The URL after a new time range: written by the shared codec, and back to the first page like any filter. */
export function rangeUpdate(previous: URLSearchParams, range: TimeRange): URLSearchParams {
  const next = writeTimeRange(previous, range, JOB_HISTORY_DEFAULT_RANGE);
  next.delete('pageIndex');
  next.delete('pageSize');
  return next;
}

/** The server query of a URL state. */
export function jobHistoryParams(state: JobHistoryUrlState, now: Date): JobHistoryParams {
  const duration = durationMillis(state.duration);
  return {
    ...(state.name ? { name: `${state.name}:1` } : {}),
    ...(state.resourceType ? { resourceType: `${state.resourceType}:1` } : {}),
    ...(state.status ? { status: state.status } : {}),
    ...(duration !== undefined ? { durationMillis: duration } : {}),
    ...rangeWindow(state.range, now),
    pageIndex: state.pageIndex,
    pageSize: state.pageSize,
    ...(state.sortBy ? { sortBy: state.sortBy, sortDesc: state.sortOrder === 'desc' } : {}),
  };
}
