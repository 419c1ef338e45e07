// The one table of time units. Date math, Go-style durations, range shorthands
// (`1mo`) and refresh rates all read their milliseconds from here.

export const SECOND_MS = 1000;
export const MINUTE_MS = 60 * SECOND_MS;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;
export const WEEK_MS = 7 * DAY_MS;
/** A month as a fixed length (30 days), for windows that need no calendar. Date math moves the calendar instead. */
export const MONTH_MS = 30 * DAY_MS;
/** A year as a fixed length (365 days), for windows that need no calendar. */
export const YEAR_MS = 365 * DAY_MS;

/**
 * Milliseconds per unit symbol. `m` is minutes, `M` and `mo` months, `y` years;
 * `ns`, `us` and `µs` appear in Go durations.
 */
export const UNIT_MS = {
  ns: 1e-6,
  us: 1e-3,
  µs: 1e-3,
  ms: 1,
  s: SECOND_MS,
  m: MINUTE_MS,
  h: HOUR_MS,
  d: DAY_MS,
  w: WEEK_MS,
  M: MONTH_MS,
  mo: MONTH_MS,
  y: YEAR_MS,
} as const satisfies Record<string, number>;

export type TimeUnit = keyof typeof UNIT_MS;

/** Units that add a fixed number of milliseconds in every calendar (no day, month or year lengths). */
export function fixedUnitMs(unit: string): number | undefined {
  return unit === 'ms' || unit === 's' || unit === 'm' || unit === 'h' ? UNIT_MS[unit] : undefined;
}
