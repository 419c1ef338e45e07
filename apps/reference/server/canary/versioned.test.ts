import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { reconcileCanary } from '../runner/reconcile';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../testing/databases';
import { summaryMaxAgeMs, versionedSummary } from './versioned';

describe.each(testDatabaseKinds)('the health summary, computed once per change on %s (#25)', (kind) => {
  let testDb: TestDatabase;
  let db: Database;
  let checkId: string;

  beforeAll(async () => {
    testDb = await createTestDatabase(kind);
    db = testDb.db;
    const { rows } = await db.query<{ id: string }>(
      `INSERT INTO canaries (name, namespace, spec) VALUES ('versioned', 'test', $1) RETURNING id`,
      [{ schedule: '@every 1h', http: [{ name: 'versioned target', url: 'http://127.0.0.1:9/' }] }],
    );
    await reconcileCanary(db, rows[0]!.id);
    const checks = await db.query<{ id: string }>('SELECT id FROM checks WHERE canary_id = $1', [rows[0]!.id]);
    checkId = checks.rows[0]!.id;
  });

  afterAll(async () => {
    await testDb.drop();
  });

  /** A computation that counts itself and says which statuses it saw. */
  function counted() {
    let runs = 0;
    const compute = async () => {
      runs += 1;
      const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM check_statuses');
      return `statuses ${rows[0]!.n}`;
    };
    return { compute, runs: () => runs };
  }

  it('serves one computation to every request while nothing is written', async () => {
    const { compute, runs } = counted();
    const key = `quiet-${kind}`;
    const bodies = [];
    for (let i = 0; i < 5; i++) bodies.push(await versionedSummary(db, key, compute, undefined, 60_000));
    expect(runs()).toBe(1);
    expect(new Set(bodies).size).toBe(1);
  });

  it('computes again at once when a status, a check or a canary is written, and shows the write', async () => {
    const { compute, runs } = counted();
    const key = `writes-${kind}`;
    const before = await versionedSummary(db, key, compute, undefined, 60_000);
    await db.query(`INSERT INTO check_statuses (check_id, time, status) VALUES ($1, now(), true)`, [checkId]);
    const after = await versionedSummary(db, key, compute, undefined, 60_000);
    expect(runs()).toBe(2);
    expect(after).not.toBe(before);
    await db.query(`UPDATE checks SET status = 'unhealthy' WHERE id = $1`, [checkId]);
    await versionedSummary(db, key, compute, undefined, 60_000);
    expect(runs()).toBe(3);
    await db.query(`UPDATE canaries SET labels = '{"team":"a"}' WHERE name = 'versioned'`);
    await versionedSummary(db, key, compute, undefined, 60_000);
    expect(runs()).toBe(4);
    // Reads change nothing.
    await db.query('SELECT count(*) FROM checks');
    await versionedSummary(db, key, compute, undefined, 60_000);
    expect(runs()).toBe(4);
  });

  it('computes again after the max age even without writes (the window of the last hour moves)', async () => {
    const { compute, runs } = counted();
    const key = `aged-${kind}`;
    await versionedSummary(db, key, compute, undefined, 50);
    await new Promise((resolve) => setTimeout(resolve, 80));
    await versionedSummary(db, key, compute, undefined, 50);
    expect(runs()).toBe(2);
  });

  it('has a default max age that MC_SUMMARY_MAX_AGE_MS changes', () => {
    expect(summaryMaxAgeMs({})).toBe(15_000);
    expect(summaryMaxAgeMs({ MC_SUMMARY_MAX_AGE_MS: '2000' })).toBe(2000);
    expect(summaryMaxAgeMs({ MC_SUMMARY_MAX_AGE_MS: 'soon' })).toBe(15_000);
  });
});
