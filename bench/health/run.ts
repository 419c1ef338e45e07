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
const SIZES = [10_000, 100_000];

interface Figures {
  firstPaint: number;
  filter: number;
  groupBy: number;
  domNodes: number;
}

async function measure(page: Page, kind: 'dashboard' | 'baseline', count: number): Promise<Figures> {
  await page.reload();
  return page.evaluate(
    async ({ kind, count, debounce }) => {
      const frames = () => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r())));
      const until = async (predicate: () => boolean) => {
        while (!predicate()) await new Promise((r) => requestAnimationFrame(r));
        await frames();
      };
      const rows = () => document.querySelectorAll('table[aria-label="Health checks"] tbody tr:not([data-spacer])');
      const firstName = () => rows()[0]?.textContent ?? '';

      const handedOver = await window.benchRender(kind, count);
      await until(() => rows().length > 0);
      const firstPaint = performance.now() - handedOver;

      const input = document.querySelector<HTMLInputElement>('input[type="search"]')!;
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
      const before = firstName();
      let start = performance.now();
      setValue.call(input, '9');
      input.dispatchEvent(new Event('input', { bubbles: true }));
      await until(() => firstName() !== before);
      const filter = performance.now() - start - (kind === 'dashboard' ? debounce : 0);

      const select = [...document.querySelectorAll('select')].find((s) =>
        [...s.options].some((o) => o.textContent === 'Group Name'),
      )!;
      const beforeGroup = firstName();
      start = performance.now();
      select.value = 'canary_name';
      select.dispatchEvent(new Event('change', { bubbles: true }));
      await until(() => firstName() !== beforeGroup);
      const groupBy = performance.now() - start;

      return { firstPaint, filter, groupBy, domNodes: document.getElementsByTagName('*').length };
    },
    { kind, count, debounce: SEARCH_DEBOUNCE_MS },
  );
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
        lines.push([String(count), label, String(Math.round(dashboard[key])), String(Math.round(baseline[key]))]);
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
