import { UNIT_MS } from '@mission-control/core';

const STEPS = (['d', 'h', 'm', 's'] as const).map((unit) => ({ unit, ms: UNIT_MS[unit] }));

/**
 * A duration as its two largest units (`1h 5m`, `2d 3h`, `45s`); under a
 * second in ms. Two units are enough to compare runs at a glance.
 * Non-numbers and negative values give ''.
 */
export function formatDuration(ms: number | null | undefined): string {
  if (typeof ms !== 'number' || !Number.isFinite(ms) || ms < 0) return '';
  if (ms < 1000) return `${Math.round(ms)}ms`;
  let rest = Math.floor(ms / 1000) * 1000;
  const parts: string[] = [];
  for (const step of STEPS) {
    const count = Math.floor(rest / step.ms);
    rest -= count * step.ms;
    if (count > 0 || parts.length > 0) parts.push(`${count}${step.unit}`);
    if (parts.length === 2) break;
  }
  return parts.filter((part) => !part.startsWith('0')).join(' ');
}
