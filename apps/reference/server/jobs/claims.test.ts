import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { reconcileCanary } from '../runner/reconcile';
import { Runner } from '../runner/runner';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../testing/databases';
import { claimDueRow, claimLease, releaseLease, rowLeaseMs } from './claims';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function canaryWithSlowCheck(db: Database, url: string, schedule: string): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO canaries (name, namespace, spec) VALUES ('claimed', 'test', $1) RETURNING id`,
    [{ schedule, http: [{ name: 'slow target', url }] }],
  );
  await reconcileCanary(db, rows[0]!.id);
  return rows[0]!.id;
}

describe.each(testDatabaseKinds)('claiming jobs through the database on %s', (kind) => {
  let testDb: TestDatabase;
  let db: Database;
  let target: Server;
  let url: string;

  beforeAll(async () => {
    testDb = await createTestDatabase(kind);
    db = testDb.db;
    // A target that answers in 1.2 s: slower than a poll, so two servers polling would both see it due.
    target = createServer((_req, res) => void setTimeout(() => res.end('ok'), 1200));
    await new Promise<void>((resolve) => target.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(target.address() as AddressInfo).port}/`;
  });

  afterAll(async () => {
    target.close();
    await testDb.drop();
  });

  it('#25: of two claims on the same due row, exactly one wins', async () => {
    const canaryId = await canaryWithSlowCheck(db, url, '@hourly');
    const { rows } = await db.query<{ id: string; due: string }>(
      `UPDATE checks SET next_runtime = now() - interval '1 second' WHERE canary_id = $1
       RETURNING id, next_runtime::text AS due`,
      [canaryId],
    );
    const { id, due } = rows[0]!;
    const claims = await Promise.all([1, 2, 3].map(() => claimDueRow(db, 'checks', id, due, 10_000)));
    expect(claims.filter(Boolean)).toHaveLength(1);
    // The winner moved the row to the end of its lease: it is not due for anyone until then.
    const after = await db.query<{ ahead: boolean }>(
      `SELECT next_runtime > now() + interval '5 seconds' AS ahead FROM checks WHERE id = $1`,
      [id],
    );
    expect(after.rows[0]!.ahead).toBe(true);
    expect(await claimDueRow(db, 'checks', id, due, 10_000)).toBe(false);
    await db.query('UPDATE canaries SET deleted_at = now() WHERE id = $1', [canaryId]);
    await db.query('UPDATE checks SET deleted_at = now() WHERE canary_id = $1', [canaryId]);
  });

  it('#25: a named lease has one holder until it expires or is given back', async () => {
    expect(await claimLease(db, 'retention-test', 300, 'server-a')).toBe(true);
    expect(await claimLease(db, 'retention-test', 300, 'server-b')).toBe(false);
    // The holder renews its own lease.
    expect(await claimLease(db, 'retention-test', 300, 'server-a')).toBe(true);
    await sleep(400);
    expect(await claimLease(db, 'retention-test', 60_000, 'server-b')).toBe(true);
    expect(await claimLease(db, 'retention-test', 60_000, 'server-a')).toBe(false);
    await releaseLease(db, 'retention-test', 'server-b');
    expect(await claimLease(db, 'retention-test', 60_000, 'server-a')).toBe(true);
  });

  it('#25: two runners on one database run a slow 2 s check once per interval in total', async () => {
    const canaryId = await canaryWithSlowCheck(db, url, '@every 2s');
    const runners = ['server-a', 'server-b'].map(
      (leaseHolder) => new Runner(db, { pollMs: 50, leaseHolder, maintenanceMs: 60 * 60_000 }),
    );
    for (const runner of runners) runner.start();
    await sleep(7000);
    await Promise.all(runners.map((runner) => runner.stop(3000)));
    const { rows } = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM check_statuses s JOIN checks c ON c.id = s.check_id WHERE c.canary_id = $1`,
      [canaryId],
    );
    // Due at 0 s, 2 s, 4 s and 6 s: 3 or 4 runs in 7 s (unclaimed, both runners ran each one: 6 to 8).
    expect(rows[0]!.n).toBeGreaterThanOrEqual(3);
    expect(rows[0]!.n).toBeLessThanOrEqual(4);
  }, 20_000);

  it('#25: a due row lease is one interval, kept between 5 s and 15 min', () => {
    expect(rowLeaseMs(10_000)).toBe(10_000);
    expect(rowLeaseMs(1000)).toBe(5000);
    expect(rowLeaseMs(24 * 3600_000)).toBe(15 * 60_000);
  });
});
