import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../testing/databases';
import { recordRun } from './execute';
import { reconcileCanary } from './reconcile';
import { Runner } from './runner';

/** #20 check events: a check's pass/fail transitions go into event_queue with the status write, and only then. */
describe.each(testDatabaseKinds)('#20 check events on %s', (kind) => {
  let t: TestDatabase;
  let db: Database;
  let target: Server;
  let targetStatus = 200;
  let url: string;
  beforeAll(async () => {
    t = await createTestDatabase(kind);
    db = t.db;
    target = createServer((_req, res) => {
      res.writeHead(targetStatus, { 'content-type': 'text/plain' });
      res.end(targetStatus === 200 ? 'ok' : 'broken');
    });
    await new Promise<void>((resolve) => target.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(target.address() as AddressInfo).port}/health`;
  });
  afterAll(async () => {
    await new Promise((resolve) => target.close(resolve));
    await t.drop();
  });

  const events = async () =>
    (
      await db.query<{ name: string; properties: Record<string, unknown> }>(
        "SELECT name, properties FROM event_queue WHERE name LIKE 'check.%' ORDER BY created_at, name",
      )
    ).rows;

  it('a check that fails writes check.failed, and check.passed when it passes again; repeats write nothing', async () => {
    const { rows } = await db.query<{ id: string }>(
      `INSERT INTO canaries (name, namespace, spec) VALUES ('shop', 'test', $1) RETURNING id`,
      [{ schedule: '@every 1h', http: [{ name: 'shop health', url }] }],
    );
    const canaryId = rows[0]!.id;
    await reconcileCanary(db, canaryId);
    const { rows: checks } = await db.query<{ id: string }>('SELECT id FROM checks WHERE canary_id = $1', [canaryId]);
    const checkId = checks[0]!.id;
    const runner = new Runner(db, { pollMs: 60_000 });
    const run = async (status: number) => {
      targetStatus = status;
      return (await runner.runCheckNow(checkId))!;
    };

    // The first run sets the status (no transition); a repeat is not one either.
    await run(200);
    await run(200);
    expect(await events()).toEqual([]);
    await run(500);
    await run(500);
    await run(200);
    const written = await events();
    expect(written.map((event) => event.name)).toEqual(['check.failed', 'check.passed']);
    expect(written[0]!.properties).toMatchObject({
      id: checkId,
      check_id: checkId,
      canary_id: canaryId,
      status: 'unhealthy',
      previous_status: 'healthy',
      last_runtime: expect.any(String),
    });
    expect(written[1]!.properties).toMatchObject({ id: checkId, status: 'healthy', previous_status: 'unhealthy' });
    // The settings Event Queue page reads event_queue_summary: one row per event name, pending.
    const { rows: summary } = await db.query<{ name: string; pending: number }>(
      "SELECT name, pending FROM event_queue_summary WHERE name LIKE 'check.%' ORDER BY name",
    );
    expect(summary).toEqual([
      { name: 'check.failed', pending: 1 },
      { name: 'check.passed', pending: 1 },
    ]);

    // The event is written in the status write's transaction: seen inside it, gone with its rollback.
    const failing = { start: new Date(), duration: 5, pass: false, error: 'connection refused' };
    await expect(
      db.transaction(async (tx) => {
        await recordRun(tx, { id: checkId }, failing, undefined);
        const inside = await tx.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM event_queue WHERE name = 'check.failed'",
        );
        expect(inside.rows[0]!.n).toBe(2);
        throw new Error('the server stopped before COMMIT');
      }),
    ).rejects.toThrow('the server stopped before COMMIT');
    expect((await events()).map((event) => event.name)).toEqual(['check.failed', 'check.passed']);
    const { rows: after } = await db.query<{ status: string }>('SELECT status FROM checks WHERE id = $1', [checkId]);
    expect(after[0]!.status).toBe('healthy');
  });
});
