/**
 * What the first-paint benches share: the bench's Vite page (its folder's index.html and page.tsx) built and
 * previewed on a free loopback port, one headless Chromium page open on it, the paint clock and the median.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { chromium, type Page } from 'playwright';
import { build, preview } from 'vite';
import { chromiumArgs, chromiumPath } from '../config/chromium.ts';

/** performance.now() in the page after the next two frames, i.e. once the change is painted. */
export const paintedAt = (page: Page) =>
  page.evaluate(
    () => new Promise<number>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r(performance.now())))),
  );

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * Builds the page in `root`, opens it, and runs `measure` with it; everything is closed and removed afterwards.
 * `timeoutMs` bounds every wait of the page, so a widget that never paints fails the bench instead of hanging it.
 * BENCH_MINIFY=0 builds it unminified, so a profile of the page names its functions.
 */
export async function withBenchPage<T>(
  root: string,
  timeoutMs: number,
  measure: (page: Page) => Promise<T>,
): Promise<T> {
  const outDir = mkdtempSync(join(tmpdir(), 'mc-bench-page-'));
  let server: Awaited<ReturnType<typeof preview>> | undefined;
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    await build({
      root,
      plugins: [react()],
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 10_000, minify: process.env.BENCH_MINIFY !== '0' },
    });
    server = await preview({ root, build: { outDir }, preview: { port: 0, host: '127.0.0.1' }, logLevel: 'warn' });
    const address = server.resolvedUrls?.local[0];
    if (!address) throw new Error('preview server has no address');
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 }, locale: 'en-US' });
    // tsx compiles the evaluated functions with esbuild's keep-names helper; give the page one.
    await page.addInitScript('window.__name = (fn) => fn');
    page.setDefaultTimeout(timeoutMs);
    if (process.env.BENCH_DEBUG) page.on('console', (m) => process.stderr.write(`page: ${m.text()}\n`));
    page.on('pageerror', (error) => process.stderr.write(`page error: ${error.message}\n`));
    await page.goto(address);
    return await measure(page);
  } finally {
    await browser.close();
    if (server) await new Promise<void>((resolve) => server!.httpServer.close(() => resolve()));
    rmSync(outDir, { recursive: true, force: true });
  }
}

/** The printed table of a first-paint bench: a header row and one row per widget, columns padded. */
export function paintTable(header: string[], lines: string[][]): string[] {
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const format = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]! + 2)).join('');
  return [format(header), ...lines.map(format)];
}
