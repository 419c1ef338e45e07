const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

function compact(value: number): string {
  return String(Math.round(value * 100) / 100);
}

/**
 * Latency in the unit people read fastest: below 1 s in ms, below 1 min in s,
 * below 1 h in m, otherwise h. Non-numbers and negative values give ''.
 */
export function formatLatency(ms: number | null | undefined): string {
  if (typeof ms !== 'number' || !Number.isFinite(ms) || ms < 0) return '';
  if (ms < SECOND) return `${Math.round(ms)}ms`;
  if (ms < MINUTE) return `${compact(ms / SECOND)}s`;
  if (ms < HOUR) return `${compact(ms / MINUTE)}m`;
  return `${compact(ms / HOUR)}h`;
}
