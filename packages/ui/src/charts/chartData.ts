import { scaleTime } from '@visx/scale';
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
    // A Date is taken as it is (the charts never change one): copying 10,000 of them per chart is garbage.
    const given = point?.time;
    const time =
      given instanceof Date && given.getUTCFullYear() > 1 ? given : point ? parseDateInput(point.time) : null;
    if (time) out.push({ time, point });
  }
  // Series usually arrive in order: a pass to check is cheaper than a sort.
  for (let i = 1; i < out.length; i++) {
    if (out[i]!.time.getTime() < out[i - 1]!.time.getTime())
      return out.sort((a, b) => a.time.getTime() - b.time.getTime());
  }
  return out;
}

/** The time axis of a series, oldest first: its first to its last time across `width` (a minute either side of one time). */
export function timeScaleOf(points: readonly TimedPoint<unknown>[], width: number) {
  const [from, to] = timeDomainOf(points);
  return scaleTime({ domain: [new Date(from), new Date(to)], range: [0, width] });
}

function timeDomainOf(points: readonly TimedPoint<unknown>[]): [number, number] {
  const first = (points[0]?.time ?? new Date()).getTime();
  const last = points[points.length - 1]?.time.getTime() ?? first;
  return first === last ? [first - 60_000, last + 60_000] : [first, last];
}

/**
 * The same mapping as timeScaleOf's scale, as plain arithmetic: for the shapes, which place every point (the
 * scale, which coerces and interpolates on each call, stays for the axis and its ticks).
 */
export function timeToPixelsOf(points: readonly TimedPoint<unknown>[], width: number): (time: Date) => number {
  const [from, to] = timeDomainOf(points);
  const perMs = width / (to - from);
  return (time) => (time.getTime() - from) * perMs;
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

/**
 * Markers that land on the same half pixel as the marker kept before them draw the same shape, so only the first
 * of them is kept: 10,000 results on an 800 px chart become at most 1,600 markers per row, and drawing costs the
 * chart's width rather than the series' length. `centres` are in `x` order (a series in time order).
 */
export function distinctMarkers(centres: ReadonlyArray<readonly [number, number]>): Array<readonly [number, number]> {
  const out: Array<readonly [number, number]> = [];
  let lastX = Number.NaN;
  let lastY = Number.NaN;
  for (const centre of centres) {
    const x = Math.round(centre[0] * 2);
    const y = Math.round(centre[1] * 2);
    if (x === lastX && y === lastY) continue;
    lastX = x;
    lastY = y;
    out.push(centre);
  }
  return out;
}

/**
 * A line's points reduced to what one pixel column can show (M4 aggregation): per column of `x`, the first,
 * lowest, highest and last point, in their order. The drawn line is the same at the chart's resolution (every
 * extreme stays), and a series longer than the chart is wide costs its width, not its length. `points` are in
 * `x` order.
 */
export function linePerPixel<T>(points: readonly T[], x: (point: T) => number, y: (point: T) => number): T[] {
  if (points.length <= 4) return [...points];
  const out: T[] = [];
  let column = Number.NaN;
  let first = -1;
  let low = -1;
  let high = -1;
  let last = -1;
  const flush = () => {
    if (first < 0) return;
    const picked = [...new Set([first, low, high, last])].sort((a, b) => a - b);
    for (const index of picked) out.push(points[index]!);
  };
  for (let index = 0; index < points.length; index++) {
    const point = points[index]!;
    const at = Math.floor(x(point));
    if (at !== column) {
      flush();
      column = at;
      first = low = high = last = index;
      continue;
    }
    last = index;
    const value = y(point);
    if (value < y(points[low]!)) low = index;
    if (value > y(points[high]!)) high = index;
  }
  flush();
  return out;
}

/**
 * The shading under a line, reduced to one point per pixel column: the column's highest, plus the series' first
 * and last point so the shading spans the line. A line denser than its chart zigzags within each column, and a
 * filled shape that follows every zigzag costs the browser far more to paint than the line itself (10,000
 * samples: about 50 ms a frame) while showing the same thing: everything under the line's top. `points` are in
 * `x` order.
 */
export function areaPerPixel<T>(points: readonly T[], x: (point: T) => number, y: (point: T) => number): T[] {
  if (points.length <= 2) return [...points];
  const out: T[] = [points[0]!];
  let column = Math.floor(x(points[0]!));
  let high = 0;
  const flush = () => {
    if (out[out.length - 1] !== points[high]) out.push(points[high]!);
  };
  for (let index = 1; index < points.length; index++) {
    const at = Math.floor(x(points[index]!));
    if (at !== column) {
      flush();
      column = at;
      high = index;
    } else if (y(points[index]!) > y(points[high]!)) high = index;
  }
  flush();
  if (out[out.length - 1] !== points[points.length - 1]) out.push(points[points.length - 1]!);
  return out;
}
