import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  INDEFINITELY,
  checkDetailRangeOptions,
  lookbackMinutes,
  quickRanges,
  relativeFutureOptions,
  relativePastOptions,
  relativeRangeFromDuration,
  resolveTimeRange,
  validateTimeRangeInput,
  type QuickRangeId,
  type TimeRange,
} from './timeRange';

// Wednesday 2024-03-13 14:25:36.789 UTC.
const now = Date.UTC(2024, 2, 13, 14, 25, 36, 789);
const utc = { now, timeZone: 'UTC' };

afterEach(() => {
  vi.restoreAllMocks();
});

describe('quick ranges resolve to the real interval', () => {
  it.each<[QuickRangeId, string, string]>([
    ['yesterday', '2024-03-12T00:00:00.000Z', '2024-03-12T23:59:59.999Z'],
    ['dayBeforeYesterday', '2024-03-11T00:00:00.000Z', '2024-03-11T23:59:59.999Z'],
    ['thisDayLastWeek', '2024-03-06T00:00:00.000Z', '2024-03-06T23:59:59.999Z'],
    ['previousWeek', '2024-03-04T00:00:00.000Z', '2024-03-10T23:59:59.999Z'],
    ['previousMonth', '2024-02-01T00:00:00.000Z', '2024-02-29T23:59:59.999Z'],
    ['previousYear', '2023-01-01T00:00:00.000Z', '2023-12-31T23:59:59.999Z'],
    ['today', '2024-03-13T00:00:00.000Z', '2024-03-13T23:59:59.999Z'],
    ['todaySoFar', '2024-03-13T00:00:00.000Z', '2024-03-13T14:25:36.789Z'],
    ['thisWeek', '2024-03-11T00:00:00.000Z', '2024-03-17T23:59:59.999Z'],
    ['thisWeekSoFar', '2024-03-11T00:00:00.000Z', '2024-03-13T14:25:36.789Z'],
    ['thisMonth', '2024-03-01T00:00:00.000Z', '2024-03-31T23:59:59.999Z'],
    ['thisMonthSoFar', '2024-03-01T00:00:00.000Z', '2024-03-13T14:25:36.789Z'],
    ['thisYear', '2024-01-01T00:00:00.000Z', '2024-12-31T23:59:59.999Z'],
    ['thisYearSoFar', '2024-01-01T00:00:00.000Z', '2024-03-13T14:25:36.789Z'],
  ])('%s', (range, from, to) => {
    const resolved = resolveTimeRange({ type: 'mapped', range }, utc);
    expect(resolved?.from.toISOString()).toBe(from);
    expect(resolved?.to?.toISOString()).toBe(to);
  });

  it('lists all fourteen in the spec order', () => {
    expect(quickRanges.map((item) => item.label)).toEqual([
      'Yesterday',
      'Day before yesterday',
      'This day last week',
      'Previous week',
      'Previous month',
      'Previous year',
      'Today',
      'Today so far',
      'This week',
      'This week so far',
      'This month',
      'This month so far',
      'This year',
      'This year so far',
    ]);
  });

  it('uses the calendar of the given zone', () => {
    const resolved = resolveTimeRange({ type: 'mapped', range: 'yesterday' }, { now, timeZone: 'Asia/Tokyo' });
    expect(resolved?.from.toISOString()).toBe('2024-03-11T15:00:00.000Z');
    expect(resolved?.to?.toISOString()).toBe('2024-03-12T14:59:59.999Z');
  });
});

describe('resolveTimeRange', () => {
  it.each<[string, TimeRange, string, string | null]>([
    [
      'relative past',
      { type: 'relative', from: 'now-1h', to: 'now' },
      '2024-03-13T13:25:36.789Z',
      '2024-03-13T14:25:36.789Z',
    ],
    [
      'relative future',
      { type: 'relative', from: 'now', to: 'now+1d' },
      '2024-03-13T14:25:36.789Z',
      '2024-03-14T14:25:36.789Z',
    ],
    ['indefinitely', { type: 'relative', from: 'now', to: INDEFINITELY }, '2024-03-13T14:25:36.789Z', null],
    [
      'absolute',
      { type: 'absolute', from: '2024-01-01T00:00:00Z', to: '2024-01-02T00:00:00Z' },
      '2024-01-01T00:00:00.000Z',
      '2024-01-02T00:00:00.000Z',
    ],
    [
      'relative rounded to',
      { type: 'relative', from: 'now-1d/d', to: 'now-1d/d' },
      '2024-03-12T00:00:00.000Z',
      '2024-03-12T23:59:59.999Z',
    ],
  ])('%s', (_name, range, from, to) => {
    const resolved = resolveTimeRange(range, utc);
    expect(resolved?.from.toISOString()).toBe(from);
    expect(resolved?.to?.toISOString() ?? null).toBe(to);
  });

  it.each<[string, unknown, string]>([
    ['relative with a bad from', { type: 'relative', from: 'now-5', to: 'now' }, 'Invalid relative time range'],
    ['relative with a bad to', { type: 'relative', from: 'now-5m', to: 'now-' }, 'Invalid relative time range'],
    [
      'relative ending before it starts',
      { type: 'relative', from: 'now', to: 'now-1h' },
      'Invalid relative time range',
    ],
    ['indefinite start', { type: 'relative', from: INDEFINITELY, to: 'now' }, 'Invalid relative time range'],
    ['mapped unknown name', { type: 'mapped', range: 'lastFortnight' }, 'Invalid mapped time range'],
    ['mapped prototype key', { type: 'mapped', range: 'constructor' }, 'Invalid mapped time range'],
    ['absolute reversed', { type: 'absolute', from: '2024-01-02', to: '2024-01-01' }, 'Invalid absolute time range'],
    ['absolute not a date', { type: 'absolute', from: 'soon', to: '2024-01-01' }, 'Invalid absolute time range'],
    ['unknown kind', { type: 'fuzzy' }, 'Invalid relative time range'],
    ['null', null, 'Invalid relative time range'],
  ])('%s is null and warned about', (_name, range, message) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(resolveTimeRange(range as TimeRange, utc)).toBeNull();
    expect(warn).toHaveBeenCalledWith(message, expect.any(String));
  });

  it('warns once for the same bad range', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const range: TimeRange = { type: 'relative', from: 'now-7q', to: 'now' };
    resolveTimeRange(range, utc);
    resolveTimeRange(range, utc);
    expect(warn).toHaveBeenCalledTimes(1);
  });
});

describe('validateTimeRangeInput', () => {
  it.each([
    ['now-6h', 'now', null],
    ['2024-01-01', '2024-01-01', null],
    ['now-6x', 'now', 'invalidFrom'],
    ['now-6h', '', 'invalidTo'],
    ['now', 'now-1m', 'fromAfterTo'],
    ['2024-02-01', '2024-01-01', 'fromAfterTo'],
  ])('%s → %s: %s', (from, to, error) => {
    const result = validateTimeRangeInput(from, to, utc);
    expect(result.error).toBe(error);
    expect(result.resolved === null).toBe(error !== null);
  });
});

describe('option lists', () => {
  it('offers the relative past ranges with labels', () => {
    expect(relativePastOptions.map((option) => option.value)).toEqual([
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
    ]);
    expect(relativePastOptions[3]).toEqual({
      value: '1h',
      label: 'Last 1 hour',
      range: { type: 'relative', from: 'now-1h', to: 'now' },
    });
    expect(relativePastOptions[12]?.label).toBe('Last 6 months');
  });

  it('offers the same future ranges plus Indefinitely', () => {
    expect(relativeFutureOptions).toHaveLength(17);
    expect(relativeFutureOptions[0]?.range).toEqual({ type: 'relative', from: 'now', to: 'now+5m' });
    expect(relativeFutureOptions.at(-1)).toEqual({
      value: 'indefinitely',
      label: 'Indefinitely',
      range: { type: 'relative', from: 'now', to: INDEFINITELY },
    });
  });

  it('has a lookback in minutes for 15m to 5y', () => {
    expect(Object.keys(lookbackMinutes)).toEqual(relativePastOptions.map((option) => option.value).slice(1));
    expect(lookbackMinutes['15m']).toBe(15);
    expect(lookbackMinutes['24h']).toBe(1440);
    expect(lookbackMinutes['5y']).toBe(5 * 365 * 1440);
  });

  it('offers the check-detail ranges, months written mo', () => {
    expect(checkDetailRangeOptions.map((option) => option.value)).toEqual([
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
    ]);
    const oneMonth = checkDetailRangeOptions.find((option) => option.value === '1mo');
    expect(oneMonth?.range.from).toBe('now-1M');
    expect(oneMonth?.label).toBe('1 month');
  });

  it.each([
    ['1h', 'now-1h'],
    ['6M', 'now-6M'],
    ['2mo', 'now-2M'],
    ['1w', 'now-1w'],
  ])('relativeRangeFromDuration(%s) starts at %s', (value, from) => {
    expect(relativeRangeFromDuration(value)).toEqual({ type: 'relative', from, to: 'now' });
  });

  it.each([[''], ['h'], ['1.5h'], ['-1h'], ['1 h'], ['1x']])('relativeRangeFromDuration(%j) is null', (value) => {
    expect(relativeRangeFromDuration(value)).toBeNull();
  });
});
