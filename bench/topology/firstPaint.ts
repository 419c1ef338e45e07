/**
 * First paint of the topology page in headless Chromium: the Vite-built page (page.tsx) renders the real
 * TopologyPage through ConsoleProvider, with the api's client over a stand-in `fetch` that answers the whole tree.
 * The figure runs from the hand-over (the tree answered) to the first card painted; then the cards and DOM
 * elements on screen. Measured RUNS times and the median kept (the machine is shared and noisy).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { chromium, type Page } from 'playwright';
import { build, preview } from 'vite';
import { chromiumArgs, chromiumPath } from '../../config/chromium.ts';
import { sized } from '../smoke.ts';
import type { TreeShape } from './page.tsx';

const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? sized(3, 1)));
/** A page that never paints its cards fails the bench instead of hanging it (CI runs the smoke). */
const PAINT_TIMEOUT_MS = sized(120_000, 30_000);

interface Figures {
  firstPaint: number;
  cards: number;
  domNodes: number;
}

const paintedAt = (page: Page) =>
  page.evaluate(
    () => new Promise<number>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r(performance.now())))),
  );

async function measure(page: Page, shape: TreeShape): Promise<Figures> {
  await page.reload();
  const handedOver = await page.evaluate((s) => window.benchTopologyRender(s), shape);
  await page.waitForFunction(() => document.querySelector('article[data-component-id]') !== null, undefined, {
    polling: 'raf',
    timeout: PAINT_TIMEOUT_MS,
  });
  const firstPaint = (await paintedAt(page)) - handedOver;
  const cards = await page.evaluate(() => document.querySelectorAll('article[data-component-id]').length);
  const domNodes = await page.evaluate(() => document.getElementsByTagName('*').length);
  return { firstPaint, cards, domNodes };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Builds the page, measures the first paint of `/topology` over the tree, and returns the printed lines. */
export async function firstPaint(components: number, shape: TreeShape): Promise<string[]> {
  const root = import.meta.dirname;
  const outDir = mkdtempSync(join(tmpdir(), 'mc-bench-topology-'));
  let server: Awaited<ReturnType<typeof preview>> | undefined;
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    await build({
      root,
      plugins: [react()],
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 10_000 },
    });
    server = await preview({ root, build: { outDir }, preview: { port: 0, host: '127.0.0.1' }, logLevel: 'warn' });
    const address = server.resolvedUrls?.local[0];
    if (!address) throw new Error('preview server has no address');
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 }, locale: 'en-US' });
    // tsx compiles the evaluated functions with esbuild's keep-names helper; give the page one.
    await page.addInitScript('window.__name = (fn) => fn');
    page.setDefaultTimeout(PAINT_TIMEOUT_MS);
    if (process.env.BENCH_DEBUG) page.on('console', (m) => process.stderr.write(`page: ${m.text()}\n`));
    page.on('pageerror', (error) => process.stderr.write(`page error: ${error.message}\n`));
    await page.goto(address);
    const runs: Figures[] = [];
    for (let run = 0; run < RUNS; run++) {
      const figures = await measure(page, shape);
      runs.push(figures);
      process.stderr.write(`${components} components: ${JSON.stringify(figures)}\n`);
    }
    return [
      `first paint of /topology (TopologyPage) over ${components} components: ` +
        `${Math.round(median(runs.map((f) => f.firstPaint)))} ms from the tree answered to the first card painted; ` +
        `${median(runs.map((f) => f.cards))} cards, ${median(runs.map((f) => f.domNodes))} DOM elements`,
    ];
  } finally {
    await browser.close();
    if (server) await new Promise<void>((resolve) => server!.httpServer.close(() => resolve()));
    rmSync(outDir, { recursive: true, force: true });
  }
}
