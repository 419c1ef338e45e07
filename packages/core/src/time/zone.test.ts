import { describe, expect, it } from 'vitest';
import { parseDateMath } from './dateMath';
import { formatWallClock } from './zone';

describe('formatWallClock', () => {
  it.each([
    [Date.UTC(2024, 2, 13, 14, 25, 36), 'UTC', '2024-03-13 14:25:36'],
    [Date.UTC(2024, 2, 13, 14, 25, 36), 'Asia/Kolkata', '2024-03-13 19:55:36'],
    [Date.UTC(2024, 0, 1, 0, 0, 0), 'America/New_York', '2023-12-31 19:00:00'],
    [Date.UTC(2024, 0, 1, 0, 0, 0), 'Not/AZone', '2024-01-01 00:00:00'],
  ])('%s in %s → %s', (instant, zone, text) => {
    expect(formatWallClock(instant, zone)).toBe(text);
  });

  it('round-trips through parseDateMath in the same zone', () => {
    const instant = Date.UTC(2024, 6, 1, 8, 30, 15);
    const text = formatWallClock(instant, 'Europe/Berlin');
    expect(parseDateMath(text, { timeZone: 'Europe/Berlin' })?.getTime()).toBe(instant);
  });
});

/** The wall clock Intl itself reports, to check the cached offsets against. */
function intlWallClock(instant: number, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instant));
  const field = (type: string) => parts.find((part) => part.type === type)!.value;
  return `${field('year')}-${field('month')}-${field('day')} ${field('hour')}:${field('minute')}:${field('second')}`;
}

describe('offsets around DST changes (cached by hour)', () => {
  it.each([
    // Berlin springs forward at 01:00 UTC and falls back at 01:00 UTC.
    ['Europe/Berlin', Date.UTC(2024, 2, 31, 1)],
    ['Europe/Berlin', Date.UTC(2024, 9, 27, 1)],
    // New York changes at 07:00 UTC (spring) and 06:00 UTC (autumn).
    ['America/New_York', Date.UTC(2024, 2, 10, 7)],
    ['America/New_York', Date.UTC(2024, 10, 3, 6)],
    // Lord Howe moves by half an hour, at 15:00 UTC (02:00 local, autumn).
    ['Australia/Lord_Howe', Date.UTC(2024, 3, 6, 15)],
    // Kolkata has no change: a half-hour offset all year.
    ['Asia/Kolkata', Date.UTC(2024, 2, 31, 1)],
  ])('%s agrees with Intl second by second near %s', (zone, change) => {
    // Walk the two hours either side, in steps that land on both sides of the
    // change within the same hour, then the seconds right at the change.
    const instants: number[] = [];
    for (let t = change - 2 * 3_600_000; t <= change + 2 * 3_600_000; t += 7 * 60_000 + 13_000) instants.push(t);
    for (let t = change - 3000; t <= change + 3000; t += 1000) instants.push(t);
    for (const instant of instants) {
      expect(formatWallClock(instant, zone), new Date(instant).toISOString()).toBe(intlWallClock(instant, zone));
    }
  });

  it('rounds to the hour inside the repeated hour to the first 02:00, as every repeated wall time', () => {
    // 02:30 CEST (the first 02:30) is 00:30 UTC; 02:30 CET (the second) is 01:30 UTC.
    for (const now of [Date.UTC(2024, 9, 27, 0, 30), Date.UTC(2024, 9, 27, 1, 30)]) {
      expect(parseDateMath('now/h', { now, timeZone: 'Europe/Berlin' })?.toISOString()).toBe(
        '2024-10-27T00:00:00.000Z',
      );
    }
    // Rounded up, the hour ends where 03:00 CET begins.
    expect(
      parseDateMath('now/h', {
        now: Date.UTC(2024, 9, 27, 1, 30),
        timeZone: 'Europe/Berlin',
        roundUp: true,
      })?.toISOString(),
    ).toBe('2024-10-27T01:59:59.999Z');
  });

  it('one hour after the last second before spring-forward skips the missing wall hour', () => {
    const lastSecond = Date.UTC(2024, 2, 31, 0, 59, 59); // 01:59:59 CET
    expect(formatWallClock(lastSecond, 'Europe/Berlin')).toBe('2024-03-31 01:59:59');
    expect(formatWallClock(lastSecond + 1000, 'Europe/Berlin')).toBe('2024-03-31 03:00:00');
    expect(parseDateMath('now+1d', { now: lastSecond, timeZone: 'Europe/Berlin' })?.toISOString()).toBe(
      '2024-03-31T23:59:59.000Z', // 01:59:59 CEST on 1 April
    );
  });
});
