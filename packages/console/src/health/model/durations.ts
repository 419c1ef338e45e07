/** Pure time and number rules of the health screens (operations §4, §5, §9). No React. */

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;
// Months and years are calendar-free here: they only pick a window for history and graphs.
const MONTH = 30 * DAY;
const YEAR = 365 * DAY;

const UNIT_MS: Readonly<Record<string, number>> = {
  ms: 1,
  s: SECOND,
  m: MINUTE,
  h: HOUR,
  d: DAY,
  w: WEEK,
  mo: MONTH,
  y: YEAR,
};

/** Check-detail time range choices (operations §9), shortest first. */
export const TIME_RANGE_OPTIONS = [
  '15m',
  '1h',
  '2h',
  '3h',
  '6h',
  '12h',
  '1d',
  '2d',
  '3d',
  '1w',
  '2w',
  '3w',
  '1mo',
  '2mo',
  '3mo',
  '6mo',
  '1y',
  '2y',
  '3y',
  '5y',
] as const;
export type TimeRangeKey = (typeof TIME_RANGE_OPTIONS)[number];
export const DEFAULT_TIME_RANGE: TimeRangeKey = '1h';

export function isTimeRangeKey(value: unknown): value is TimeRangeKey {
  return typeof value === 'string' && (TIME_RANGE_OPTIONS as readonly string[]).includes(value);
}

/** `'2mo'` → milliseconds; null for anything else. */
export function durationToMs(text: string): number | null {
  const match = /^(\d{1,6})(ms|mo|s|m|h|d|w|y)$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * UNIT_MS[match[2]!]!;
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
  if (!Number.isFinite(at)) return DEFAULT_TIME_RANGE;
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

/** Below 1 s in ms, below 1 min in s, below 1 h in m, otherwise h (operations §9). */
export function formatLatency(ms: number | null | undefined): string {
  if (ms == null || !Number.isFinite(ms) || ms < 0) return '-';
  const trim = (n: number) => n.toFixed(1).replace(/\.0$/, '');
  if (ms < SECOND) return `${Math.round(ms)}ms`;
  if (ms < MINUTE) return `${trim(ms / SECOND)}s`;
  if (ms < HOUR) return `${trim(ms / MINUTE)}m`;
  return `${trim(ms / HOUR)}h`;
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

export const DURATION_FILTER_OPTIONS = ['All', '100ms', '500ms', '1s', '5s', '10s', '30s'] as const;
export const DURATION_FILTER_ERROR = 'duration is allowed only in milli seconds & seconds';

export type DurationFilter = { ok: true; ms: number | null } | { ok: false; error: string };

/** 'All' or empty → no filter; `Nms` or `Ns` → milliseconds; anything else is the spec's error. */
export function parseDurationFilter(text: string | null | undefined): DurationFilter {
  const value = (text ?? '').trim();
  if (value === '' || value === 'All') return { ok: true, ms: null };
  const match = /^(\d+(?:\.\d+)?)(ms|s)$/.exec(value);
  if (!match) return { ok: false, error: DURATION_FILTER_ERROR };
  const n = Number(match[1]);
  return { ok: true, ms: Math.round(match[2] === 's' ? n * SECOND : n) };
}

/** Refresh-rate setting: 'None' or `N` with a unit of s, m, h, d, w (operations §4). */
export const REFRESH_RATE_OPTIONS = ['None', '15s', '30s', '1m', '5m', '15m', '30m', '1h', '1d', '1w'] as const;

export function refreshRateToMs(value: string | null | undefined): number | null {
  if (!value || value === 'None') return null;
  const match = /^(\d{1,4})([smhdw])$/.exec(value.trim());
  if (!match || Number(match[1]) === 0) return null;
  return Number(match[1]) * UNIT_MS[match[2]!]!;
}
