import { describe, expect, it } from 'vitest';
import { DEFAULT_DATETIME_FORMAT, datetimeFormatOptions, timeZoneOptions, toDatetimeFormat } from './preferences';

describe('datetime formats', () => {
  it('defaults to timestamp and lists short, medium, full, timestamp', () => {
    expect(DEFAULT_DATETIME_FORMAT).toBe('timestamp');
    expect(datetimeFormatOptions.map((option) => option.value)).toEqual(['short', 'medium', 'full', 'timestamp']);
  });

  it.each([
    ['short', 'short'],
    ['full', 'full'],
    ['FULL', 'timestamp'],
    [undefined, 'timestamp'],
    [null, 'timestamp'],
    [42, 'timestamp'],
  ])('toDatetimeFormat(%j) → %s', (value, expected) => {
    expect(toDatetimeFormat(value)).toBe(expected);
  });
});

describe('timeZoneOptions', () => {
  const january = Date.UTC(2024, 0, 15);

  it('puts Browser first, then sorts by offset and name', () => {
    const options = timeZoneOptions({
      now: january,
      zones: ['Asia/Kolkata', 'America/New_York', 'UTC', 'Europe/Berlin', 'America/Chicago', 'Africa/Abidjan'],
    });
    expect(options[0]?.value).toBe('browser');
    expect(options[0]?.name).toBe('Browser');
    expect(options.slice(1).map((option) => [option.value, option.offset])).toEqual([
      ['America/Chicago', '-06:00'],
      ['America/New_York', '-05:00'],
      ['Africa/Abidjan', '+00:00'],
      ['UTC', '+00:00'],
      ['Europe/Berlin', '+01:00'],
      ['Asia/Kolkata', '+05:30'],
    ]);
  });

  it('uses the offset in force at the given date', () => {
    const july = Date.UTC(2024, 6, 15);
    expect(timeZoneOptions({ now: july, zones: ['Europe/Berlin'] })[1]?.offset).toBe('+02:00');
  });

  it('drops names Intl does not know', () => {
    expect(timeZoneOptions({ now: january, zones: ['Nowhere/Land', 'UTC'] }).map((option) => option.value)).toEqual([
      'browser',
      'UTC',
    ]);
  });

  it('lists every supported zone by default, sorted by offset', () => {
    const options = timeZoneOptions({ now: january }).slice(1);
    expect(options.length).toBeGreaterThan(300);
    const offsets = options.map((option) => option.offsetMinutes);
    expect(offsets).toEqual([...offsets].sort((a, b) => a - b));
  });
});
