import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatRelativeTime,
  isValidTimeZone,
  parseDateInput,
  type DateFormat,
  type DateInput,
} from './dates';

const NOW = Date.parse('2025-06-15T12:00:00.000Z');

describe('parseDateInput', () => {
  it.each<[DateInput, string | null]>([
    ['2025-01-01T10:30:01.999Z', '2025-01-01T10:30:01.999Z'],
    [Date.parse('2025-01-01T00:00:00Z'), '2025-01-01T00:00:00.000Z'],
    [new Date('2025-01-01T00:00:00Z'), '2025-01-01T00:00:00.000Z'],
    ['', null],
    [null, null],
    [undefined, null],
    ['0001-01-01T00:00:00Z', null],
    ['not a date', null],
    [new Date(Number.NaN), null],
  ])('%j', (input, expected) => {
    expect(parseDateInput(input)?.toISOString() ?? null).toBe(expected);
  });
});

describe('formatRelativeTime', () => {
  it.each<[DateInput, string]>([
    [NOW - 5_000, '5s'],
    [NOW - 59_999, '59s'],
    [NOW - 60_000, '1m'],
    [NOW - 3 * 3_600_000, '3h'],
    [NOW - 2 * 86_400_000, '2d'],
    [NOW - 45 * 86_400_000, '1mo'],
    [NOW - 400 * 86_400_000, '1y'],
    [NOW + 10_000, '10s'],
    ['', ''],
    ['0001-01-01T00:00:00Z', ''],
    ['garbage', ''],
    [null, ''],
  ])('%j', (input, expected) => {
    expect(formatRelativeTime(input, NOW)).toBe(expected);
  });
});

describe('formatDate', () => {
  const value = '2025-01-06T10:30:01.999Z'; // a Monday
  it.each<[DateFormat, string | undefined, string]>([
    ['timestamp', 'UTC', '2025-01-06 10:30:01.999'],
    ['full', 'UTC', 'Jan 6 10:30:01.999'],
    ['medium', 'UTC', 'Mon 10:30:01'],
    ['timestamp', 'Asia/Kolkata', '2025-01-06 16:00:01.999'],
    ['medium', 'America/Los_Angeles', 'Mon 02:30:01'],
    ['full', 'Pacific/Kiritimati', 'Jan 7 00:30:01.999'],
  ])('%s in %s', (format, timeZone, expected) => {
    expect(formatDate(value, format, { timeZone })).toBe(expected);
  });

  it('short is the relative age', () => {
    expect(formatDate(NOW - 3_600_000, 'short', { now: NOW })).toBe('1h');
  });

  it('midnight is 00, not 24', () => {
    expect(formatDate('2025-01-01T00:00:00.000Z', 'timestamp', { timeZone: 'UTC' })).toBe('2025-01-01 00:00:00.000');
  });

  it('an unknown zone falls back to the browser zone instead of throwing', () => {
    expect(formatDate(value, 'timestamp', { timeZone: 'Mars/Olympus' })).toBe(
      formatDate(value, 'timestamp', { timeZone: 'Browser' }),
    );
  });

  it.each<DateInput>(['', null, '0001-01-01T00:00:00Z', 'nope'])('empty for %j', (input) => {
    expect(formatDate(input, 'timestamp')).toBe('');
  });
});

describe('isValidTimeZone', () => {
  it('gives the same answer each time a zone is asked about, also past its memory of zones', () => {
    for (let round = 0; round < 2; round += 1) {
      expect(isValidTimeZone('Europe/Berlin')).toBe(true);
      expect(isValidTimeZone('Not/A_Zone')).toBe(false);
    }
    // More distinct strings than it remembers (a zone may come from any link or stored value).
    for (let i = 0; i < 300; i += 1) expect(isValidTimeZone(`Nowhere/Zone_${i}`)).toBe(false);
    expect(isValidTimeZone('Europe/Berlin')).toBe(true);
    expect(isValidTimeZone('Not/A_Zone')).toBe(false);
    expect(formatDate('2025-01-01T00:00:00Z', 'timestamp', { timeZone: 'Asia/Tokyo' })).toBe('2025-01-01 09:00:00.000');
  });
});
