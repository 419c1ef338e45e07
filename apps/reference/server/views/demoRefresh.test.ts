import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureDemoScrapers } from '../catalog/scrape/demo';
import { ScrapeEngine } from '../catalog/scrape/engine';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../testing/databases';
import { DEMO_VIEW_IDS, ensureDemoViews } from './demo';
import { DemoViewsAfterFirstScrape } from './demoRefresh';
import { ViewEngine } from './engine';
import { VIEW_LIMITS } from './limits';

/**
 * #24: the demo views run at seed time, before the first scrape, so their first result is an empty catalog; the
 * demo pass runs them again as soon as the first demo scrapes have finished, not a maxAge (1m) later.
 */
describe.each(testDatabaseKinds)('demo views after the first demo scrape (%s)', (kind) => {
  let t: TestDatabase;
  let dataDir: string;
  const signal = new AbortController().signal;

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    dataDir = mkdtempSync(join(tmpdir(), 'mc-demo-views-'));
  });
  afterAll(async () => {
    await t?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** What a request without Cache-Control gets for catalog-summary: the cached result within maxAge. */
  async function catalogSummary() {
    const engine = new ViewEngine(t.db, VIEW_LIMITS);
    const view = await engine.findView(DEMO_VIEW_IDS['default/catalog-summary']!);
    const result = await engine.get(view!, {}, false);
    const panel = (name: string) => result.panels.find((p) => p.name === name)?.rows ?? [];
    return { items: Number(panel('Catalog items')[0]?.value), byType: panel('Items by type'), result };
  }

  it('reports the scraped items right after the first scrape, without waiting for maxAge', async () => {
    await ensureDemoScrapers(t.db);
    const pass = new DemoViewsAfterFirstScrape(t.db);
    expect(await ensureDemoViews(t.db)).toEqual({
      'default/catalog-summary': 'ok',
      'default/deployment-overview': 'ok',
    });
    expect((await catalogSummary()).items).toBe(0);

    // Before any scrape has finished the pass waits.
    await pass.tick(signal);
    expect(pass.finished).toBe(false);

    const scrapers = new ScrapeEngine(t.db, { dataDir });
    await scrapers.tick(signal);
    await scrapers.drain();
    const { rows } = await t.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM config_items WHERE deleted_at IS NULL',
    );
    const scraped = rows[0]!.count;
    expect(scraped).toBeGreaterThan(40);
    // Without the pass the cached (empty) result is still what a request gets, well inside the view's 1m maxAge.
    expect((await catalogSummary()).items).toBe(0);

    await pass.tick(signal);
    expect(pass.finished).toBe(true);
    const after = await catalogSummary();
    expect(after.items).toBe(scraped);
    expect(after.result.stale).toBe(false);
    expect(after.byType).toContainEqual({ type: 'Kubernetes::Deployment', count: 8 });
    // The table lists the scraped items that are not healthy.
    expect(after.result.rows.length).toBeGreaterThan(0);

    // It ran once: a later tick leaves the views to the schedule.
    const { rows: runs } = await t.db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM job_history WHERE resource_type = 'view' AND resource_id = $1`,
      [DEMO_VIEW_IDS['default/catalog-summary']],
    );
    // At least seed time and right after the first scrape.
    expect(runs[0]!.count).toBeGreaterThanOrEqual(2);
    await pass.tick(signal);
    const { rows: again } = await t.db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM job_history WHERE resource_type = 'view' AND resource_id = $1`,
      [DEMO_VIEW_IDS['default/catalog-summary']],
    );
    expect(again[0]!.count).toBe(runs[0]!.count);
  });
});
