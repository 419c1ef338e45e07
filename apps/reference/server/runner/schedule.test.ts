import { describe, expect, it } from 'vitest';
import { parseDuration, parseSize } from './duration';
import { parseSchedule } from './schedule';

const at = (iso: string) => new Date(iso);

describe('parseSchedule: next run', () => {
  it.each([
    ['@every 30s', '2026-01-01T00:00:10.000Z', '2026-01-01T00:00:40.000Z'],
    ['@every 1h30m', '2026-01-01T00:00:00.000Z', '2026-01-01T01:30:00.000Z'],
    ['@every 2d', '2026-01-01T00:00:00.000Z', '2026-01-03T00:00:00.000Z'],
    ['  @every 5m  ', '2026-01-01T00:00:00.000Z', '2026-01-01T00:05:00.000Z'],
    ['@hourly', '2026-01-01T10:15:00.000Z', '2026-01-01T11:00:00.000Z'],
    ['@hourly', '2026-01-01T10:00:00.000Z', '2026-01-01T11:00:00.000Z'],
    ['@daily', '2026-01-01T10:15:00.000Z', '2026-01-02T00:00:00.000Z'],
    ['@weekly', '2026-01-01T10:15:00.000Z', '2026-01-04T00:00:00.000Z'], // 2026-01-04 is a Sunday
    ['@monthly', '2026-01-31T10:15:00.000Z', '2026-02-01T00:00:00.000Z'],
    ['*/15 * * * *', '2026-01-01T10:16:30.000Z', '2026-01-01T10:30:00.000Z'],
    ['0 9 * * 1-5', '2026-01-02T09:00:00.000Z', '2026-01-05T09:00:00.000Z'], // Friday 09:00 -> Monday
    ['30 2 1 * *', '2026-01-01T03:00:00.000Z', '2026-02-01T02:30:00.000Z'],
    ['0 0 29 2 *', '2026-03-01T00:00:00.000Z', '2028-02-29T00:00:00.000Z'],
    ['0 12 * JAN,jul SUN', '2026-01-01T00:00:00.000Z', '2026-01-04T12:00:00.000Z'],
    ['0 0 * * 7', '2026-01-01T00:00:00.000Z', '2026-01-04T00:00:00.000Z'],
    ['5,10 1-2 * * *', '2026-01-01T01:10:00.000Z', '2026-01-01T02:05:00.000Z'],
    // Both day fields restricted: either matches (the 13th, or any Friday).
    ['0 0 13 * 5', '2026-01-01T00:00:00.000Z', '2026-01-02T00:00:00.000Z'],
  ])('%s after %s is %s', (expression, after, expected) => {
    expect(parseSchedule(expression).next(at(after)).toISOString()).toBe(expected);
  });
});

describe('parseSchedule: malformed input is a clear error', () => {
  it.each([
    ['', 'schedule is empty'],
    ['   ', 'schedule is empty'],
    ['@every', '@every needs a duration'],
    ['@every 5', 'expected a number and a unit'],
    ['@every 5x', 'expected a number and a unit'],
    ['@every -5m', 'expected a number and a unit'],
    ['@every 100ms', 'at least 1s'],
    ['@every 0s', 'at least 1s'],
    ['@fortnightly', 'unknown macro'],
    ['* * * *', 'expected 5 cron fields'],
    ['* * * * * *', 'expected 5 cron fields'],
    ['60 * * * *', 'minute 60 is out of range 0-59'],
    ['* 24 * * *', 'hour 24 is out of range 0-23'],
    ['* * 0 * *', 'day of month 0 is out of range 1-31'],
    ['* * * 13 *', 'month 13 is out of range 1-12'],
    ['* * * * 8', 'day of week 8 is out of range 0-7'],
    ['*/0 * * * *', 'must be a positive number'],
    ['5-1 * * * *', 'is reversed'],
    ['a * * * *', '"a" is not a valid minute'],
    ['1,,2 * * * *', 'is not a valid minute'],
    ['0 0 30 2 *', 'never matches a real date'],
    ['1/2/3 * * * *', 'is not a valid minute'],
  ])('%j', (expression, message) => {
    expect(() => parseSchedule(expression)).toThrow(message);
  });
});

describe('parseDuration', () => {
  it.each([
    ['0', 0],
    ['1s', 1000],
    ['1.5h', 5_400_000],
    ['1h30m', 5_400_000],
    ['250ms', 250],
    ['7d', 604_800_000],
    ['1w', 604_800_000],
    ['.5s', 500],
  ])('%s = %d ms', (text, ms) => {
    expect(parseDuration(text)).toBe(ms);
  });

  it.each(['', '5', 'm', '1h 30m', '-1h', '1y', 'now-1h', '1h!'])('%j is an error', (text) => {
    expect(() => parseDuration(text)).toThrow();
  });
});

describe('parseSize', () => {
  it.each([
    ['100', 100],
    ['10Ki', 10240],
    ['1Mi', 1048576],
    ['2GB', 2e9],
    [512, 512],
  ] as const)('%s', (text, bytes) => {
    expect(parseSize(text)).toBe(bytes);
  });

  it.each(['', 'ten', '10Xi', '-5'])('%j is an error', (text) => {
    expect(() => parseSize(text)).toThrow();
  });
});
