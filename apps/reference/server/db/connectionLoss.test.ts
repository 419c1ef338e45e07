import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { requester, sessionHeaders } from '../testing/auth';
import { createTestDatabase, type TestDatabase } from '../testing/databases';
import { DatabaseUnavailableError } from './database';

const adminUrl = process.env.TEST_DATABASE_URL;

/**
 * S5: PostgreSQL backends terminated under the server (an operator's pg_terminate_backend, a
 * failover, idle_in_transaction_session_timeout). Only backends of this test's own database are
 * terminated: the PostgreSQL instance is shared.
 */
describe.skipIf(!adminUrl)('S5: a PostgreSQL connection lost during a transaction', () => {
  let t: TestDatabase;
  let dbName: string;
  let admin: pg.Client;

  const terminate = async (where = `state <> 'idle'`) => {
    const { rows } = await admin.query<{ n: number }>(
      `SELECT count(*) FILTER (WHERE pg_terminate_backend(pid))::int AS n FROM pg_stat_activity
       WHERE datname = $1 AND pid <> pg_backend_pid() AND ${where}`,
      [dbName],
    );
    return rows[0]!.n;
  };

  beforeAll(async () => {
    t = await createTestDatabase('postgres');
    dbName = new URL(t.url!).pathname.slice(1);
    admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
  });
  afterAll(async () => {
    await admin.end();
    await t.drop();
  });

  it('S5: a transaction whose backend is terminated rejects with a 503 error, is not applied, and the database keeps serving', async () => {
    const running = t.db.transaction(async (tx) => {
      await tx.query(`INSERT INTO properties (name, value) VALUES ('s5.sleeper', 'v')`);
      await tx.query('SELECT pg_sleep(30)');
    });
    const outcome = running.then(
      () => 'committed',
      (error: unknown) => error,
    );
    // Terminate it once it is inside the sleep (bounded wait).
    let killed = 0;
    for (let i = 0; i < 100 && !killed; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      killed = await terminate(`query LIKE 'SELECT pg_sleep%'`);
    }
    expect(killed).toBe(1);
    const error = await outcome;
    expect(error).toBeInstanceOf(DatabaseUnavailableError);
    expect(error).toMatchObject({ status: 503, applied: 'no' });
    expect((error as Error).message).toBe('The connection to the database was lost; nothing was changed. Try again.');
    // Not half-applied, and the pool serves the next query on a fresh connection.
    const { rows } = await t.db.query(`SELECT 1 FROM properties WHERE name = 's5.sleeper'`);
    expect(rows).toHaveLength(0);
    await t.db.transaction(async (tx) => tx.query(`INSERT INTO properties (name, value) VALUES ('s5.after', 'v')`));
    expect((await t.db.query(`SELECT 1 FROM properties WHERE name = 's5.after'`)).rows).toHaveLength(1);
  });

  it('S5: the review probe: backends terminated during bursts of PATCH/POST writes; the server answers, acknowledged rows are intact', async () => {
    const app = createApp({ db: t.db });
    const asAdmin = requester(app, await sessionHeaders(t.db));
    await t.db.query(`INSERT INTO properties (name, value) VALUES ('sec.probe', '0')`);
    const results: Array<{ name: string; status: number; body: string }> = [];
    let terminated = 0;
    const patch = async (name: string) => {
      const res = await asAdmin('http://localhost/api/db/properties?name=eq.sec.probe', {
        method: 'PATCH',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ value: name }),
      });
      results.push({ name, status: res.status, body: await res.text() });
    };
    // First, writes certainly in flight: a second connection holds the probe row's lock, so
    // the server's PATCHes wait inside their transactions; their backends are terminated there.
    // This does not depend on the machine's speed (the bursts below do).
    const locker = new pg.Client({ connectionString: t.url });
    await locker.connect();
    const lockerPid = (await locker.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]!.pid;
    await locker.query('BEGIN');
    await locker.query(`SELECT 1 FROM properties WHERE name = 'sec.probe' FOR UPDATE`);
    const waiting = Array.from({ length: 3 }, (_, i) => patch(`s5.lock.${i * 2}`));
    let blocked = 0;
    for (let i = 0; i < 250 && blocked < 3; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      const { rows } = await admin.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1 AND wait_event_type = 'Lock' AND pid <> $2`,
        [dbName, lockerPid],
      );
      blocked = rows[0]!.n;
    }
    expect(blocked).toBeGreaterThan(0);
    terminated += await terminate(`wait_event_type = 'Lock' AND pid <> ${lockerPid}`);
    await Promise.all(waiting);
    await locker.query('ROLLBACK');
    await locker.end();
    expect(results.filter((r) => r.status === 503).length).toBeGreaterThan(0);
    // Rounds of 10 concurrent writes (each its own transaction) while backends are terminated
    // every 25 ms; bounded in rounds, and it stops early once terminations have cut writes off.
    for (let round = 0; round < 30; round++) {
      let writing = true;
      const killer = (async () => {
        while (writing) {
          terminated += await terminate(`state <> 'idle' AND pid <> ${lockerPid}`);
          await new Promise((resolve) => setTimeout(resolve, 25));
        }
      })();
      const writes = Array.from({ length: 10 }, async (_, i) => {
        const name = `s5.${round}.${i}`;
        if (i % 2 === 0) return patch(name);
        const res = await asAdmin('http://localhost/api/db/properties', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ name, value: 'v' }),
        });
        results.push({ name, status: res.status, body: await res.text() });
      });
      await Promise.all(writes);
      writing = false;
      await killer;
      if (round >= 4 && results.filter((r) => r.status === 503).length >= 3) break;
    }
    expect(terminated).toBeGreaterThan(0);
    const statuses = new Set(results.map((r) => r.status));
    // Every request got an answer: written, or 503 with the reason (never a crash, never a bare 500).
    expect([...statuses].every((s) => s === 201 || s === 204 || s === 503)).toBe(true);
    const refused = results.filter((r) => r.status === 503);
    expect(refused.length).toBeGreaterThan(0);
    for (const r of refused) {
      expect(JSON.parse(r.body)).toEqual({
        error: expect.stringMatching(/connection to the database was lost/),
        code: 'service_unavailable',
      });
    }
    // Acknowledged inserts are stored; those answered "nothing was changed" are not.
    const { rows } = await t.db.query<{ name: string }>(`SELECT name FROM properties WHERE name LIKE 's5.%.%'`);
    const stored = new Set(rows.map((row) => row.name));
    const inserts = results.filter((r) => Number(r.name.split('.')[2]) % 2 === 1);
    for (const r of inserts.filter((r) => r.status === 201)) expect(stored.has(r.name), r.name).toBe(true);
    for (const r of inserts.filter((r) => r.status === 503 && r.body.includes('nothing was changed'))) {
      expect(stored.has(r.name), r.name).toBe(false);
    }
    // The server still answers, and writes again.
    expect((await app.request('http://localhost/api/health')).status).toBe(200);
    const after = await asAdmin('http://localhost/api/db/properties', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 's5.final', value: 'v' }),
    });
    expect(after.status).toBe(201);
  });
});
