import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { openDatabase, type Database } from './database';
import { migrate } from './migrate';

describe('PGlite in a worker thread', () => {
  let dataDir: string;
  let db: Database;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'mc-thread-'));
    db = await openDatabase({ dataDir, thread: true });
    await migrate(db);
  }, 60_000);

  afterAll(async () => {
    await db?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('#25: runs statements and transactions with the driver errors callers read (code, constraint)', async () => {
    await db.exec('CREATE TABLE thread_probe (id int PRIMARY KEY, at timestamptz, doc jsonb)');
    await db.query('INSERT INTO thread_probe VALUES ($1, $2, $3)', [1, new Date('2026-01-02T03:04:05Z'), { a: [1] }]);
    const { rows } = await db.query<{ id: number; at: Date; doc: unknown }>('SELECT * FROM thread_probe');
    expect(rows).toEqual([{ id: 1, at: new Date('2026-01-02T03:04:05Z'), doc: { a: [1] } }]);
    const duplicate = await db.query('INSERT INTO thread_probe (id) VALUES (1)').catch((error: unknown) => error);
    expect(duplicate).toMatchObject({ code: '23505', constraint: 'thread_probe_pkey' });
    // A failing transaction leaves nothing behind; a passing one commits.
    await expect(
      db.transaction(async (tx) => {
        await tx.query('INSERT INTO thread_probe (id) VALUES (2)');
        await tx.query('INSERT INTO thread_probe (id) VALUES (1)');
      }),
    ).rejects.toMatchObject({ code: '23505' });
    await db.transaction((tx) => tx.query('INSERT INTO thread_probe (id) VALUES (3)'));
    const ids = await db.query<{ id: number }>('SELECT id FROM thread_probe ORDER BY id');
    expect(ids.rows.map((row) => row.id)).toEqual([1, 3]);
  });

  it('#25: /api/health keeps answering at once while a multi-second query runs', async () => {
    const app = createApp({ db });
    // pg_sleep holds PGlite's thread for the whole time, like any long statement (on the calling thread: 0 timer ticks).
    const slow = db.query('SELECT pg_sleep(2.5)');
    const started = Date.now();
    const latencies: number[] = [];
    let settled = false;
    void slow.finally(() => (settled = true));
    while (!settled && Date.now() - started < 30_000) {
      const before = performance.now();
      const response = await app.request('/api/health');
      expect(response.status).toBe(200);
      latencies.push(performance.now() - before);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await slow;
    const took = Date.now() - started;
    // The query ran long enough to matter, and no health answer waited on it: on the calling thread the one
    // request sent during the query answers only when it ends. (Typically 2-10 ms each; the bound leaves room
    // for a CI machine running other suites at once, and timing figures belong to the benches.)
    expect(took).toBeGreaterThanOrEqual(2400);
    expect(latencies.length).toBeGreaterThan(5);
    expect(Math.max(...latencies)).toBeLessThan(Math.min(500, took / 3));
  }, 60_000);
});
