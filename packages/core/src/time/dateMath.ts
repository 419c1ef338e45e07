import { fixedUnitMs } from './units';
import { browserTimeZone, daysFromCivil, zoneClock, type WallClock, type ZoneClock } from './zone';

/** Units of an offset (`now-5m`): milliseconds to years. `m` is minutes, `M` months. */
export type DateMathUnit = 'ms' | 's' | 'm' | 'h' | 'd' | 'w' | 'M' | 'y';
/** Units an expression can be rounded to (`now/d`). */
export type DateMathRoundingUnit = 'h' | 'd' | 'w' | 'M' | 'y';

export interface DateMathOptions {
  /** The instant `now` means. @default the current time */
  now?: Date | number;
  /** Round to the end of the unit (for the `to` side of a range) instead of its start. @default false */
  roundUp?: boolean;
  /** IANA zone whose calendar days, weeks, months and years are used. @default the browser's zone */
  timeZone?: string;
  /** First day of a week for `/w`: 0 Sunday ... 6 Saturday. @default 1 (Monday, ISO 8601) */
  weekStartsOn?: number;
}

/**
 * Longest text the parser looks at. Real expressions are a few dozen
 * characters; anything longer is rejected before any work is done, so pasted
 * or hostile input costs nothing.
 */
export const DATE_MATH_MAX_LENGTH = 256;

/** Longest run of digits in one offset; more could not name a representable date anyway. */
const MAX_AMOUNT_DIGITS = 9;

/** The largest instant a `Date` can hold (±100,000,000 days). */
const MAX_INSTANT = 8.64e15;

const ROUNDING_UNITS = new Set<string>(['h', 'd', 'w', 'M', 'y']);

type Operation = { kind: 'offset'; amount: number; unit: DateMathUnit } | { kind: 'round'; unit: DateMathRoundingUnit };

function readUnit(text: string, index: number): { unit: DateMathUnit; next: number } | null {
  if (text.startsWith('ms', index)) return { unit: 'ms', next: index + 2 };
  const char = text[index];
  if (char === 's' || char === 'm' || char === 'h' || char === 'd' || char === 'w' || char === 'M' || char === 'y') {
    return { unit: char, next: index + 1 };
  }
  return null;
}

/**
 * Reads the part after `now` in one left-to-right pass (linear time, no
 * backtracking). Returns null at the first thing that is not an operation.
 */
function parseOperations(text: string, start: number): Operation[] | null {
  const operations: Operation[] = [];
  let index = start;
  while (index < text.length) {
    const sign = text[index];
    if (sign === '/') {
      const read = readUnit(text, index + 1);
      if (!read || !ROUNDING_UNITS.has(read.unit)) return null;
      operations.push({ kind: 'round', unit: read.unit as DateMathRoundingUnit });
      index = read.next;
      continue;
    }
    if (sign !== '+' && sign !== '-') return null;
    let digitsEnd = index + 1;
    while (digitsEnd < text.length && text.charCodeAt(digitsEnd) >= 48 && text.charCodeAt(digitsEnd) <= 57) {
      digitsEnd += 1;
      if (digitsEnd - index - 1 > MAX_AMOUNT_DIGITS) return null;
    }
    if (digitsEnd === index + 1) return null;
    const read = readUnit(text, digitsEnd);
    if (!read) return null;
    const amount = Number(text.slice(index + 1, digitsEnd));
    operations.push({ kind: 'offset', amount: sign === '-' ? -amount : amount, unit: read.unit });
    index = read.next;
  }
  return operations;
}

const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** `month` is 1-12 (as the parser and `applyOffset` give it). */
function daysInMonth(year: number, month: number): number {
  if (month !== 2) return MONTH_DAYS[month - 1]!;
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
}

/** Parsed operations by expression text: dashboards evaluate the same few expressions over and over. */
const parsed = new Map<string, readonly Operation[] | null>();
const PARSED_CACHE_LIMIT = 512;

function operationsOf(text: string): readonly Operation[] | null {
  let operations = parsed.get(text);
  if (operations === undefined) {
    operations = parseOperations(text, 3);
    if (parsed.size >= PARSED_CACHE_LIMIT) parsed.clear();
    parsed.set(text, operations);
  }
  return operations;
}

function isRepresentable(instant: number): boolean {
  return Number.isFinite(instant) && Math.abs(instant) <= MAX_INSTANT;
}

function applyOffset(instant: number, amount: number, unit: DateMathUnit, zone: ZoneClock): number {
  const fixed = fixedUnitMs(unit);
  if (fixed !== undefined) return instant + amount * fixed;
  // Changed in place and converted back at once, so the shared scratch object serves.
  const wall = zone.toScratchWall(instant);
  if (unit === 'd' || unit === 'w') {
    wall.day += amount * (unit === 'w' ? 7 : 1);
    return zone.toInstant(wall);
  }
  // Months and years keep the day of the month where it exists and otherwise
  // clamp to the month's last day (31 Jan + 1M is 28/29 Feb, not 2/3 Mar).
  const monthIndex = wall.year * 12 + (wall.month - 1) + (unit === 'M' ? amount : amount * 12);
  const year = Math.floor(monthIndex / 12);
  const month = monthIndex - year * 12 + 1;
  wall.day = Math.min(wall.day, daysInMonth(year, month));
  wall.year = year;
  wall.month = month;
  return zone.toInstant(wall);
}

/** Moves `start` (a fresh wall clock) to the start of its unit, in place. */
function startOf(start: WallClock, unit: DateMathRoundingUnit, weekStartsOn: number): WallClock {
  start.minute = 0;
  start.second = 0;
  start.millisecond = 0;
  if (unit === 'h') return start;
  start.hour = 0;
  if (unit === 'd') return start;
  if (unit === 'w') {
    // 1 January 1970 (day 0) was a Thursday.
    const weekday = (((daysFromCivil(start.year, start.month, start.day) + 4) % 7) + 7) % 7;
    start.day -= (weekday - weekStartsOn + 7) % 7;
    return start;
  }
  start.day = 1;
  if (unit === 'M') return start;
  start.month = 1;
  return start;
}

/** Moves `wall` to the start of the next unit, in place. */
function nextUnit(wall: WallClock, unit: DateMathRoundingUnit): WallClock {
  if (unit === 'h') wall.hour += 1;
  else if (unit === 'd') wall.day += 1;
  else if (unit === 'w') wall.day += 7;
  else if (unit === 'M') wall.month += 1;
  else wall.year += 1;
  return wall;
}

function applyRounding(
  instant: number,
  unit: DateMathRoundingUnit,
  roundUp: boolean,
  zone: ZoneClock,
  weekStartsOn: number,
): number {
  const start = startOf(zone.toScratchWall(instant), unit, weekStartsOn);
  // The end of a unit is the last millisecond before the next one starts, so
  // `now/d` rounded up and the next day's `now/d` never overlap.
  return roundUp ? zone.toInstant(nextUnit(start, unit)) - 1 : zone.toInstant(start);
}

const ISO_PATTERN =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?)?(Z|[+-]\d{2}:?\d{2})?$/;

/**
 * An ISO 8601 date or date-time. Without an offset it is a wall time in
 * `timeZone`; with `Z` or `+hh:mm` it is that exact instant. Impossible dates
 * (30 February, hour 24) are rejected rather than rolled over.
 */
function parseIsoDate(text: string, zone: ZoneClock): number | null {
  const match = ISO_PATTERN.exec(text);
  if (!match) return null;
  const [, y, mo, d, h = '0', mi = '0', s = '0', fraction = '0', offset] = match;
  const wall: WallClock = {
    year: Number(y),
    month: Number(mo),
    day: Number(d),
    hour: Number(h),
    minute: Number(mi),
    second: Number(s),
    millisecond: Math.floor(Number(`0.${fraction}`) * 1000),
  };
  if (wall.month < 1 || wall.month > 12 || wall.day < 1 || wall.day > daysInMonth(wall.year, wall.month)) return null;
  if (wall.hour > 23 || wall.minute > 59 || wall.second > 59) return null;
  if (offset === undefined) return zone.toInstant(wall);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second, wall.millisecond);
  if (offset === 'Z') return asUtc;
  const digits = offset.replace(':', '');
  const hours = Number(digits.slice(1, 3));
  const minutes = Number(digits.slice(3, 5));
  if (hours > 23 || minutes > 59) return null;
  const sign = offset.startsWith('-') ? -1 : 1;
  return asUtc - sign * (hours * 60 + minutes) * 60_000;
}

/** The runtime zone's clock, and the named zone used last: most callers use one zone throughout. */
let runtimeClock: ZoneClock | null | undefined;
let lastZoneName: string | undefined;
let lastZone: ZoneClock | null = null;

function evaluate(expression: string, options: DateMathOptions): number | null {
  const name = options.timeZone;
  // The length test keeps a lower-cased copy of every zone name off the hot path.
  const isBrowser = name === undefined || name === '' || (name.length === 7 && name.toLowerCase() === 'browser');
  let zone: ZoneClock | null;
  if (isBrowser) zone = runtimeClock ??= zoneClock(browserTimeZone());
  else if (name === lastZoneName) zone = lastZone;
  else {
    zone = zoneClock(name);
    lastZoneName = name;
    lastZone = zone;
  }
  if (zone === null) return null;
  const text = expression.trim();
  if (!text.startsWith('now')) return parseIsoDate(text, zone);
  const operations = operationsOf(text);
  if (!operations) return null;
  const nowOption = options.now ?? Date.now();
  let instant = typeof nowOption === 'number' ? nowOption : nowOption.getTime();
  const weekStartsOn = Number.isInteger(options.weekStartsOn) ? ((options.weekStartsOn! % 7) + 7) % 7 : 1;
  for (const operation of operations) {
    if (!isRepresentable(instant)) return null;
    instant =
      operation.kind === 'offset'
        ? applyOffset(instant, operation.amount, operation.unit, zone)
        : applyRounding(instant, operation.unit, options.roundUp ?? false, zone, weekStartsOn);
  }
  return isRepresentable(instant) ? instant : null;
}

/**
 * Evaluates `now`, `now-1d-2h`, `now/d`, `now-1M/M` (units ms, s, m, h, d, w,
 * M, y; rounding to h, d, w, M, y) or an ISO 8601 date in a time zone.
 *
 * Returns null for anything else (`now-5`, `now-`, `now/2d`, `now-1.5h`, an
 * unknown zone, a date out of range). It never throws, runs in time linear in
 * the input (capped at {@link DATE_MATH_MAX_LENGTH}), and never falls back to `now`.
 */
export function parseDateMath(expression: string, options: DateMathOptions = {}): Date | null {
  if (typeof expression !== 'string' || expression.length > DATE_MATH_MAX_LENGTH) return null;
  try {
    const instant = evaluate(expression, options);
    return instant === null || !isRepresentable(instant) ? null : new Date(instant);
  } catch {
    // Intl rejects instants at the very edge of the Date range; that is an
    // invalid expression to the caller, not a crash.
    return null;
  }
}

/** True when `expression` is relative to `now` (as opposed to an ISO date). */
export function isRelativeExpression(expression: string): boolean {
  return typeof expression === 'string' && expression.trim().startsWith('now');
}
