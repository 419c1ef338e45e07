// Wall-clock <-> instant conversion in an IANA time zone, on Intl only. Date
// math needs calendar arithmetic ("minus one day", "start of the month") done
// on the wall clock of the chosen zone, then turned back into an instant, so
// that a day across a DST change is 23 or 25 hours long, as a user expects.

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

const formatters = new Map<string, Intl.DateTimeFormat | null>();

/** The zone the browser (or Node) runs in. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/**
 * `undefined` and `'browser'` mean the runtime's zone. Returns null for a name
 * Intl does not know, so callers can report it instead of guessing.
 */
export function normaliseTimeZone(timeZone: string | undefined): string | null {
  if (timeZone === undefined || timeZone === '' || timeZone.toLowerCase() === 'browser') return browserTimeZone();
  return formatterFor(timeZone) ? timeZone : null;
}

function formatterFor(timeZone: string): Intl.DateTimeFormat | null {
  const cached = formatters.get(timeZone);
  if (cached !== undefined) return cached;
  let formatter: Intl.DateTimeFormat | null;
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
    formatter = null;
  }
  // Only valid names are cached, so a stream of bad names cannot grow the map.
  if (formatter) formatters.set(timeZone, formatter);
  return formatter;
}

/** Wall clock of `instant` (ms since epoch) in `timeZone` (must be valid). */
export function toWallClock(instant: number, timeZone: string): WallClock {
  const formatter = formatterFor(timeZone);
  if (!formatter) throw new RangeError(`Unknown time zone ${timeZone}`);
  const fields: Record<string, string> = {};
  for (const part of formatter.formatToParts(new Date(instant))) fields[part.type] = part.value;
  let year = Number(fields.year);
  if (fields.era === 'BC' || fields.era === 'B') year = 1 - year;
  return {
    year,
    month: Number(fields.month),
    day: Number(fields.day),
    hour: Number(fields.hour) % 24,
    minute: Number(fields.minute),
    second: Number(fields.second),
    millisecond: ((instant % 1000) + 1000) % 1000,
  };
}

function wallAsUtc(wall: WallClock): number {
  const date = new Date(0);
  date.setUTCFullYear(wall.year, wall.month - 1, wall.day);
  date.setUTCHours(wall.hour, wall.minute, wall.second, wall.millisecond);
  return date.getTime();
}

/** Offset of the zone from UTC at `instant`, in ms (east positive). */
export function zoneOffset(instant: number, timeZone: string): number {
  return wallAsUtc(toWallClock(instant, timeZone)) - instant;
}

/**
 * The instant a wall clock names in a zone. Fields may overflow (month 13,
 * day 0) and are normalised like `Date.UTC`. A wall time skipped by a DST jump
 * resolves to the instant just after the gap; a repeated one to its first
 * occurrence.
 */
export function fromWallClock(wall: WallClock, timeZone: string): number {
  const asUtc = wallAsUtc(wall);
  const day = 86_400_000;
  // Zones change offset at most once within a day, so the offsets a day
  // either side are the only two readings a wall time can have.
  const before = asUtc - zoneOffset(asUtc - day, timeZone);
  const after = asUtc - zoneOffset(asUtc + day, timeZone);
  const beforeFits = zoneOffset(before, timeZone) === asUtc - before;
  const afterFits = zoneOffset(after, timeZone) === asUtc - after;
  if (beforeFits && afterFits) return Math.min(before, after);
  if (beforeFits) return before;
  if (afterFits) return after;
  // A wall time inside a spring-forward gap: read with the offset in force
  // before the jump, which lands just after the gap.
  return before;
}

/** `2024-03-13 14:25:36` in `timeZone`: the form the date-math parser reads back as a wall time. */
export function formatWallClock(instant: number | Date, timeZone: string | undefined): string {
  const zone = normaliseTimeZone(timeZone) ?? 'UTC';
  const wall = toWallClock(typeof instant === 'number' ? instant : instant.getTime(), zone);
  const pad = (value: number, length = 2) => String(value).padStart(length, '0');
  return `${pad(wall.year, 4)}-${pad(wall.month)}-${pad(wall.day)} ${pad(wall.hour)}:${pad(wall.minute)}:${pad(wall.second)}`;
}
