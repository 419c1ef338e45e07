import { describe, expect, it } from 'vitest';
import { parseDateMath } from './dateMath';

// Wednesday 2024-03-13 14:25:36.789 UTC.
const now = Date.UTC(2024, 2, 13, 14, 25, 36, 789);
const utc = { now, timeZone: 'UTC' };

describe('parseDateMath in UTC', () => {
  it.each([
    ['now', {}, '2024-03-13T14:25:36.789Z'],
    ['  now  ', {}, '2024-03-13T14:25:36.789Z'],
    ['now-5m', {}, '2024-03-13T14:20:36.789Z'],
    ['now+5m', {}, '2024-03-13T14:30:36.789Z'],
    ['now-1d-2h', {}, '2024-03-12T12:25:36.789Z'],
    ['now-500ms', {}, '2024-03-13T14:25:36.289Z'],
    ['now-30s', {}, '2024-03-13T14:25:06.789Z'],
    ['now-1w', {}, '2024-03-06T14:25:36.789Z'],
    ['now-1M', {}, '2024-02-13T14:25:36.789Z'],
    ['now-1y', {}, '2023-03-13T14:25:36.789Z'],
    ['now-0d', {}, '2024-03-13T14:25:36.789Z'],
    ['now/h', {}, '2024-03-13T14:00:00.000Z'],
    ['now/h', { roundUp: true }, '2024-03-13T14:59:59.999Z'],
    ['now/d', {}, '2024-03-13T00:00:00.000Z'],
    ['now/d', { roundUp: true }, '2024-03-13T23:59:59.999Z'],
    ['now/w', {}, '2024-03-11T00:00:00.000Z'],
    ['now/w', { roundUp: true }, '2024-03-17T23:59:59.999Z'],
    ['now/w', { weekStartsOn: 0 }, '2024-03-10T00:00:00.000Z'],
    ['now/M', {}, '2024-03-01T00:00:00.000Z'],
    ['now/M', { roundUp: true }, '2024-03-31T23:59:59.999Z'],
    ['now/y', {}, '2024-01-01T00:00:00.000Z'],
    ['now/y', { roundUp: true }, '2024-12-31T23:59:59.999Z'],
    ['now-1M/M', {}, '2024-02-01T00:00:00.000Z'],
    ['now-1M/M', { roundUp: true }, '2024-02-29T23:59:59.999Z'],
    ['now/d-1h', {}, '2024-03-12T23:00:00.000Z'],
    ['2024-01-02', {}, '2024-01-02T00:00:00.000Z'],
    ['2024-01-02T03:04:05.678Z', {}, '2024-01-02T03:04:05.678Z'],
    ['2024-01-02 03:04', {}, '2024-01-02T03:04:00.000Z'],
    ['2024-01-02T03:04:05+02:00', {}, '2024-01-02T01:04:05.000Z'],
    ['2024-01-02T03:04:05-0130', {}, '2024-01-02T04:34:05.000Z'],
  ])('%s %o → %s', (expression, extra, expected) => {
    expect(parseDateMath(expression, { ...utc, ...extra })?.toISOString()).toBe(expected);
  });

  it('clamps a month offset to the last day of a shorter month', () => {
    const endOfJanuary = Date.UTC(2024, 0, 31, 12);
    expect(parseDateMath('now+1M', { now: endOfJanuary, timeZone: 'UTC' })?.toISOString()).toBe(
      '2024-02-29T12:00:00.000Z',
    );
    const leapDay = Date.UTC(2024, 1, 29, 12);
    expect(parseDateMath('now+1y', { now: leapDay, timeZone: 'UTC' })?.toISOString()).toBe('2025-02-28T12:00:00.000Z');
  });

  it('accepts a Date as now', () => {
    expect(parseDateMath('now-1h', { now: new Date(now), timeZone: 'UTC' })?.getTime()).toBe(now - 3_600_000);
  });
});

describe('parseDateMath rejects anything else', () => {
  it.each([
    ['now-5'],
    ['now-'],
    ['now/2d'],
    ['now-1.5h'],
    ['now+'],
    ['now-h'],
    ['now/'],
    ['now/m'],
    ['now/s'],
    ['now-5x'],
    ['now--5m'],
    ['now - 5m'],
    ['Now'],
    ['nowish'],
    ['now-1d,'],
    ['now-1e3m'],
    ['now-1234567890m'],
    ['now-99999999y'],
    ['now+99999999y'],
    [''],
    ['   '],
    ['yesterday'],
    ['-5m'],
    ['5m'],
    ['2024-02-30'],
    ['2024-13-01'],
    ['2024-01-01T24:00'],
    ['2024-01-01T10:61'],
    ['2024-01-01T10:00+25:00'],
    ['1704067200000'],
    ['Tue Jan 02 2024'],
  ])('%j is invalid', (expression) => {
    expect(parseDateMath(expression, utc)).toBeNull();
  });

  it.each([[null], [undefined], [42], [{}]])('non-string %j is invalid', (value) => {
    expect(parseDateMath(value as unknown as string, utc)).toBeNull();
  });

  it('rejects an unknown time zone instead of guessing one', () => {
    expect(parseDateMath('now', { now, timeZone: 'Mars/Olympus_Mons' })).toBeNull();
  });

  it('rejects an invalid now', () => {
    expect(parseDateMath('now-1h', { now: Number.NaN, timeZone: 'UTC' })).toBeNull();
  });

  it('returns null for a 100 KB hostile string', () => {
    const hostile = `now${'-1d'.repeat(34_000)}`;
    expect(hostile.length).toBeGreaterThan(100_000);
    expect(parseDateMath(hostile, utc)).toBeNull();
    expect(parseDateMath('9'.repeat(100_000), utc)).toBeNull();
  });

  it('does evaluate a long but reasonable chain', () => {
    expect(parseDateMath(`now${'-1h'.repeat(24)}`, utc)?.toISOString()).toBe('2024-03-12T14:25:36.789Z');
  });
});

describe('parseDateMath in a time zone', () => {
  it.each([
    // 14:25 UTC is 15:25 in Berlin (CET, +01:00) and 10:25 in New York (EDT, -04:00).
    ['now/d', 'Europe/Berlin', false, '2024-03-12T23:00:00.000Z'],
    ['now/d', 'Europe/Berlin', true, '2024-03-13T22:59:59.999Z'],
    ['now/d', 'America/New_York', false, '2024-03-13T04:00:00.000Z'],
    ['now/h', 'Asia/Kathmandu', false, '2024-03-13T14:15:00.000Z'],
    ['now/M', 'Asia/Tokyo', false, '2024-02-29T15:00:00.000Z'],
  ])('%s in %s (roundUp %s) → %s', (expression, timeZone, roundUp, expected) => {
    expect(parseDateMath(expression, { now, timeZone, roundUp })?.toISOString()).toBe(expected);
  });

  it('treats "browser" like the runtime zone', () => {
    expect(parseDateMath('now/d', { now, timeZone: 'browser' })?.getTime()).toBe(
      parseDateMath('now/d', { now })?.getTime(),
    );
  });

  it('reads an ISO date without offset as wall time in the zone', () => {
    expect(parseDateMath('2024-07-01T09:00', { now, timeZone: 'Europe/Berlin' })?.toISOString()).toBe(
      '2024-07-01T07:00:00.000Z',
    );
  });

  describe('across DST changes', () => {
    // Berlin springs forward on 2024-03-31 (02:00 → 03:00) and falls back on 2024-10-27 (03:00 → 02:00).
    const berlin = 'Europe/Berlin';
    it('a day on the spring-forward date lasts 23 hours', () => {
      const noon = Date.UTC(2024, 2, 31, 10); // 12:00 CEST
      const start = parseDateMath('now/d', { now: noon, timeZone: berlin })!;
      const end = parseDateMath('now/d', { now: noon, timeZone: berlin, roundUp: true })!;
      expect(start.toISOString()).toBe('2024-03-30T23:00:00.000Z');
      expect(end.getTime() + 1 - start.getTime()).toBe(23 * 3_600_000);
    });

    it('a day on the fall-back date lasts 25 hours', () => {
      const noon = Date.UTC(2024, 9, 27, 11); // 12:00 CET
      const start = parseDateMath('now/d', { now: noon, timeZone: berlin })!;
      const end = parseDateMath('now/d', { now: noon, timeZone: berlin, roundUp: true })!;
      expect(start.toISOString()).toBe('2024-10-26T22:00:00.000Z');
      expect(end.getTime() + 1 - start.getTime()).toBe(25 * 3_600_000);
    });

    it('minus two days keeps the wall-clock time, minus 48h does not', () => {
      const afterChange = Date.UTC(2024, 3, 1, 10); // 2024-04-01 12:00 CEST
      expect(parseDateMath('now-2d', { now: afterChange, timeZone: berlin })?.toISOString()).toBe(
        '2024-03-30T11:00:00.000Z', // 12:00 CET
      );
      expect(parseDateMath('now-48h', { now: afterChange, timeZone: berlin })?.toISOString()).toBe(
        '2024-03-30T10:00:00.000Z', // 11:00 CET
      );
    });

    it('a wall time inside the spring-forward gap lands after it', () => {
      expect(parseDateMath('2024-03-31T02:30', { now, timeZone: berlin })?.toISOString()).toBe(
        '2024-03-31T01:30:00.000Z',
      );
    });

    it('a repeated wall time resolves to its first occurrence', () => {
      expect(parseDateMath('2024-10-27T02:30', { now, timeZone: berlin })?.toISOString()).toBe(
        '2024-10-27T00:30:00.000Z',
      );
    });
  });
});
