/**
 * First paint of the topology page in headless Chromium: the Vite-built page (page.tsx) renders the real
 * TopologyPage through ConsoleProvider, with the api's client over a stand-in `fetch` that answers the whole tree.
 * The figure runs from the hand-over (the tree answered) to the first card painted; then the cards and DOM
 * elements on screen. Measured RUNS times and the median kept (the machine is shared and noisy).
 */
import type { Page } from 'playwright';
import { median, paintedAt, withBenchPage } from '../browserPage.ts';
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

/** Builds the page, measures the first paint of `/topology` over the tree, and returns the printed lines. */
export async function firstPaint(components: number, shape: TreeShape): Promise<string[]> {
  return withBenchPage(import.meta.dirname, PAINT_TIMEOUT_MS, async (page) => {
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
  });
}
