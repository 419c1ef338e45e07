/**
 * The check detail's history chart (CheckGraph: status history and latency, the design system's visx charts)
 * at 10,000 points in headless Chromium: time from render to the painted frame, and to redraw after a range
 * change (the last half of the points), beside a plain SVG polyline per chart over the same points as the
 * baseline, in the same run. The goal (#26): 10,000 points drawn in 30 ms. Run with `pnpm bench:chart`;
 * BENCH_POINTS changes the size. Figures are medians of BENCH_RUNS runs, whole milliseconds.
 */
import { median, paintTable, withBenchPage } from '../browserPage.ts';
import { announceSmoke, sized } from '../smoke.ts';

announceSmoke('bench:chart');

const POINTS = Number(process.env.BENCH_POINTS ?? sized(10_000, 200));
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? sized(5, 1)));

const lines = await withBenchPage(import.meta.dirname, 120_000, async (page) => {
  const rows: string[][] = [];
  for (const kind of ['chart', 'baseline'] as const) {
    const draws: number[] = [];
    const redraws: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      draws.push(await page.evaluate(([k, n]) => window.benchChart.draw(k, n), [kind, POINTS] as const));
      redraws.push(await page.evaluate((n) => window.benchChart.redraw(n), Math.floor(POINTS / 2)));
    }
    rows.push([
      kind === 'chart' ? 'CheckGraph (status + latency)' : 'plain SVG polylines (baseline)',
      String(POINTS),
      String(Math.round(median(draws))),
      String(Math.round(median(redraws))),
    ]);
  }
  return rows;
});
console.log(
  paintTable(
    ['chart', 'points', 'draw (ms)', `redraw, range change to ${Math.floor(POINTS / 2)} points (ms)`],
    lines,
  ).join('\n'),
);
