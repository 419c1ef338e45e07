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
