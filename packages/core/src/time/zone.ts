// Wall-clock <-> instant conversion in an IANA time zone, on Intl only. Date
// math needs calendar arithmetic ("minus one day", "start of the month") done
// on the wall clock of the chosen zone, then turned back into an instant, so
// that a day across a DST change is 23 or 25 hours long, as a user expects.
//
// Speed: `formatToParts` costs microseconds, and one date-math expression may
// need a handful of offsets. So each zone keeps its formatter and a small cache
// of offsets by hour (and by whole second inside an hour with a change, as
// zones only change offset on whole seconds), UTC needs no Intl at all, and
// the runtime's zone name is read once.

/** The wall-clock fields of an instant in a zone. `month` is 1-12. */
export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  millisecond: number;
}

interface Zone {
  formatter: Intl.DateTimeFormat | null;
  /** Offset in ms by `Math.floor(instant / 1000)`, for hours with a change inside. Bounded: cleared when full. */
  offsets: Map<number, number>;
  /**
   * Offset in ms by `Math.floor(instant / 3_600_000)` for hours whose first and
   * last second have the same offset, or `NaN` for an hour with a change in it
   * (read per second then). Bounded: cleared when full.
   */
  hours: Map<number, number>;
  /** The hour read last and its offset: a dashboard asks about the same hour many times in a row. */
  lastHour: number;
  lastOffset: number;
  /** By UTC day: the offset of that day and the days either side when constant, else `NaN`. Bounded. */
  windows: Map<number, number>;
  lastWindowDay: number;
  lastWindowOffset: number;
}

const OFFSET_CACHE_LIMIT = 4096;
const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;
const FIXED_UTC = new Set(['UTC', 'Etc/UTC', 'GMT', 'Etc/GMT', 'Etc/Universal', 'Etc/Zulu', 'Universal', 'Zulu']);
const zones = new Map<string, Zone>();
let runtimeZone: string | undefined;

/** The zone the browser (or Node) runs in. */
export function browserTimeZone(): string {
  runtimeZone ??= Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  return runtimeZone;
}

/**
 * `undefined` and `'browser'` mean the runtime's zone. Returns null for a name
 * Intl does not know, so callers can report it instead of guessing.
 */
export function normaliseTimeZone(timeZone: string | undefined): string | null {
  if (timeZone === undefined || timeZone === '' || timeZone.toLowerCase() === 'browser') return browserTimeZone();
  return zoneFor(timeZone) ? timeZone : null;
}

function newZone(formatter: Intl.DateTimeFormat | null): Zone {
  return {
    formatter,
    offsets: new Map(),
    hours: new Map(),
    lastHour: NaN,
    lastOffset: 0,
    windows: new Map(),
    lastWindowDay: NaN,
    lastWindowOffset: 0,
  };
}

function zoneFor(timeZone: string): Zone | null {
  const cached = zones.get(timeZone);
  if (cached) return cached;
  if (FIXED_UTC.has(timeZone)) {
    const zone = newZone(null);
    zones.set(timeZone, zone);
    return zone;
  }
  let formatter: Intl.DateTimeFormat;
  try {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      era: 'short',
    });
  } catch {
    return null;
  }
  // Only valid names are cached, so a stream of bad names cannot grow the map.
  const zone = newZone(formatter);
  zones.set(timeZone, zone);
  return zone;
}

function requireZone(timeZone: string): Zone {
  const zone = zoneFor(timeZone);
  if (!zone) throw new RangeError(`Unknown time zone ${timeZone}`);
  return zone;
}

// Calendar arithmetic on plain numbers (days from civil and back, after
// Howard Hinnant's algorithms): several times faster than a `Date` per step,
// and fields may overflow (month 13, day 0) as with `Date.UTC`.
export function daysFromCivil(year: number, month: number, day: number): number {
  const monthIndex = month - 1;
  const y = year + Math.floor(monthIndex / 12);
  const m = (((monthIndex % 12) + 12) % 12) + 1;
  const shifted = m <= 2 ? y - 1 : y;
  const era = Math.floor(shifted / 400);
  const yearOfEra = shifted - era * 400;
  const dayOfYear = Math.floor((153 * (m + (m > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146_097 + dayOfEra - 719_468;
}

function wallAsUtc(wall: WallClock): number {
  return (
    daysFromCivil(wall.year, wall.month, wall.day) * 86_400_000 +
    wall.hour * 3_600_000 +
    wall.minute * 60_000 +
    wall.second * 1000 +
    wall.millisecond
  );
}

/** The civil date of the day converted last: instants in a row nearly always fall on the same day. */
let lastDays = NaN;
let lastYear = 1970;
let lastMonth = 1;
let lastDay = 1;

function civilFromDays(days: number): void {
  const z = days + 719_468;
  const era = Math.floor(z / 146_097);
  const dayOfEra = z - era * 146_097;
  const yearOfEra = Math.floor(
    (dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36_524) - Math.floor(dayOfEra / 146_096)) / 365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const mp = Math.floor((5 * dayOfYear + 2) / 153);
  lastDay = dayOfYear - Math.floor((153 * mp + 2) / 5) + 1;
  lastMonth = mp < 10 ? mp + 3 : mp - 9;
  lastYear = yearOfEra + era * 400 + (lastMonth <= 2 ? 1 : 0);
  lastDays = days;
}

/** Fills `out` (and returns it) with the UTC wall clock of `instant`. */
function utcWallInto(instant: number, out: WallClock): WallClock {
  const days = Math.floor(instant / 86_400_000);
  if (days !== lastDays) civilFromDays(days);
  // Within a day the remainder is below 2^31, so integer truncation is exact.
  let rest = instant - days * 86_400_000;
  const hour = (rest / 3_600_000) | 0;
  rest -= hour * 3_600_000;
  const minute = (rest / 60_000) | 0;
  rest -= minute * 60_000;
  const second = (rest / 1000) | 0;
  out.year = lastYear;
  out.month = lastMonth;
  out.day = lastDay;
  out.hour = hour;
  out.minute = minute;
  out.second = second;
  out.millisecond = rest - second * 1000;
  return out;
}

const newWall = (): WallClock => ({ year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0, millisecond: 0 });

function readOffset(formatter: Intl.DateTimeFormat, second: number): number {
  const instant = second * 1000;
  const fields: Record<string, string> = {};
  for (const part of formatter.formatToParts(new Date(instant))) fields[part.type] = part.value;
  let year = Number(fields.year);
  if (fields.era === 'BC' || fields.era === 'B') year = 1 - year;
  const wall: WallClock = {
    year,
    month: Number(fields.month),
    day: Number(fields.day),
    hour: Number(fields.hour) % 24,
    minute: Number(fields.minute),
    second: Number(fields.second),
    millisecond: 0,
  };
  return wallAsUtc(wall) - instant;
}

function offsetAtSecond(zone: Zone, formatter: Intl.DateTimeFormat, second: number): number {
  let offset = zone.offsets.get(second);
  if (offset === undefined) {
    offset = readOffset(formatter, second);
    if (zone.offsets.size >= OFFSET_CACHE_LIMIT) zone.offsets.clear();
    zone.offsets.set(second, offset);
  }
  return offset;
}

/**
 * Offsets are read once per hour: when the first and the last second of an
 * hour agree, the whole hour has that offset (no zone changes offset twice
 * within one hour), so every instant in it is answered from the hour's entry
 * with no Intl call and no allocation. Only an hour with a change inside is
 * read per second.
 */
function hourOffset(zone: Zone, formatter: Intl.DateTimeFormat, hour: number): number {
  let offset = zone.hours.get(hour);
  if (offset === undefined) {
    const firstSecond = hour * 3600;
    const first = offsetAtSecond(zone, formatter, firstSecond);
    const last = offsetAtSecond(zone, formatter, firstSecond + 3599);
    offset = first === last ? first : NaN;
    if (zone.hours.size >= OFFSET_CACHE_LIMIT) zone.hours.clear();
    zone.hours.set(hour, offset);
  }
  return offset;
}

function offsetIn(zone: Zone, instant: number): number {
  const formatter = zone.formatter;
  if (!formatter) return 0;
  const hour = Math.floor(instant / HOUR_MS);
  if (hour === zone.lastHour) return zone.lastOffset;
  const offset = hourOffset(zone, formatter, hour);
  if (Number.isNaN(offset)) return offsetAtSecond(zone, formatter, Math.floor(instant / 1000));
  zone.lastHour = hour;
  zone.lastOffset = offset;
  return offset;
}

/**
 * The one offset in force through the UTC day of `instant` and the days either
 * side (72 whole hours of the same offset), or `NaN` when a change falls in
 * that window. Wall times in such a day have exactly one reading.
 */
function windowOffset(zone: Zone, formatter: Intl.DateTimeFormat, instant: number): number {
  const day = Math.floor(instant / DAY_MS);
  if (day === zone.lastWindowDay) return zone.lastWindowOffset;
  let offset = zone.windows.get(day);
  if (offset === undefined) {
    const firstHour = (day - 1) * 24;
    offset = hourOffset(zone, formatter, firstHour);
    for (let hour = firstHour + 1; hour < firstHour + 72 && !Number.isNaN(offset); hour += 1) {
      if (hourOffset(zone, formatter, hour) !== offset) offset = NaN;
    }
    if (zone.windows.size >= OFFSET_CACHE_LIMIT) zone.windows.clear();
    zone.windows.set(day, offset);
  }
  zone.lastWindowDay = day;
  zone.lastWindowOffset = offset;
  return offset;
}

/** Offset of the zone from UTC at `instant`, in ms (east positive). */
export function zoneOffset(instant: number, timeZone: string): number {
  return offsetIn(requireZone(timeZone), instant);
}

function wallOf(zone: Zone, instant: number, out: WallClock = newWall()): WallClock {
  return utcWallInto(instant + offsetIn(zone, instant), out);
}

/** Wall clock of `instant` (ms since epoch) in `timeZone` (must be valid). */
export function toWallClock(instant: number, timeZone: string): WallClock {
  return wallOf(requireZone(timeZone), instant);
}

function instantOf(zone: Zone, wall: WallClock): number {
  const asUtc = wallAsUtc(wall);
  const formatter = zone.formatter;
  if (!formatter) return asUtc;
  // No change within a day either side (nearly always): one reading, no lookups.
  const stable = windowOffset(zone, formatter, asUtc);
  if (!Number.isNaN(stable)) return asUtc - stable;
  const day = DAY_MS;
  // Zones change offset at most once within a day, so the offsets a day
  // either side are the only two readings a wall time can have.
  const offsetBefore = offsetIn(zone, asUtc - day);
  const offsetAfter = offsetIn(zone, asUtc + day);
  const before = asUtc - offsetBefore;
  // No change nearby (nearly always): the one reading is the answer.
  if (offsetBefore === offsetAfter) return before;
  const after = asUtc - offsetAfter;
  const beforeFits = offsetIn(zone, before) === offsetBefore;
  const afterFits = offsetIn(zone, after) === offsetAfter;
  if (beforeFits && afterFits) return Math.min(before, after);
  if (beforeFits) return before;
  if (afterFits) return after;
  // A wall time inside a spring-forward gap: read with the offset in force
  // before the jump, which lands just after the gap.
  return before;
}

/**
 * The instant a wall clock names in a zone. Fields may overflow (month 13,
 * day 0) and are normalised like `Date.UTC`. A wall time skipped by a DST jump
 * resolves to the instant just after the gap; a repeated one to its first
 * occurrence.
 */
export function fromWallClock(wall: WallClock, timeZone: string): number {
  return instantOf(requireZone(timeZone), wall);
}

/** Zone handle for callers that convert many times in one zone (the date-math parser). */
export interface ZoneClock {
  /** A new object each call, which the caller may change. */
  toWall(instant: number): WallClock;
  /**
   * The same, in one object shared by every clock and overwritten by the next
   * call: for a caller that changes it and converts it back at once, with no
   * allocation (the date-math parser, 100,000 expressions at a time).
   */
  toScratchWall(instant: number): WallClock;
  toInstant(wall: WallClock): number;
}

const scratchWall = newWall();

const clocks = new Map<string, ZoneClock>();

/** A converter bound to one valid zone, or null for an unknown name. */
export function zoneClock(timeZone: string): ZoneClock | null {
  const cached = clocks.get(timeZone);
  if (cached) return cached;
  const zone = zoneFor(timeZone);
  if (!zone) return null;
  const clock: ZoneClock = {
    toWall: (instant) => wallOf(zone, instant),
    toScratchWall: (instant) => wallOf(zone, instant, scratchWall),
    toInstant: (wall) => instantOf(zone, wall),
  };
  clocks.set(timeZone, clock);
  return clock;
}

/** `2024-03-13 14:25:36` in `timeZone`: the form the date-math parser reads back as a wall time. */
export function formatWallClock(instant: number | Date, timeZone: string | undefined): string {
  const zone = normaliseTimeZone(timeZone) ?? 'UTC';
  const wall = toWallClock(typeof instant === 'number' ? instant : instant.getTime(), zone);
  const pad = (value: number, length = 2) => String(value).padStart(length, '0');
  return `${pad(wall.year, 4)}-${pad(wall.month)}-${pad(wall.day)} ${pad(wall.hour)}:${pad(wall.minute)}:${pad(wall.second)}`;
}
