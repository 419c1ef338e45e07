/** Check status history filters and check display rules (spec: operations §3.1, §5, §9). */

export const DURATION_FILTER_ERROR = 'duration is allowed only in milli seconds & seconds';

export const DURATION_FILTER_OPTIONS = [
  { label: 'All', value: '' },
  { label: '100ms', value: '100ms' },
  { label: '500ms', value: '500ms' },
  { label: '1s', value: '1s' },
  { label: '5s', value: '5s' },
  { label: '10s', value: '10s' },
  { label: '30s', value: '30s' },
] as const;

/** Healthy is sent as 1 and Unhealthy as 0; All sends nothing. */
export const STATUS_FILTER_OPTIONS = [
  { label: 'All', value: '' },
  { label: 'Healthy', value: '1' },
  { label: 'Unhealthy', value: '0' },
] as const;

// The range list lives in @mission-control/core beside the date math that resolves it.
export { CHECK_TIME_RANGES, DEFAULT_CHECK_TIME_RANGE } from '@mission-control/core';

export const STATUS_HISTORY_PAGE_SIZE = 50;
export const GRAPH_FETCH_COUNT = 300;

export type DurationFilterResult = { ok: true; ms: number | undefined } | { ok: false; error: string };

/**
 * A custom duration filter: a number with an `ms` or `s` suffix; seconds become milliseconds.
 * Empty (All) means no filter.
 */
export function parseDurationFilter(text: string | null | undefined): DurationFilterResult {
  const value = (text ?? '').trim();
  if (value === '') return { ok: true, ms: undefined };
  const match = /^(\d+(?:\.\d+)?)\s*(ms|s)$/.exec(value);
  if (!match?.[1]) return { ok: false, error: DURATION_FILTER_ERROR };
  const ms = match[2] === 's' ? Number(match[1]) * 1000 : Number(match[1]);
  if (!Number.isFinite(ms)) return { ok: false, error: DURATION_FILTER_ERROR };
  return { ok: true, ms: Math.round(ms) };
}

export { checkDisplayName } from '@mission-control/core';
