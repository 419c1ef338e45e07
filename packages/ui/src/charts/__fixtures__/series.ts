import type { LatencyPoint, StatusPoint } from '../chartData';

// Deterministic pseudo-random series, so stories and tests are stable.
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

export const SERIES_END = Date.parse('2025-01-06T12:00:00.000Z');

export function statusSeries(count: number, failureRate = 0.08, stepMs = 60_000): StatusPoint[] {
  const next = random(7);
  return Array.from({ length: count }, (_, index) => ({
    time: new Date(SERIES_END - (count - 1 - index) * stepMs).toISOString(),
    passed: next() > failureRate,
    durationMs: Math.round(80 + next() * 400),
  }));
}

export function latencySeries(count: number, stepMs = 60_000): LatencyPoint[] {
  const next = random(11);
  return Array.from({ length: count }, (_, index) => ({
    time: SERIES_END - (count - 1 - index) * stepMs,
    latencyMs: Math.round(120 + 80 * Math.sin(index / 15) + next() * 60 + (next() > 0.97 ? 1500 : 0)),
  }));
}
