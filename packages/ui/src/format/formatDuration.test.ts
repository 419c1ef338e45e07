import { describe, expect, it } from 'vitest';
import { formatDuration } from './formatDuration';

describe('formatDuration', () => {
  it.each<[number | null | undefined, string]>([
    [0, '0ms'],
    [250, '250ms'],
    [1000, '1s'],
    [61_000, '1m 1s'],
    [3_600_000, '1h'],
    [3_660_000, '1h 1m'],
    [3_661_000, '1h 1m'],
    [90_061_000, '1d 1h'],
    [86_400_000 + 60_000, '1d'],
    [-5, ''],
    [Number.NaN, ''],
    [null, ''],
  ])('%s → %j', (ms, expected) => {
    expect(formatDuration(ms)).toBe(expected);
  });
});
