import { describe, expect, it } from 'vitest';
import {
  areaPerPixel,
  distinctMarkers,
  linePerPixel,
  markersPath,
  sortByTime,
  summarizeStatus,
  timeScaleOf,
  timeToPixelsOf,
  validLatency,
  type LatencyPoint,
  type StatusPoint,
} from './chartData';

describe('sortByTime', () => {
  it('orders by time and drops unusable times', () => {
    const points: StatusPoint[] = [
      { time: '2025-01-01T00:02:00Z', passed: true },
      { time: 'garbage', passed: false },
      { time: '2025-01-01T00:01:00Z', passed: false },
      { time: '0001-01-01T00:00:00Z', passed: true },
      { time: null, passed: true },
    ];
    expect(sortByTime(points).map(({ time }) => time.toISOString())).toEqual([
      '2025-01-01T00:01:00.000Z',
      '2025-01-01T00:02:00.000Z',
    ]);
  });

  it.each([null, undefined, 'nope' as unknown as StatusPoint[]])('gives [] for %j', (input) => {
    expect(sortByTime(input)).toEqual([]);
  });
});

describe('validLatency', () => {
  it.each<[LatencyPoint['latencyMs'], boolean]>([
    [0, true],
    [120, true],
    [-1, false],
    [Number.NaN, false],
    [null, false],
    [undefined, false],
  ])('%s kept: %s', (latencyMs, kept) => {
    expect(validLatency([{ time: '2025-01-01T00:00:00Z', latencyMs }])).toHaveLength(kept ? 1 : 0);
  });
});

describe('summarizeStatus', () => {
  it('counts and spans', () => {
    const summary = summarizeStatus(
      sortByTime<StatusPoint>([
        { time: '2025-01-01T00:00:00Z', passed: true },
        { time: '2025-01-01T01:00:00Z', passed: false },
        { time: '2025-01-01T02:00:00Z', passed: true },
      ]),
    );
    expect(summary.passed).toBe(2);
    expect(summary.failed).toBe(1);
    expect(summary.from?.toISOString()).toBe('2025-01-01T00:00:00.000Z');
    expect(summary.to?.toISOString()).toBe('2025-01-01T02:00:00.000Z');
  });

  it('is empty for no points', () => {
    expect(summarizeStatus([])).toEqual({ passed: 0, failed: 0, from: null, to: null });
  });
});

describe('markersPath', () => {
  it.each<[ReadonlyArray<readonly [number, number]>, 'circle' | 'triangle', string]>([
    [[[10, 20]], 'circle', 'M7,20a3,3 0 1,0 6,0a3,3 0 1,0 -6,0'],
    [[[10, 20]], 'triangle', 'M10,17L13,23L7,23Z'],
    [[[1.234, 2.345]], 'triangle', 'M1.2,-0.7L4.2,5.3L-1.8,5.3Z'],
    [[], 'circle', ''],
    [[[Number.NaN, 1]], 'circle', ''],
  ])('%j as %s', (centres, shape, expected) => {
    expect(markersPath(centres, shape, 3)).toBe(expected);
  });

  it('draws thousands of markers as one path string', () => {
    const centres = Array.from({ length: 5000 }, (_, index) => [index, 10] as const);
    const path = markersPath(centres, 'circle', 2);
    expect(path.match(/M/g)).toHaveLength(5000);
  });
});

describe('distinctMarkers', () => {
  it('keeps one marker per half pixel, the first, in order', () => {
    expect(
      distinctMarkers([
        [10, 5],
        [10.1, 5],
        [10.2, 5.1],
        [10.6, 5],
        [10.7, 5],
        [11, 9],
        [11.1, 9],
        [12, 5],
      ]),
    ).toEqual([
      [10, 5],
      [10.6, 5],
      [11, 9],
      [12, 5],
    ]);
  });

  it('draws 10,000 results across 800 px as at most 1,600 markers a row', () => {
    const centres = Array.from({ length: 10_000 }, (_, i) => [(i / 10_000) * 800, 20] as const);
    expect(distinctMarkers(centres).length).toBeLessThanOrEqual(1_601);
  });
});

describe('linePerPixel', () => {
  const x = (p: readonly [number, number]) => p[0];
  const y = (p: readonly [number, number]) => p[1];

  it('keeps, per pixel column, the first, lowest, highest and last point in their order', () => {
    const points: Array<readonly [number, number]> = [
      [0.1, 5],
      [0.2, 9],
      [0.3, 1],
      [0.4, 4],
      [0.5, 6],
      [1.2, 3],
      [2.5, 7],
      [2.6, 7],
    ];
    expect(linePerPixel(points, x, y)).toEqual([
      [0.1, 5],
      [0.2, 9],
      [0.3, 1],
      [0.5, 6],
      [1.2, 3],
      [2.5, 7],
      [2.6, 7],
    ]);
  });

  it('keeps every extreme of a long series and at most four points a column', () => {
    const points = Array.from({ length: 10_000 }, (_, i) => [(i / 10_000) * 800, (i * 37) % 401] as const);
    const drawn = linePerPixel(points, x, y);
    expect(drawn.length).toBeLessThanOrEqual(800 * 4);
    expect(Math.max(...drawn.map(y))).toBe(Math.max(...points.map(y)));
    expect(Math.min(...drawn.map(y))).toBe(Math.min(...points.map(y)));
    expect(drawn[0]).toBe(points[0]);
    expect(drawn.at(-1)).toBe(points.at(-1));
  });

  it('leaves a short series as it is', () => {
    const points: Array<readonly [number, number]> = [
      [0, 1],
      [0.1, 2],
    ];
    expect(linePerPixel(points, x, y)).toEqual(points);
  });
});

describe('areaPerPixel', () => {
  const x = (p: readonly [number, number]) => p[0];
  const y = (p: readonly [number, number]) => p[1];

  it("keeps each pixel column's highest point, and the series' first and last", () => {
    const points: Array<readonly [number, number]> = [
      [0.1, 5],
      [0.2, 9],
      [0.3, 1],
      [1.2, 3],
      [1.4, 3],
      [2.5, 2],
      [2.6, 7],
      [2.9, 1],
    ];
    expect(areaPerPixel(points, x, y)).toEqual([
      [0.1, 5],
      [0.2, 9],
      [1.2, 3],
      [2.6, 7],
      [2.9, 1],
    ]);
  });

  it('shades 10,000 samples across 800 px with about one point a column', () => {
    const points = Array.from({ length: 10_000 }, (_, i) => [(i / 10_000) * 800, (i * 37) % 400] as const);
    const shaded = areaPerPixel(points, x, y);
    expect(shaded.length).toBeLessThanOrEqual(802);
    // Every column's top is kept: no sample rises above the shading at its column.
    const top = new Map<number, number>();
    for (const [px, py] of shaded) top.set(Math.floor(px), Math.max(py, top.get(Math.floor(px)) ?? py));
    for (const p of points) expect(p[1]).toBeLessThanOrEqual(top.get(Math.floor(p[0]))!);
  });
});

describe('timeToPixelsOf', () => {
  it('places times where the axis scale does', () => {
    const points = [0, 7, 1_000, 86_400_000].map((ms) => ({ time: new Date(Date.UTC(2026, 0, 1) + ms), point: ms }));
    const scale = timeScaleOf(points, 812);
    const toX = timeToPixelsOf(points, 812);
    for (const { time } of points) expect(toX(time)).toBeCloseTo(scale(time), 9);
    const one = [points[0]!];
    expect(timeToPixelsOf(one, 100)(one[0]!.time)).toBeCloseTo(timeScaleOf(one, 100)(one[0]!.time), 9);
  });
});
