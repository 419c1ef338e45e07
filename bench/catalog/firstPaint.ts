/**
 * First paint in headless Chromium of the catalog's two modes beside the health dashboard, at the same size:
 * the Vite-built page (page.tsx) renders the real widget through ConsoleProvider, with the api's client over
 * a stand-in `fetch` that answers from generated data. The figure runs from the hand-over (the items page,
 * the summary, or the checks answered) to the first data rows painted; then the DOM's element count.
 * Each widget is measured RUNS times, alternating, and the median kept (the machine is shared and noisy).
 */
import type { Page } from 'playwright';
import { median, paintedAt, paintTable, withBenchPage } from '../browserPage.ts';
import { sized } from '../smoke.ts';
import type { BenchKind } from './page.tsx';

const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? sized(3, 1)));
/** A widget that never paints its rows fails the bench instead of hanging it (CI runs the smoke). */
const PAINT_TIMEOUT_MS = sized(120_000, 30_000);

interface Figures {
  firstPaint: number;
  domNodes: number;
}

/** Each widget's table and a text only its data rows carry (skeleton rows carry none). */
const ROWS: Record<BenchKind, { table: string; text: string; label: string }> = {
  list: { table: 'Catalog items', text: 'item-', label: 'CatalogPage, item list (one type)' },
  search: { table: 'Catalog items', text: 'item-', label: 'CatalogPage, item list (every item)' },
  summary: { table: 'Catalog summary', text: 'Deployment', label: 'CatalogPage, summary by type' },
  health: { table: 'Health checks', text: 'check-', label: 'HealthDashboard' },
};

async function measure(page: Page, kind: BenchKind, count: number): Promise<Figures> {
  await page.reload();
  const { table, text } = ROWS[kind];
  const handedOver = await page.evaluate(([k, n]) => window.benchCatalogRender(k, n), [kind, count] as const);
  await page.waitForFunction(
    ([label, marker]) =>
      [...document.querySelectorAll(`table[aria-label="${label}"] tbody tr`)].some((row) =>
        (row.textContent ?? '').includes(marker!),
      ),
    [table, text] as const,
    { polling: 'raf', timeout: PAINT_TIMEOUT_MS },
  );
  const firstPaint = (await paintedAt(page)) - handedOver;
  // The whole-catalog list must show the stand-in's exact count, or the paging answers are wrong.
  const total = `${count.toLocaleString('en-US')} items`;
  if (kind === 'search' && !(await page.evaluate((t) => document.body.textContent?.includes(t), total))) {
    throw new Error(`the item list does not show '${total}'`);
  }
  const domNodes = await page.evaluate(() => document.getElementsByTagName('*').length);
  return { firstPaint, domNodes };
}

/** Builds the page, measures list, summary and health at `count`, and returns the printed table's lines. */
export async function firstPaint(count: number): Promise<string[]> {
  return withBenchPage(import.meta.dirname, PAINT_TIMEOUT_MS, async (page) => {
    const kinds = Object.keys(ROWS) as BenchKind[];
    const runs = new Map<BenchKind, Figures[]>(kinds.map((kind) => [kind, []]));
    for (let run = 0; run < RUNS; run++) {
      for (const kind of kinds) {
        const figures = await measure(page, kind, count);
        runs.get(kind)!.push(figures);
        process.stderr.write(`${count} ${kind}: ${JSON.stringify(figures)}\n`);
      }
    }
    const header = [`${count} items / checks, first paint`, 'hand-over to rows painted (ms)', 'DOM elements'];
    const lines = kinds.map((kind) => {
      const figures = runs.get(kind)!;
      return [
        ROWS[kind].label,
        String(Math.round(median(figures.map((f) => f.firstPaint)))),
        String(median(figures.map((f) => f.domNodes))),
      ];
    });
    return paintTable(header, lines);
  });
}
