/** Pure time and number rules of the health screens (operations §4, §5, §9). No React. */

import {
  CHECK_TIME_RANGES,
  DEFAULT_CHECK_TIME_RANGE,
  DURATION_FILTER_ERROR,
  DURATION_FILTER_OPTIONS as API_DURATION_FILTER_OPTIONS,
  UNIT_MS,
  parseDurationFilter as parseApiDurationFilter,
} from '@mission-control/api';
import { formatLatency as formatUiLatency } from '@mission-control/ui';
import { parseDateMath, relativeRangeFromDuration } from '@mission-control/ui/time';

// One unit table (core, through api): months and years are fixed lengths
// there, which is all history and graph windows need.
const HOUR = UNIT_MS.h;
const DAY = UNIT_MS.d;
const WEEK = UNIT_MS.w;
const MONTH = UNIT_MS.mo;
const YEAR = UNIT_MS.y;

// Check-detail time range choices (operations §9) are api's `CHECK_TIME_RANGES`, one name in every layer.
export type TimeRangeKey = (typeof CHECK_TIME_RANGES)[number];

export function isTimeRangeKey(value: unknown): value is TimeRangeKey {
  return typeof value === 'string' && (CHECK_TIME_RANGES as readonly string[]).includes(value);
}

/**
 * The one conversion of a range key (core's): the date math of its start, `1mo` → `now-1M`, `1w` → `now-1w`.
 * The graph sends it as is (the server reads date math; a raw `1mo` is no Go duration), the status history
 * resolves the same text with `rangeStartTime`, so both show the same window.
 */
export function rangeStartMath(key: TimeRangeKey): string {
  const range = relativeRangeFromDuration(key);
  // Every key of CHECK_TIME_RANGES converts; the guard keeps a bad key from becoming an unbounded range.
  if (!range) throw new Error(`Unknown time range: ${key}`);
  return range.from;
}

/** The start of a range key as an instant, read in UTC as the server reads the graph's date math. */
export function rangeStartTime(key: TimeRangeKey, now: Date): string {
  const at = parseDateMath(rangeStartMath(key), { now, timeZone: 'UTC' });
  if (!at) throw new Error(`Unknown time range: ${key}`);
  return at.toISOString();
}

/** `'2mo'` → milliseconds; null for anything else. */
export function durationToMs(text: string): number | null {
  const match = /^(\d{1,6})(ms|mo|s|m|h|d|w|y)$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * UNIT_MS[match[2] as keyof typeof UNIT_MS];
}

/**
 * The range the check detail opens with, from how long ago the check last ran.
 * The spec gives the ladder but not the thresholds; each step is the smallest
 * range that still contains the last run.
 */
const LADDER: ReadonlyArray<[maxAgeMs: number, range: TimeRangeKey]> = [
  [HOUR, '1h'],
  [3 * HOUR, '3h'],
  [6 * HOUR, '6h'],
  [12 * HOUR, '12h'],
  [DAY, '1d'],
  [2 * DAY, '2d'],
  [3 * DAY, '3d'],
  [WEEK, '1w'],
  [2 * WEEK, '2w'],
  [3 * WEEK, '3w'],
  [MONTH, '1mo'],
  [2 * MONTH, '2mo'],
  [3 * MONTH, '3mo'],
  [6 * MONTH, '6mo'],
  [YEAR, '1y'],
  [2 * YEAR, '2y'],
  [3 * YEAR, '3y'],
];

export function defaultTimeRangeFor(lastRuntime: string | null | undefined, now: number): TimeRangeKey {
  const at = lastRuntime ? Date.parse(lastRuntime) : NaN;
  if (!Number.isFinite(at)) return DEFAULT_CHECK_TIME_RANGE;
  const age = Math.max(0, now - at);
  for (const [maxAge, range] of LADDER) if (age < maxAge) return range;
  return '5y';
}

/** Over an hour (at least 3,600,001 ms) and at most 7 days ago (operations §2.1). */
export function showLastRunIndicator(lastRuntime: string | null | undefined, now: number): boolean {
  const at = lastRuntime ? Date.parse(lastRuntime) : NaN;
  if (!Number.isFinite(at)) return false;
  const age = now - at;
  return age >= HOUR + 1 && age <= WEEK;
}

/**
 * Below 1 s in ms, below 1 min in s, below 1 h in m, otherwise h (operations §9): the ui rule.
 * The health tables show '-' where ui gives an empty string for a missing value.
 */
export function formatLatency(ms: number | null | undefined): string {
  return formatUiLatency(ms) || '-';
}

export interface UptimeCounts {
  passed: number;
  failed: number;
}

/** Percentage of passed runs; '-' when nothing ran. 1 decimal in tables, 2 in the tile. */
export function formatUptime(uptime: UptimeCounts | null | undefined, decimals: 1 | 2 = 1): string {
  const percent = uptimePercent(uptime);
  return percent == null ? '-' : `${percent.toFixed(decimals)}%`;
}

export function uptimePercent(uptime: UptimeCounts | null | undefined): number | null {
  if (!uptime) return null;
  const total = uptime.passed + uptime.failed;
  return total > 0 ? (uptime.passed / total) * 100 : null;
}

/** The history filter choices by label; 'All' stands for no filter. */
export const DURATION_FILTER_OPTIONS: readonly string[] = API_DURATION_FILTER_OPTIONS.map((option) => option.label);
export { DURATION_FILTER_ERROR };

export type DurationFilter = { ok: true; ms: number | null } | { ok: false; error: string };

/** The api's rule (`Nms` or `Ns`), with 'All' and empty meaning no filter (null). */
export function parseDurationFilter(text: string | null | undefined): DurationFilter {
  const value = (text ?? '').trim();
  const parsed = parseApiDurationFilter(value === 'All' ? '' : value);
  return parsed.ok ? { ok: true, ms: parsed.ms ?? null } : parsed;
}

/** Refresh-rate setting: 'None' or `N` with a unit of s, m, h, d, w (operations §4). */
export const REFRESH_RATE_OPTIONS = ['None', '15s', '30s', '1m', '5m', '15m', '30m', '1h', '1d', '1w'] as const;

export function refreshRateToMs(value: string | null | undefined): number | null {
  if (!value || value === 'None') return null;
  const match = /^(\d{1,4})([smhdw])$/.exec(value.trim());
  if (!match || Number(match[1]) === 0) return null;
  return Number(match[1]) * UNIT_MS[match[2] as keyof typeof UNIT_MS];
}
