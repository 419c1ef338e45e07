import { describe, expect, it } from 'vitest';
import { formatLatency } from './formatLatency';

describe('formatLatency', () => {
  it.each<[number | null | undefined, string]>([
    [0, '0ms'],
    [12.4, '12ms'],
    [999, '999ms'],
    [1000, '1s'],
    [1500, '1.5s'],
    [59_999, '60s'],
    [60_000, '1m'],
    [90_000, '1.5m'],
    [3_599_999, '60m'],
    [3_600_000, '1h'],
    [5_400_000, '1.5h'],
    [-1, ''],
    [Number.NaN, ''],
    [null, ''],
    [undefined, ''],
  ])('%s → %j', (ms, expected) => {
    expect(formatLatency(ms)).toBe(expected);
  });
});
