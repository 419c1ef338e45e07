import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkSummaryResponseSchema } from '@mission-control/api';
import { createApp } from './app';
import type { Database } from './db/database';
import { migrate } from './db/migrate';
import { DEMO_CHECK_COUNT, DEMO_CHECK_NAMES, seedDemoData } from './seed';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from './testing/databases';
import { sessionHeaders, withAuth } from './testing/auth';

describe.each(testDatabaseKinds)('reference server skeleton on %s', (kind) => {
  let testDb: TestDatabase;
  let db: Database;

  beforeAll(async () => {
    testDb = await createTestDatabase(kind);
    db = testDb.db;
    await seedDemoData(db);
  });

  afterAll(async () => {
    await testDb.drop();
  });

  it('applies migrations once', async () => {
    expect(await migrate(db)).toEqual([]);
  });

  it('seeds demo data only on first start', async () => {
    expect(await seedDemoData(db)).toBe(false);
    const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM checks');
    expect(rows[0]!.n).toBe(DEMO_CHECK_COUNT);
    expect(DEMO_CHECK_COUNT).toBeGreaterThanOrEqual(30);
  });

  it('serves the check summary in the real backend shape', async () => {
    const app = withAuth(createApp({ db }), await sessionHeaders(db));
    const response = await app.request('/api/canary/api/summary');
    expect(response.status).toBe(200);
    const body = checkSummaryResponseSchema.parse(await response.json());
    expect(body.checks_summary.map((c) => c.name).sort()).toEqual([...DEMO_CHECK_NAMES].sort());
    const namespaces = new Set(body.checks_summary.map((c) => c.canary_namespace));
    expect(namespaces).toEqual(new Set(['default', 'data', 'monitoring', 'staging']));
    expect(body.checks_summary.some((c) => c.status === 'unhealthy')).toBe(true);
  });

  it('computes uptime and latency from the last hour of statuses', async () => {
    const app = withAuth(createApp({ db }), await sessionHeaders(db));
    const body = checkSummaryResponseSchema.parse(await (await app.request('/api/canary/api/summary')).json());
    const check = body.checks_summary.find((c) => c.name === 'homepage')!;
    const { rows } = await db.query<{ passed: number; failed: number; p99: number }>(
      `SELECT count(*) FILTER (WHERE status)::int AS passed, count(*) FILTER (WHERE NOT status)::int AS failed,
              percentile_disc(0.99) WITHIN GROUP (ORDER BY duration) AS p99
       FROM check_statuses WHERE check_id = $1 AND time > now() - interval '1 hour'`,
      [check.id],
    );
    expect(check.uptime).toMatchObject({ passed: rows[0]!.passed, failed: rows[0]!.failed });
    expect(check.uptime.passed + check.uptime.failed).toBeGreaterThanOrEqual(58);
    expect(check.latency.p99).toBe(rows[0]!.p99);
  });
});
