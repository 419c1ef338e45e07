/** Anything a backend sends as a date: ISO text, epoch milliseconds or a Date. */
export type DateInput = Date | string | number | null | undefined;

/**
 * A usable Date, or null when the value is empty, does not parse, or is Go's
 * zero time (year 0001), which backends send for "never set".
 */
export function parseDateInput(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string' && /^\s*0001-01-01/.test(value)) return null;
  const date = value instanceof Date ? new Date(value.getTime()) : new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  if (date.getUTCFullYear() === 1) return null;
  return date;
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const MONTH = 30 * DAY;
const YEAR = 365 * DAY;

/**
 * The age of a date in one compact word: s, m, h, d, mo, y (`5m`, `3mo`).
 * Empty, zero or invalid dates give ''. Future dates read as their distance too,
 * since a clock skew of a few seconds must not show "-2s".
 */
export function formatRelativeTime(value: DateInput, now: Date | number = Date.now()): string {
  const date = parseDateInput(value);
  const reference = typeof now === 'number' ? now : now.getTime();
  if (!date || !Number.isFinite(reference)) return '';
  const diff = Math.abs(reference - date.getTime());
  if (diff < MINUTE) return `${Math.floor(diff / SECOND)}s`;
  if (diff < HOUR) return `${Math.floor(diff / MINUTE)}m`;
  if (diff < DAY) return `${Math.floor(diff / HOUR)}h`;
  if (diff < MONTH) return `${Math.floor(diff / DAY)}d`;
  if (diff < YEAR) return `${Math.floor(diff / MONTH)}mo`;
  return `${Math.floor(diff / YEAR)}y`;
}

export type DateFormat = 'short' | 'medium' | 'full' | 'timestamp';

/** 'Browser' (or nothing) means the viewer's own zone. */
export type DisplayTimeZone = 'Browser' | (string & {});

interface Parts {
  year: string;
  month: string;
  monthName: string;
  day: string;
  weekday: string;
  hour: string;
  minute: string;
  second: string;
}

const formatterCache = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string | undefined): Intl.DateTimeFormat {
  const cacheKey = timeZone ?? '';
  let cached = formatterCache.get(cacheKey);
  if (!cached) {
    cached = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatterCache.set(cacheKey, cached);
  }
  return cached;
}

/** Zones already asked about; building a formatter to find out costs a fraction of a millisecond each time. */
const zoneValidity = new Map<string, boolean>();
const ZONE_VALIDITY_LIMIT = 256;

/** Whether the zone is one this runtime knows; unknown zones fall back to the browser's. */
export function isValidTimeZone(timeZone: string): boolean {
  const known = zoneValidity.get(timeZone);
  if (known !== undefined) return known;
  let valid: boolean;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    valid = true;
  } catch {
    valid = false;
  }
  // Any string may be asked about (a zone from a link or stored data), so the memory stays bounded.
  if (zoneValidity.size >= ZONE_VALIDITY_LIMIT) zoneValidity.clear();
  zoneValidity.set(timeZone, valid);
  return valid;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function partsOf(date: Date, timeZone: DisplayTimeZone | undefined): Parts {
  const zone = !timeZone || timeZone === 'Browser' || !isValidTimeZone(timeZone) ? undefined : timeZone;
  const found: Record<string, string> = {};
  for (const part of formatter(zone).formatToParts(date)) found[part.type] = part.value;
  const month = found.month ?? '01';
  return {
    year: (found.year ?? '').padStart(4, '0'),
    month,
    monthName: MONTHS[Number(month) - 1] ?? month,
    day: found.day ?? '01',
    weekday: found.weekday ?? '',
    hour: found.hour ?? '00',
    minute: found.minute ?? '00',
    second: found.second ?? '00',
  };
}

export interface FormatDateOptions {
  /** @default 'Browser' */
  timeZone?: DisplayTimeZone;
  /** Reference time for the `short` (relative) format. @default Date.now() */
  now?: Date | number;
}

/**
 * The four display formats of the preferences:
 * short `1h` (age), medium `Mon 10:30:45`, full `Jan 1 10:30:01.999`,
 * timestamp `2025-01-01 10:30:01.999`. Empty or invalid dates give ''.
 */
export function formatDate(
  value: DateInput,
  format: DateFormat = 'timestamp',
  options: FormatDateOptions = {},
): string {
  const date = parseDateInput(value);
  if (!date) return '';
  if (format === 'short') return formatRelativeTime(date, options.now);
  const p = partsOf(date, options.timeZone);
  const ms = String(date.getUTCMilliseconds()).padStart(3, '0');
  const time = `${p.hour}:${p.minute}:${p.second}`;
  switch (format) {
    case 'medium':
      return `${p.weekday} ${time}`;
    case 'full':
      return `${p.monthName} ${Number(p.day)} ${time}.${ms}`;
    case 'timestamp':
    default:
      return `${p.year}-${p.month}-${p.day} ${time}.${ms}`;
  }
}
