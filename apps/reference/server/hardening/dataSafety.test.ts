import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { openDatabase, type Database } from '../db/database';
import { LOCK_FILE } from '../db/lock';
import { loadMigrations, migrate } from '../db/migrate';
import { runMaintenance } from '../runner/maintenance';
import { reconcileCanary } from '../runner/reconcile';
import { requester, tokenHeaders } from '../testing/auth';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../testing/databases';

describe('PGlite data directory lock', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'mc-lock-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('refuses a second server on the same directory with a clear message, and frees it on close', async () => {
    const first = await openDatabase({ dataDir: dir });
    await expect(openDatabase({ dataDir: dir })).rejects.toThrow(
      `The data directory ${dir} is in use by another Mission Control server (pid ${process.pid}); stop it, or give this one its own MC_DATA_DIR.`,
    );
    await first.close();
    const second = await openDatabase({ dataDir: dir });
    await second.close();
  });

  it('takes over a lock left by a process that no longer runs (kill -9)', async () => {
    writeFileSync(join(dir, LOCK_FILE), '999999999\n');
    const db = await openDatabase({ dataDir: dir });
    await db.close();
  });
});

describe.each(testDatabaseKinds)('data safety on %s', (kind) => {
  let testDb: TestDatabase;
  let db: Database;
  beforeAll(async () => {
    testDb = await createTestDatabase(kind);
    db = testDb.db;
  });
  afterAll(async () => {
    await testDb.drop();
  });

  it('refuses a retention below a day (or not whole days) with a 400 that says why', async () => {
    const request = requester(createApp({ db }), await tokenHeaders(db));
    for (const value of ['0.1', '0', '-5', 'soon']) {
      const res = await request('/api/db/properties', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ name: 'check.status.retention.days', value }),
      });
      expect(res.status, value).toBe(400);
      expect(((await res.json()) as { message: string }).message).toBe(
        `check.status.retention.days must be a whole number of days, at least 1 (got "${value}")`,
      );
    }
    const ok = await request('/api/db/properties', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'check.status.retention.days', value: '7' }),
    });
    expect(ok.status).toBe(201);
    await db.query(`DELETE FROM properties WHERE name = 'check.status.retention.days'`);
  });

  it('never overwrites a rollup with the partial count left after retention', async () => {
    const { rows } = await db.query<{ id: string }>(
      `INSERT INTO canaries (name, spec) VALUES ('rollup', $1) RETURNING id`,
      [{ exec: [{ name: 'r', script: 'true' }] }],
    );
    await reconcileCanary(db, rows[0]!.id);
    const checkId = (await db.query<{ id: string }>('SELECT id FROM checks WHERE canary_id = $1', [rows[0]!.id]))
      .rows[0]!.id;
    // Ten statuses in one hour, 31 days ago; then retention (30 days) deletes raw statuses of that hour.
    await db.query(
      `INSERT INTO check_statuses (check_id, time, duration, status)
       SELECT $1, date_trunc('hour', now() - interval '31 days') + i * interval '1 minute', 1, true
       FROM generate_series(1, 10) AS i`,
      [checkId],
    );
    await runMaintenance(db);
    const hour = async () =>
      (
        await db.query<{ total: number }>(
          `SELECT total FROM check_statuses_1h WHERE check_id = $1 ORDER BY created_at LIMIT 1`,
          [checkId],
        )
      ).rows[0]?.total;
    expect(await hour()).toBe(10);
    // A late status of that same hour arrives; only it is in the raw table now.
    await db.query(
      `INSERT INTO check_statuses (check_id, time, duration, status)
       VALUES ($1, date_trunc('hour', now() - interval '31 days') + interval '30 minutes 30 seconds', 1, true)`,
      [checkId],
    );
    // Make the old hour part of the re-rolled window, as a rollup after a pause would.
    await db.query(`DELETE FROM check_statuses_1h WHERE check_id <> $1`, [checkId]);
    await runMaintenance(db);
    expect(await hour()).toBe(10);
  });

  it.runIf(kind === 'postgres')('concurrent reconciles of one canary never duplicate its checks', async () => {
    const { rows } = await db.query<{ id: string }>(
      `INSERT INTO canaries (name, spec) VALUES ('race', $1) RETURNING id`,
      [{ http: Array.from({ length: 5 }, (_, i) => ({ name: `h${i}`, url: 'http://127.0.0.1:1' })) }],
    );
    const results = await Promise.all(Array.from({ length: 8 }, () => reconcileCanary(db, rows[0]!.id)));
    expect(results.reduce((n, r) => n + r.created, 0)).toBe(5);
    const { rows: live } = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM checks WHERE canary_id = $1 AND deleted_at IS NULL',
      [rows[0]!.id],
    );
    expect(live[0]!.n).toBe(5);
    await expect(
      db.query(`INSERT INTO checks (canary_id, type, name) VALUES ($1, 'http', 'h0')`, [rows[0]!.id]),
    ).rejects.toMatchObject({ code: '23505' });
  });

  it.runIf(kind === 'postgres')(
    'two servers migrating one database at once apply each file once, in order',
    async () => {
      const fresh = await createTestDatabase('postgres', { migrate: false });
      try {
        const other = await openDatabase({ url: fresh.url! });
        const [a, b] = await Promise.all([migrate(fresh.db), migrate(other)]);
        await other.close();
        const all = loadMigrations().map((m) => m.version);
        expect([...a, ...b].sort()).toEqual(all);
        const { rows } = await fresh.db.query<{ version: string }>(
          'SELECT version FROM schema_migrations ORDER BY applied_at, version',
        );
        expect(rows.map((r) => r.version)).toEqual(all);
      } finally {
        await fresh.drop();
      }
    },
  );
});
