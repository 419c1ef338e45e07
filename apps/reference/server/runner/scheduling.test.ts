import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { DEMO_CHECK_COUNT, ensureSelfCanary, seedDemoData } from '../seed';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../testing/databases';
import { runMaintenance } from './maintenance';
import { reconcileCanary } from './reconcile';
import { Runner } from './runner';

async function waitFor(what: string, fn: () => Promise<boolean>, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await fn())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const STATUSES_OF_CANARY =
  'SELECT count(*)::int AS n FROM check_statuses s JOIN checks c ON c.id = s.check_id WHERE c.canary_id = $1';

const count = async (db: Database, sql: string, params: unknown[] = []) =>
  (await db.query<{ n: number }>(sql, params)).rows[0]!.n;

describe.each(testDatabaseKinds)('scheduling on %s', (kind) => {
  let testDb: TestDatabase;
  let db: Database;

  // One database for the file; tests are ordered (retention, which sets a property, runs last).
  beforeAll(async () => {
    testDb = await createTestDatabase(kind);
    db = testDb.db;
  });

  afterAll(async () => {
    await testDb.drop();
  });

  it('runs the live demo checks and never the historical-only demo canaries', async () => {
    await seedDemoData(db);
    const before = await count(db, 'SELECT count(*)::int AS n FROM check_statuses');
    const canaryId = await ensureSelfCanary(db, { port: 1, folder: process.cwd() });
    const self = await db.query<{ type: string; name: string }>(
      'SELECT type, name FROM checks WHERE canary_id = $1 AND deleted_at IS NULL ORDER BY type',
      [canaryId],
    );
    expect(self.rows.map((row) => row.type)).toEqual(['dns', 'exec', 'folder', 'http', 'tcp']);
    // A restart on another port updates the same canary instead of adding one.
    expect(await ensureSelfCanary(db, { port: 2, folder: process.cwd() })).toBe(canaryId);
    const spec = (
      await db.query<{ spec: { http: Array<{ url: string }> } }>('SELECT spec FROM canaries WHERE id = $1', [canaryId])
    ).rows[0]!.spec;
    expect(spec.http[0]!.url).toBe('http://127.0.0.1:2/api/health');

    // Historical checks are due too (their seeded next_runtime is in 30 s); make them due now to prove they are skipped.
    await db.query("UPDATE checks SET next_runtime = now() - interval '1 minute'");
    // The seeded history ends 30 s before the seed: only runs from now on count.
    const since = new Date();
    const runner = new Runner(db, { pollMs: 50 });
    runner.start();
    try {
      await waitFor(
        'the five live checks',
        async () =>
          (await count(db, 'SELECT count(DISTINCT check_id)::int AS n FROM check_statuses WHERE time >= $1', [
            since,
          ])) >= 5,
      );
    } finally {
      await runner.stop();
    }
    const ran = await db.query<{ canary_id: string }>(
      `SELECT DISTINCT c.canary_id FROM check_statuses s JOIN checks c ON c.id = s.check_id
       WHERE s.time >= $1`,
      [since],
    );
    expect(ran.rows).toEqual([{ canary_id: canaryId }]);
    expect(await count(db, 'SELECT count(*)::int AS n FROM checks')).toBe(DEMO_CHECK_COUNT + 5);
    expect(await count(db, 'SELECT count(*)::int AS n FROM check_statuses')).toBeGreaterThanOrEqual(before + 5);
    const results = await db.query<{ name: string; status: string }>(
      'SELECT name, status FROM checks WHERE canary_id = $1 ORDER BY name',
      [canaryId],
    );
    // Nothing listens on port 2 here, so only the HTTP and TCP probes of the server fail.
    expect(results.rows).toEqual([
      { name: 'data folder', status: 'healthy' },
      { name: 'localhost lookup', status: 'healthy' },
      { name: 'server health', status: 'unhealthy' },
      { name: 'server port', status: 'unhealthy' },
      { name: 'shell echo', status: 'healthy' },
    ]);
    // Out of the way of the next tests' runners.
    await db.query('UPDATE canaries SET deleted_at = now() WHERE id = $1', [canaryId]);
  });

  it('never runs more checks at once than its concurrency limit', async () => {
    const { rows } = await db.query<{ id: string }>(
      `INSERT INTO canaries (name, spec) VALUES ('parallel', $1) RETURNING id`,
      [{ schedule: '@hourly', exec: [1, 2, 3, 4, 5].map((n) => ({ name: `sleep ${n}`, script: 'sleep 0.4' })) }],
    );
    await reconcileCanary(db, rows[0]!.id);
    const runner = new Runner(db, { concurrency: 2, pollMs: 50 });
    runner.start();
    try {
      await waitFor('five runs', async () => (await count(db, STATUSES_OF_CANARY, [rows[0]!.id])) >= 5);
    } finally {
      await runner.stop();
    }
    const runs = await db.query<{ time: Date; duration: number }>(
      'SELECT s.time, s.duration FROM check_statuses s JOIN checks c ON c.id = s.check_id WHERE c.canary_id = $1',
      [rows[0]!.id],
    );
    const spans = runs.rows.map((run) => [run.time.getTime(), run.time.getTime() + run.duration] as const);
    // Start times are whole milliseconds and durations rounded: allow 1 ms at the seams.
    const overlapAt = (t: number) => spans.filter(([start, end]) => start <= t && t < end - 1).length;
    expect(Math.max(...spans.map(([start]) => overlapAt(start)))).toBe(2);
    // One job_history row per canary run, counting every check.
    const jobs = await db.query<{ success: number }>(
      `SELECT sum(success_count)::int AS success FROM job_history WHERE resource_id = $1 AND name = 'Canary'`,
      [rows[0]!.id],
    );
    expect(jobs.rows[0]!.success).toBe(5);
  });

  it('aborts in-flight runs on stop without recording them, and they stay due', async () => {
    const { rows } = await db.query<{ id: string }>(
      `INSERT INTO canaries (name, spec) VALUES ('slow', $1) RETURNING id`,
      [{ schedule: '@every 10s', exec: [{ name: 'slow', script: 'sleep 30' }] }],
    );
    await reconcileCanary(db, rows[0]!.id);
    const runner = new Runner(db, { pollMs: 50 });
    runner.start();
    await new Promise((resolve) => setTimeout(resolve, 500));
    const started = Date.now();
    await runner.stop(200);
    expect(Date.now() - started).toBeLessThan(5000);
    expect(await count(db, STATUSES_OF_CANARY, [rows[0]!.id])).toBe(0);
    expect(
      await count(db, 'SELECT count(*)::int AS n FROM checks WHERE canary_id = $1 AND next_runtime <= now()', [
        rows[0]!.id,
      ]),
    ).toBe(1);
  });

  it('reads check.status.retention.days from properties', async () => {
    const { rows } = await db.query<{ id: string }>(`INSERT INTO canaries (name, spec) VALUES ('r', $1) RETURNING id`, [
      { exec: [{ name: 'r', script: 'true' }] },
    ]);
    await reconcileCanary(db, rows[0]!.id);
    const checkId = (await db.query<{ id: string }>('SELECT id FROM checks WHERE canary_id = $1', [rows[0]!.id]))
      .rows[0]!.id;
    for (const daysAgo of [1, 3, 10]) {
      await db.query(
        `INSERT INTO check_statuses (check_id, time, duration, status) VALUES ($1, now() - $2 * interval '1 day', 1, true)`,
        [checkId, daysAgo],
      );
    }
    await db.query(`INSERT INTO properties (name, value) VALUES ('check.status.retention.days', '2')`);
    const result = await runMaintenance(db);
    expect(result.retentionDays).toBe(2);
    expect(result.deletedStatuses).toBeGreaterThanOrEqual(2);
    expect(await count(db, 'SELECT count(*)::int AS n FROM check_statuses WHERE check_id = $1', [checkId])).toBe(1);
    // Hourly rollups live 3x as long: the 3-day-old hour is kept, the 10-day-old one is gone.
    expect(await count(db, 'SELECT count(*)::int AS n FROM check_statuses_1h WHERE check_id = $1', [checkId])).toBe(2);
  });
});
