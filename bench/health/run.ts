/**
 * Health dashboard benchmark: the virtualised HealthDashboard against a plain table
 * that renders every row, at 10,000 and 100,000 checks, in headless Chromium.
 * Run with `pnpm bench:health`. Figures are milliseconds and DOM element counts.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { chromium, type Page } from 'playwright';
import { build, preview } from 'vite';
import { chromiumArgs, chromiumPath } from '../../config/chromium.ts';

/** The dashboard's search debounce, taken out of the keystroke figure so both sides compare. */
const SEARCH_DEBOUNCE_MS = 400;
const STEP_TIMEOUT_MS = 30_000;
const SIZES = (process.env.BENCH_SIZES ?? '10000,100000').split(',').map(Number);

interface Figures {
  firstPaint: number;
  filter: number;
  groupBy: number;
  domNodes: number;
}

const ROWS = 'table[aria-label="Health checks"] tbody tr:not([data-spacer])';

/** performance.now() in the page after the next two frames, i.e. once the change is painted. */
const paintedAt = (page: Page) =>
  page.evaluate(
    () => new Promise<number>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r(performance.now())))),
  );

async function firstRowChanged(page: Page, before: string) {
  await page.waitForFunction(
    ([selector, previous]) => (document.querySelector(selector!)?.textContent ?? '') !== previous,
    [ROWS, before] as const,
    { polling: 'raf', timeout: STEP_TIMEOUT_MS },
  );
}

/** A step that never paints is reported as 'timeout' rather than hanging the run. */
async function timed(step: () => Promise<number>): Promise<number> {
  try {
    return await step();
  } catch {
    return Number.NaN;
  }
}

async function measure(page: Page, kind: 'dashboard' | 'baseline', count: number): Promise<Figures> {
  await page.reload();
  const handedOver = await page.evaluate(([k, n]) => window.benchRender(k, n), [kind, count] as const);
  await page.waitForSelector(ROWS, { state: 'attached' });
  const firstPaint = (await paintedAt(page)) - handedOver;
  const firstRow = () => page.evaluate((selector) => document.querySelector(selector)?.textContent ?? '', ROWS);

  const filter = await timed(async () => {
    const before = await firstRow();
    const start = await page.evaluate(() => performance.now());
    await page.fill('input[type="search"]', '9');
    await firstRowChanged(page, before);
    return (await paintedAt(page)) - start - (kind === 'dashboard' ? SEARCH_DEBOUNCE_MS : 0);
  });
  const groupBy = await timed(async () => {
    const before = await firstRow();
    const start = await page.evaluate(() => performance.now());
    await page
      .locator('select', { has: page.locator('option', { hasText: 'Group Name' }) })
      .first()
      .selectOption('canary_name');
    await firstRowChanged(page, before);
    return (await paintedAt(page)) - start;
  });

  const domNodes = await page.evaluate(() => document.getElementsByTagName('*').length);
  return { firstPaint, filter, groupBy, domNodes };
}

async function main() {
  const outDir = mkdtempSync(join(tmpdir(), 'mc-bench-health-'));
  const root = import.meta.dirname;
  await build({
    root,
    plugins: [react()],
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 10_000 },
  });
  const server = await preview({ root, build: { outDir }, preview: { port: 0, host: '127.0.0.1' }, logLevel: 'warn' });
  const address = server.resolvedUrls?.local[0];
  if (!address) throw new Error('preview server has no address');
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    // tsx compiles the evaluated functions with esbuild's keep-names helper; give the page one.
    await page.addInitScript('window.__name = (fn) => fn');
    await page.goto(address);
    page.setDefaultTimeout(600_000);
    if (process.env.BENCH_DEBUG) page.on('console', (m) => process.stderr.write(`page: ${m.text()}\n`));
    const header = ['checks', 'metric', 'HealthDashboard', 'plain table'];
    const lines: string[][] = [];
    for (const count of SIZES) {
      const dashboard = await measure(page, 'dashboard', count);
      process.stderr.write(`${count} dashboard: ${JSON.stringify(dashboard)}\n`);
      const baseline = await measure(page, 'baseline', count);
      process.stderr.write(`${count} plain table: ${JSON.stringify(baseline)}\n`);
      const metrics: Array<[string, keyof Figures]> = [
        ['data to first paint (ms)', 'firstPaint'],
        ['filter keystroke to paint (ms, debounce excluded)', 'filter'],
        ['group-by switch to paint (ms)', 'groupBy'],
        ['DOM elements', 'domNodes'],
      ];
      for (const [label, key] of metrics) {
        const cell = (value: number) => (Number.isNaN(value) ? 'timeout' : String(Math.round(value)));
        lines.push([String(count), label, cell(dashboard[key]), cell(baseline[key])]);
      }
    }
    const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
    const format = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ');
    process.stdout.write(`${format(header)}\n${lines.map(format).join('\n')}\n`);
  } finally {
    await browser.close();
    await new Promise<void>((resolve) => server.httpServer.close(() => resolve()));
    rmSync(outDir, { recursive: true, force: true });
  }
}

await main();
