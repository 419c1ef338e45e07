import { parseDateInput, type DateInput } from '../format/dates';

export interface StatusPoint {
  time: DateInput;
  /** Whether the check passed at this time. */
  passed: boolean;
  /** Optional run duration, shown in the data table. */
  durationMs?: number | null;
}

export interface LatencyPoint {
  time: DateInput;
  latencyMs: number | null | undefined;
}

export interface TimedPoint<T> {
  time: Date;
  point: T;
}

/** Points with a usable time, oldest first; unparseable times are dropped rather than drawn at 1970. */
export function sortByTime<T extends { time: DateInput }>(points: readonly T[] | null | undefined): TimedPoint<T>[] {
  if (!Array.isArray(points)) return [];
  const out: TimedPoint<T>[] = [];
  for (const point of points) {
    const time = point ? parseDateInput(point.time) : null;
    if (time) out.push({ time, point });
  }
  return out.sort((a, b) => a.time.getTime() - b.time.getTime());
}

/** Latency points with a finite, non-negative value. */
export function validLatency(points: readonly LatencyPoint[] | null | undefined): TimedPoint<LatencyPoint>[] {
  return sortByTime(points).filter(
    ({ point }) => typeof point.latencyMs === 'number' && Number.isFinite(point.latencyMs) && point.latencyMs >= 0,
  );
}

export interface StatusSummary {
  passed: number;
  failed: number;
  from: Date | null;
  to: Date | null;
}

export function summarizeStatus(points: readonly TimedPoint<StatusPoint>[]): StatusSummary {
  let passed = 0;
  for (const { point } of points) if (point.passed) passed += 1;
  return {
    passed,
    failed: points.length - passed,
    from: points[0]?.time ?? null,
    to: points[points.length - 1]?.time ?? null,
  };
}

export type MarkerShape = 'circle' | 'triangle';

/**
 * One SVG path for many markers: a single DOM node per status keeps thousands
 * of points cheap to lay out and paint. Coordinates are rounded to 0.1 px to
 * keep the path text short.
 */
export function markersPath(
  centres: ReadonlyArray<readonly [number, number]>,
  shape: MarkerShape,
  radius: number,
): string {
  const n = (value: number) => Math.round(value * 10) / 10;
  const r = n(radius);
  const parts: string[] = [];
  for (const [rawX, rawY] of centres) {
    if (!Number.isFinite(rawX) || !Number.isFinite(rawY)) continue;
    const x = n(rawX);
    const y = n(rawY);
    if (shape === 'circle') {
      parts.push(`M${n(x - r)},${y}a${r},${r} 0 1,0 ${n(2 * r)},0a${r},${r} 0 1,0 ${n(-2 * r)},0`);
    } else {
      parts.push(`M${x},${n(y - r)}L${n(x + r)},${n(y + r)}L${n(x - r)},${n(y + r)}Z`);
    }
  }
  return parts.join('');
}
