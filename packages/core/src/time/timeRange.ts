import { parseDateMath, type DateMathOptions } from './dateMath';

/** The `to` of a relative range that has no end (future ranges only). */
export const INDEFINITELY = 'indefinitely';

/** Fixed instants, as ISO 8601 strings so a range survives JSON and URLs. */
export interface AbsoluteTimeRange {
  type: 'absolute';
  from: string;
  to: string;
}

/** Date-math expressions evaluated when resolved: `{ from: 'now-1h', to: 'now' }`. */
export interface RelativeTimeRange {
  type: 'relative';
  from: string;
  /** A date-math expression, or {@link INDEFINITELY} for an open end. */
  to: string;
}

/** A named quick range such as "Yesterday" that resolves to the real calendar interval. */
export interface MappedTimeRange {
  type: 'mapped';
  range: QuickRangeId;
}

export type TimeRange = AbsoluteTimeRange | RelativeTimeRange | MappedTimeRange;

export interface ResolvedTimeRange {
  from: Date;
  /** null only for a relative range that runs {@link INDEFINITELY}. */
  to: Date | null;
}

export type ResolveTimeRangeOptions = Pick<DateMathOptions, 'now' | 'timeZone' | 'weekStartsOn'>;

export const quickRangeIds = [
  'yesterday',
  'dayBeforeYesterday',
  'thisDayLastWeek',
  'previousWeek',
  'previousMonth',
  'previousYear',
  'today',
  'todaySoFar',
  'thisWeek',
  'thisWeekSoFar',
  'thisMonth',
  'thisMonthSoFar',
  'thisYear',
  'thisYearSoFar',
] as const;

export type QuickRangeId = (typeof quickRangeIds)[number];

export interface QuickRange {
  id: QuickRangeId;
  /** Default English label; UI passes it through `t('timeRange.quick.<id>', label)`. */
  label: string;
  from: string;
  to: string;
}

/** Calendar ranges: `from` rounds down and `to` rounds up to whole units in the chosen zone. */
export const quickRanges: readonly QuickRange[] = [
  { id: 'yesterday', label: 'Yesterday', from: 'now-1d/d', to: 'now-1d/d' },
  { id: 'dayBeforeYesterday', label: 'Day before yesterday', from: 'now-2d/d', to: 'now-2d/d' },
  { id: 'thisDayLastWeek', label: 'This day last week', from: 'now-7d/d', to: 'now-7d/d' },
  { id: 'previousWeek', label: 'Previous week', from: 'now-1w/w', to: 'now-1w/w' },
  { id: 'previousMonth', label: 'Previous month', from: 'now-1M/M', to: 'now-1M/M' },
  { id: 'previousYear', label: 'Previous year', from: 'now-1y/y', to: 'now-1y/y' },
  { id: 'today', label: 'Today', from: 'now/d', to: 'now/d' },
  { id: 'todaySoFar', label: 'Today so far', from: 'now/d', to: 'now' },
  { id: 'thisWeek', label: 'This week', from: 'now/w', to: 'now/w' },
  { id: 'thisWeekSoFar', label: 'This week so far', from: 'now/w', to: 'now' },
  { id: 'thisMonth', label: 'This month', from: 'now/M', to: 'now/M' },
  { id: 'thisMonthSoFar', label: 'This month so far', from: 'now/M', to: 'now' },
  { id: 'thisYear', label: 'This year', from: 'now/y', to: 'now/y' },
  { id: 'thisYearSoFar', label: 'This year so far', from: 'now/y', to: 'now' },
];

export interface RelativeRangeOption {
  /** Short key, e.g. `1h`, `6M`, or `indefinitely`. */
  value: string;
  /** Default English label, e.g. "Last 1 hour". */
  label: string;
  range: RelativeTimeRange;
}

const UNIT_WORDS: Record<string, [string, string]> = {
  m: ['minute', 'minutes'],
  h: ['hour', 'hours'],
  d: ['day', 'days'],
  w: ['week', 'weeks'],
  M: ['month', 'months'],
  mo: ['month', 'months'],
  y: ['year', 'years'],
};

function splitDuration(value: string): { amount: number; unit: string } | null {
  const match = /^(\d+)(mo|m|h|d|w|M|y)$/.exec(value);
  return match ? { amount: Number(match[1]), unit: match[2]! } : null;
}

function durationWords(value: string): string {
  const parts = splitDuration(value);
  if (!parts) return value;
  const [one, many] = UNIT_WORDS[parts.unit]!;
  return `${parts.amount} ${parts.amount === 1 ? one : many}`;
}

const RELATIVE_DURATIONS = [
  '5m',
  '15m',
  '30m',
  '1h',
  '3h',
  '6h',
  '12h',
  '24h',
  '2d',
  '7d',
  '30d',
  '90d',
  '6M',
  '1y',
  '2y',
  '5y',
];

export const relativePastOptions: readonly RelativeRangeOption[] = RELATIVE_DURATIONS.map((value) => ({
  value,
  label: `Last ${durationWords(value)}`,
  range: { type: 'relative', from: `now-${value}`, to: 'now' },
}));

export const relativeFutureOptions: readonly RelativeRangeOption[] = [
  ...RELATIVE_DURATIONS.map((value): RelativeRangeOption => ({
    value,
    label: `Next ${durationWords(value)}`,
    range: { type: 'relative', from: 'now', to: `now+${value}` },
  })),
  { value: INDEFINITELY, label: 'Indefinitely', range: { type: 'relative', from: 'now', to: INDEFINITELY } },
];

/** Minutes in each lookback from 15m to 5y (a month is 30 days, a year 365). */
export const lookbackMinutes: Readonly<Record<string, number>> = {
  '15m': 15,
  '30m': 30,
  '1h': 60,
  '3h': 180,
  '6h': 360,
  '12h': 720,
  '24h': 1440,
  '2d': 2880,
  '7d': 10_080,
  '30d': 43_200,
  '90d': 129_600,
  '6M': 259_200,
  '1y': 525_600,
  '2y': 1_051_200,
  '5y': 2_628_000,
};

/** The check-detail time-range choices (operations §9), shortest first (`mo` is months). */
export const CHECK_TIME_RANGES = [
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

export type CheckDetailRangeValue = (typeof CHECK_TIME_RANGES)[number];

/** The range the check detail shows when nothing else picks one. */
export const DEFAULT_CHECK_TIME_RANGE: CheckDetailRangeValue = '1h';

export const checkDetailRangeOptions: readonly RelativeRangeOption[] = CHECK_TIME_RANGES.map((value) => ({
  value,
  label: durationWords(value),
  range: { type: 'relative', from: `now-${value.replace(/mo$/, 'M')}`, to: 'now' },
}));

/** The relative range a shorthand like `1h`, `6M` or `2mo` stands for, or null. */
export function relativeRangeFromDuration(value: string): RelativeTimeRange | null {
  const parts = splitDuration(value);
  if (!parts) return null;
  return { type: 'relative', from: `now-${parts.amount}${parts.unit === 'mo' ? 'M' : parts.unit}`, to: 'now' };
}

const warned = new Set<string>();

// Each distinct bad range is reported once, so a re-rendering widget or a
// polling host does not flood the console. The set is bounded for the same reason.
function warnOnce(message: string, detail: string): void {
  const key = `${message}\u0000${detail}`;
  if (warned.has(key)) return;
  if (warned.size > 200) warned.clear();
  warned.add(key);
  console.warn(message, detail);
}

function isQuickRangeId(value: unknown): value is QuickRangeId {
  return typeof value === 'string' && (quickRangeIds as readonly string[]).includes(value);
}

function describe(value: unknown): string {
  try {
    return JSON.stringify(value)?.slice(0, 200) ?? String(value);
  } catch {
    return String(value);
  }
}

/**
 * Resolves any kind of range to instants in `timeZone`. Returns null (and
 * warns 'Invalid relative time range' or 'Invalid mapped time range') when the
 * range cannot be resolved, including when `from` is after `to`; it never
 * substitutes `now`.
 */
export function resolveTimeRange(range: TimeRange, options: ResolveTimeRangeOptions = {}): ResolvedTimeRange | null {
  const now = options.now ?? Date.now();
  const common = { ...options, now };
  if (range?.type === 'mapped') {
    const quick = isQuickRangeId(range.range) ? quickRanges.find((item) => item.id === range.range) : undefined;
    const from = quick ? parseDateMath(quick.from, common) : null;
    const to = quick ? parseDateMath(quick.to, { ...common, roundUp: true }) : null;
    if (!from || !to) {
      warnOnce('Invalid mapped time range', describe(range));
      return null;
    }
    return { from, to };
  }
  if (range?.type === 'relative' || range?.type === 'absolute') {
    const from = typeof range.from === 'string' ? parseDateMath(range.from, common) : null;
    const openEnded = range.type === 'relative' && range.to === INDEFINITELY;
    const to = openEnded || typeof range.to !== 'string' ? null : parseDateMath(range.to, { ...common, roundUp: true });
    if (from && (openEnded || (to && from.getTime() <= to.getTime()))) return { from, to };
    warnOnce(
      range.type === 'relative' ? 'Invalid relative time range' : 'Invalid absolute time range',
      describe(range),
    );
    return null;
  }
  warnOnce('Invalid relative time range', describe(range));
  return null;
}

/** Why a pair of expressions cannot form a range, or null when it can. */
export type TimeRangeError = 'invalidFrom' | 'invalidTo' | 'fromAfterTo';

/** Validates typed `from` / `to` text the way the picker's form does. */
export function validateTimeRangeInput(
  from: string,
  to: string,
  options: ResolveTimeRangeOptions = {},
): { error: TimeRangeError | null; resolved: ResolvedTimeRange | null } {
  const now = options.now ?? Date.now();
  const fromDate = parseDateMath(from, { ...options, now });
  const toDate = parseDateMath(to, { ...options, now, roundUp: true });
  if (!fromDate) return { error: 'invalidFrom', resolved: null };
  if (!toDate) return { error: 'invalidTo', resolved: null };
  if (fromDate.getTime() > toDate.getTime()) return { error: 'fromAfterTo', resolved: null };
  return { error: null, resolved: { from: fromDate, to: toDate } };
}
