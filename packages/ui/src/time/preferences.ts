import { browserTimeZone, normaliseTimeZone, zoneOffset } from '@mission-control/core';

export const datetimeFormats = ['short', 'medium', 'full', 'timestamp'] as const;
export type DatetimeFormat = (typeof datetimeFormats)[number];
export const DEFAULT_DATETIME_FORMAT: DatetimeFormat = 'timestamp';

export interface DatetimeFormatOption {
  value: DatetimeFormat;
  /** Default English label; UI passes it through `t('preferences.datetimeFormat.<value>', label)`. */
  label: string;
  /** What the format looks like. */
  example: string;
}

export const datetimeFormatOptions: readonly DatetimeFormatOption[] = [
  { value: 'short', label: 'Short', example: '1h' },
  { value: 'medium', label: 'Medium', example: 'Mon 10:30:45' },
  { value: 'full', label: 'Full', example: 'Jan 1 10:30:01.999' },
  { value: 'timestamp', label: 'Timestamp', example: '2025-01-01 10:30:01.999' },
];

/** A stored preference, or the default when it is missing or not one of the formats. */
export function toDatetimeFormat(value: unknown): DatetimeFormat {
  return (datetimeFormats as readonly unknown[]).includes(value) ? (value as DatetimeFormat) : DEFAULT_DATETIME_FORMAT;
}

/** The time-zone value meaning "whatever the viewer's browser uses". */
export const BROWSER_TIME_ZONE = 'browser';

export interface TimeZoneOption {
  /** IANA name, or {@link BROWSER_TIME_ZONE}. */
  value: string;
  name: string;
  /** `+05:30`-style offset from UTC at the time the list was made. */
  offset: string;
  offsetMinutes: number;
}

function formatOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const absolute = Math.abs(minutes);
  const hours = String(Math.floor(absolute / 60)).padStart(2, '0');
  return `${sign}${hours}:${String(absolute % 60).padStart(2, '0')}`;
}

function supportedTimeZones(): string[] {
  const intl = Intl as typeof Intl & { supportedValuesOf?: (key: 'timeZone') => string[] };
  try {
    return intl.supportedValuesOf ? intl.supportedValuesOf('timeZone') : ['UTC'];
  } catch {
    return ['UTC'];
  }
}

/**
 * Browser first, then every zone Intl knows, sorted by offset at `now` (west
 * to east) and then by name. Offsets change with DST, hence `now`.
 */
export function timeZoneOptions(
  options: { now?: Date | number; zones?: readonly string[]; browserLabel?: string } = {},
): TimeZoneOption[] {
  const now = typeof options.now === 'number' ? options.now : (options.now?.getTime() ?? Date.now());
  const toOption = (value: string, zone: string, name: string): TimeZoneOption => {
    const offsetMinutes = Math.round(zoneOffset(now, zone) / 60_000);
    return { value, name, offset: formatOffset(offsetMinutes), offsetMinutes };
  };
  const rest = (options.zones ?? supportedTimeZones())
    .filter((zone) => normaliseTimeZone(zone) === zone)
    .map((zone) => toOption(zone, zone, zone))
    .sort((a, b) => a.offsetMinutes - b.offsetMinutes || a.name.localeCompare(b.name));
  return [toOption(BROWSER_TIME_ZONE, browserTimeZone(), options.browserLabel ?? 'Browser'), ...rest];
}
