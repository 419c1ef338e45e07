// Renders the DataTable with 100,000 rows in headless Chromium and prints time
// to first paint, a sort and a scroll across the whole list, beside a plain
// non-virtualised table. Run with `pnpm bench:datatable` (not part of the tests).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { chromium } from 'playwright';
import { build, preview } from 'vite';
import { chromiumArgs, chromiumPath } from '../../config/chromium.ts';
import { announceSmoke, sized } from '../smoke.ts';

announceSmoke('bench:datatable');

const ROWS = Number(process.env.BENCH_ROWS ?? sized(100_000, 2_000));
const BASELINE_ROWS = Number(process.env.BENCH_BASELINE_ROWS ?? ROWS);
const SCROLL_STEPS = sized(200, 10);
const PAGE_TIMEOUT = 180_000;

interface Result {
  name: string;
  rows: number;
  firstPaint: number;
  sort: number;
  scroll: { total: number; frames: number; slowFrames: number; longest: number };
}

async function measure(baseUrl: string, mode: 'datatable' | 'baseline', rows: number): Promise<Result | string> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    page.setDefaultTimeout(PAGE_TIMEOUT);
    await page.goto(`${baseUrl}/?mode=${mode}&n=${rows}`);
    const firstPaint = await page.evaluate(() => window.bench.firstPaint);
    const sort = await page.evaluate(() => window.bench.sort());
    const scroll = await page.evaluate((steps) => window.bench.scrollThrough(steps), SCROLL_STEPS);
    return {
      name: mode === 'datatable' ? 'DataTable (virtualised)' : 'Plain table (baseline)',
      rows,
      firstPaint,
      sort,
      scroll,
    };
  } catch (error) {
    return `${mode} with ${rows} rows did not finish: ${(error as Error).message.split('\n')[0]}`;
  } finally {
    await browser.close();
  }
}

const outDir = await mkdtemp(join(tmpdir(), 'mc-bench-datatable-'));
const root = import.meta.dirname;
try {
  await build({ root, logLevel: 'warn', plugins: [react()], build: { outDir, emptyOutDir: true } });
  const server = await preview({ root, logLevel: 'warn', build: { outDir }, preview: { port: 0, host: '127.0.0.1' } });
  const baseUrl = server.resolvedUrls?.local[0]?.replace(/\/$/, '') ?? 'http://127.0.0.1:4173';
  try {
    const results = [await measure(baseUrl, 'datatable', ROWS), await measure(baseUrl, 'baseline', BASELINE_ROWS)];
    const round = (value: number) => (Number.isFinite(value) ? String(Math.round(value)) : 'n/a');
    console.log(`\nDataTable benchmark, headless Chromium (${chromiumPath}), scroll in ${SCROLL_STEPS} steps\n`);
    console.log(
      ['table', 'rows', 'first paint ms', 'sort ms', 'scroll ms', 'frames > 50 ms', 'longest frame ms'].join(' | '),
    );
    for (const result of results) {
      if (typeof result === 'string') {
        console.log(result);
        continue;
      }
      console.log(
        [
          result.name,
          result.rows,
          round(result.firstPaint),
          round(result.sort),
          round(result.scroll.total),
          `${result.scroll.slowFrames}/${result.scroll.frames}`,
          round(result.scroll.longest),
        ].join(' | '),
      );
    }
  } finally {
    await server.close();
  }
} finally {
  await rm(outDir, { recursive: true, force: true });
}
