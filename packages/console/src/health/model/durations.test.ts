import { describe, expect, it } from 'vitest';
import {
  DURATION_FILTER_ERROR,
  defaultTimeRangeFor,
  durationToMs,
  formatLatency,
  formatUptime,
  parseDurationFilter,
  refreshRateToMs,
  showLastRunIndicator,
} from './durations';

const NOW = Date.parse('2026-11-20T12:00:00Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();
const H = 3_600_000;
const D = 24 * H;

describe('showLastRunIndicator', () => {
  it.each([
    [ago(H), false],
    [ago(H + 1), true],
    [ago(3 * D), true],
    [ago(7 * D), true],
    [ago(7 * D + 1), false],
    [ago(0), false],
    [null, false],
    [undefined, false],
    ['not a date', false],
  ])('%s → %s', (lastRuntime, expected) => {
    expect(showLastRunIndicator(lastRuntime, NOW)).toBe(expected);
  });
});

describe('defaultTimeRangeFor', () => {
  it.each([
    [ago(0), '1h'],
    [ago(59 * 60_000), '1h'],
    [ago(60 * 60_000), '3h'],
    [ago(5 * H), '6h'],
    [ago(11 * H), '12h'],
    [ago(20 * H), '1d'],
    [ago(36 * H), '2d'],
    [ago(2.5 * D), '3d'],
    [ago(5 * D), '1w'],
    [ago(10 * D), '2w'],
    [ago(20 * D), '3w'],
    [ago(25 * D), '1mo'],
    [ago(45 * D), '2mo'],
    [ago(80 * D), '3mo'],
    [ago(120 * D), '6mo'],
    [ago(300 * D), '1y'],
    [ago(500 * D), '2y'],
    [ago(900 * D), '3y'],
    [ago(4000 * D), '5y'],
    [null, '1h'],
    ['garbage', '1h'],
    [new Date(NOW + H).toISOString(), '1h'],
  ])('%s → %s', (lastRuntime, expected) => {
    expect(defaultTimeRangeFor(lastRuntime, NOW)).toBe(expected);
  });
});

describe('formatLatency', () => {
  it.each([
    [0, '0ms'],
    [950, '950ms'],
    [999.4, '999ms'],
    [1000, '1s'],
    [1400, '1.4s'],
    // Same rounding as the ui Latency cell: up to 2 decimals.
    [1250, '1.25s'],
    [59_999, '60s'],
    [60_000, '1m'],
    [90_000, '1.5m'],
    [3_600_000, '1h'],
    [5_400_000, '1.5h'],
    [undefined, '-'],
    [null, '-'],
    [Number.NaN, '-'],
    [-5, '-'],
  ])('%s → %s', (ms, expected) => {
    expect(formatLatency(ms)).toBe(expected);
  });
});

describe('formatUptime', () => {
  it.each([
    [{ passed: 20, failed: 40 }, 1, '33.3%'],
    [{ passed: 20, failed: 40 }, 2, '33.33%'],
    [{ passed: 59, failed: 1 }, 1, '98.3%'],
    [{ passed: 10, failed: 0 }, 2, '100.00%'],
    [{ passed: 0, failed: 0 }, 1, '-'],
    [null, 1, '-'],
  ] as const)('%j with %i decimals → %s', (uptime, decimals, expected) => {
    expect(formatUptime(uptime, decimals)).toBe(expected);
  });
});

describe('parseDurationFilter', () => {
  it.each([
    ['All', { ok: true, ms: null }],
    ['', { ok: true, ms: null }],
    [null, { ok: true, ms: null }],
    ['100ms', { ok: true, ms: 100 }],
    ['1s', { ok: true, ms: 1000 }],
    ['30s', { ok: true, ms: 30_000 }],
    [' 250ms ', { ok: true, ms: 250 }],
    ['1.5s', { ok: true, ms: 1500 }],
    [' All ', { ok: true, ms: null }],
    ['5m', { ok: false, error: DURATION_FILTER_ERROR }],
    ['ms', { ok: false, error: DURATION_FILTER_ERROR }],
    ['-1s', { ok: false, error: DURATION_FILTER_ERROR }],
    ['10', { ok: false, error: DURATION_FILTER_ERROR }],
    ['1e3ms', { ok: false, error: DURATION_FILTER_ERROR }],
  ])('%j → %j', (text, expected) => {
    expect(parseDurationFilter(text)).toEqual(expected);
  });
});

describe('durationToMs and refreshRateToMs', () => {
  it.each([
    ['15m', 900_000],
    ['1mo', 30 * D],
    ['5y', 5 * 365 * D],
    ['1w', 7 * D],
    ['now-5', null],
    ['', null],
    ['1x', null],
  ])('durationToMs(%s) → %s', (text, expected) => {
    expect(durationToMs(text)).toBe(expected);
  });
  it.each([
    ['None', null],
    [null, null],
    ['30s', 30_000],
    ['5m', 300_000],
    ['1h', H],
    ['1d', D],
    ['1w', 7 * D],
    ['0s', null],
    ['1mo', null],
    ['fast', null],
  ])('refreshRateToMs(%s) → %s', (text, expected) => {
    expect(refreshRateToMs(text)).toBe(expected);
  });
});
