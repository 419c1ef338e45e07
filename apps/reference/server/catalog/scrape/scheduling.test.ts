import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Runner } from '../../runner/runner';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../../testing/databases';
import { ScrapeEngine } from './engine';

/**
 * Scrapers are scheduled by the check runner's tick (one scheduler) and claimed through the database: two servers
 * on one database, each with its runner and engine, run a due scraper once, and the row gets its next time.
 */
describe.each(testDatabaseKinds)('scraper scheduling on %s', (kind) => {
  let t: TestDatabase;
  let dataDir: string;
  beforeAll(async () => {
    t = await createTestDatabase(kind);
    dataDir = mkdtempSync(join(tmpdir(), 'mc-sched-'));
    mkdirSync(join(dataDir, 'scrape'), { recursive: true });
    writeFileSync(join(dataDir, 'scrape', 'one.json'), JSON.stringify({ id: 'one' }));
  });
  afterAll(async () => {
    await t.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('two runners on one database run a due scraper once and schedule its next run', async () => {
    const { rows } = await t.db.query<{ id: string }>(
      `INSERT INTO config_scrapers (name, spec) VALUES ('sched', $1) RETURNING id`,
      [{ schedule: '@every 30m', file: [{ paths: ['*.json'], id: '$.id', type: 'Demo::Thing' }] }],
    );
    const id = rows[0]!.id;
    const runners = ['a', 'b'].map((holder) => {
      const runner = new Runner(t.db, { pollMs: 20, maintenanceMs: 3_600_000, leaseHolder: `test-${holder}` });
      runner.addPass(new ScrapeEngine(t.db, { dataDir, leaseHolder: `test-${holder}` }));
      return runner;
    });
    const started = Date.now();
    for (const runner of runners) runner.start();
    try {
      await expect
        .poll(async () => (await t.db.query("SELECT 1 FROM job_history WHERE name = 'Scraper'")).rows.length, {
          timeout: 15_000,
        })
        .toBe(1);
      // Many more ticks of both runners: still one run.
      await new Promise((resolve) => setTimeout(resolve, 500));
    } finally {
      await Promise.all(runners.map((runner) => runner.stop()));
    }
    const { rows: jobs } = await t.db.query<{
      status: string;
      success_count: number;
      details: { scrape_summary: { trigger: string } };
    }>("SELECT status, success_count, details FROM job_history WHERE name = 'Scraper' AND resource_id = $1", [id]);
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toMatchObject({
      status: 'SUCCESS',
      success_count: 1,
      details: { scrape_summary: { trigger: 'start' } },
    });
    const { rows: next } = await t.db.query<{ next_runtime: Date }>(
      'SELECT next_runtime FROM config_scrapers WHERE id = $1',
      [id],
    );
    const due = new Date(next[0]!.next_runtime).getTime() - started;
    expect(due).toBeGreaterThan(29 * 60_000);
    expect(due).toBeLessThan(31 * 60_000);
  });
});
