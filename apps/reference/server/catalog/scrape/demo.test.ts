import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../../testing/databases';
import { DEMO_FILE_SCRAPER_ID, DEMO_SQL_SCRAPER_ID, ensureDemoScrapers } from './demo';
import { ScrapeEngine } from './engine';

/** The demo catalog is what the engine makes of the shipped documents and the server's own people. */
describe.each(testDatabaseKinds)('demo scrapers on %s', (kind) => {
  let t: TestDatabase;
  let dataDir: string;
  let engine: ScrapeEngine;
  beforeAll(async () => {
    t = await createTestDatabase(kind);
    dataDir = mkdtempSync(join(tmpdir(), 'mc-demo-'));
    engine = new ScrapeEngine(t.db, { dataDir });
    await ensureDemoScrapers(t.db);
  });
  afterAll(async () => {
    await t.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('the runner tick runs both demo scrapers at start and the catalog fills with related items', async () => {
    await engine.tick(new AbortController().signal);
    await engine.drain();
    const { rows: jobs } = await t.db.query<{
      resource_id: string;
      status: string;
      success_count: number;
      details: unknown;
    }>(
      "SELECT resource_id, status, success_count, details FROM job_history WHERE name = 'Scraper' ORDER BY resource_id",
    );
    expect(jobs.map((job) => [job.resource_id, job.status])).toEqual([
      [DEMO_FILE_SCRAPER_ID, 'SUCCESS'],
      [DEMO_SQL_SCRAPER_ID, 'SUCCESS'],
    ]);
    const { rows } = await t.db.query<{ type: string; count: number }>(
      'SELECT type, count(*)::int AS count FROM config_items WHERE deleted_at IS NULL GROUP BY type ORDER BY type',
    );
    const counts = Object.fromEntries(rows.map((row) => [row.type, row.count]));
    expect(counts).toMatchObject({
      'Kubernetes::Cluster': 1,
      'Kubernetes::Node': 3,
      'Kubernetes::Namespace': 3,
      'Kubernetes::Deployment': 8,
      'Kubernetes::Service': 7,
      'Kubernetes::Pod': 14,
      'Postgres::Database': 1,
      'Postgres::Backup': 3,
      'AWS::EC2::Instance': 3,
      'AWS::S3::Bucket': 2,
      'MissionControl::User': expect.any(Number),
    });
    const { rows: health } = await t.db.query<{ health: string; count: number }>(
      'SELECT health, count(*)::int AS count FROM config_items GROUP BY health ORDER BY health',
    );
    expect(health.map((row) => row.health)).toEqual(expect.arrayContaining(['healthy', 'unhealthy']));
    const { rows: unresolved } = await t.db.query<{ details: { scrape_summary: { unresolved: number } } }>(
      'SELECT details FROM job_history WHERE resource_id = $1',
      [DEMO_FILE_SCRAPER_ID],
    );
    expect(unresolved[0]!.details.scrape_summary.unresolved).toBe(0);
    // A pod sits under its deployment, namespace and cluster; the database's password is masked.
    const { rows: pods } = await t.db.query<{ path: string }>(
      "SELECT path FROM config_items WHERE type = 'Kubernetes::Pod' AND name LIKE 'payments-api-%' LIMIT 1",
    );
    expect(pods[0]!.path.split('.')).toHaveLength(3);
    const { rows: dbs } = await t.db.query<{ config: string }>(
      "SELECT config::text AS config FROM config_items WHERE type IN ('Postgres::Database', 'Kubernetes::Deployment')",
    );
    for (const { config } of dbs) {
      expect(config).not.toContain('demo-only-Pa55word');
      expect(config).not.toContain('s3cr3t-demo-password');
    }
    const { rows: aliases } = await t.db.query<{ count: number }>(
      "SELECT count(*)::int AS count FROM config_relationships WHERE relation = 'Alias'",
    );
    expect(aliases[0]!.count).toBe(1);
  });
});
