import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueEvent } from '../changes/events';
import type { Database } from '../db/database';
import { NotificationDispatcher } from '../notifications/dispatcher';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../testing/databases';
import { TopologyEngine } from '../topology/engine';

/**
 * #25: the schedulers added after the claims (topology runs, the notification dispatcher) run their work once
 * when two servers on one database tick at the same moment. (Scrapers, check runs, change retention and playbook
 * runs have their own tests: catalog/scrape/scheduling, jobs/claims, changes/record, playbooks/leases.)
 */
describe.each(testDatabaseKinds)('two servers run each job once on %s', (kind) => {
  let t: TestDatabase;
  let db: Database;
  let hook: Server;
  let base: string;
  const posts: string[] = [];

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    db = t.db;
    // A webhook that answers after 100 ms, so both dispatchers are mid-pass at once.
    hook = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        posts.push(Buffer.concat(chunks).toString());
        setTimeout(() => res.end('ok'), 100);
      });
    });
    await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(hook.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => hook.close(resolve));
    await t.drop();
  });

  it('a due topology ticked by two engines at once runs once', async () => {
    const { rows } = await db.query<{ id: string }>(
      `INSERT INTO topologies (name, namespace, spec, schedule) VALUES ('twice-ticked', 'default', $1, '@every 1h')
       RETURNING id`,
      [JSON.stringify({ components: [{ name: 'a' }, { name: 'b' }] })],
    );
    const id = rows[0]!.id;
    const engines = ['server-a', 'server-b'].map((holder) => new TopologyEngine(db, { leaseHolder: holder }));
    const signal = new AbortController().signal;
    for (let round = 0; round < 5; round++) {
      await Promise.all(engines.map((engine) => engine.tick(signal)));
      await Promise.all(engines.map((engine) => engine.drain()));
    }
    const { rows: jobs } = await db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM job_history WHERE name = 'TopologyRun' AND resource_id = $1`,
      [id],
    );
    expect(jobs[0]!.count).toBe(1);
    const { rows: next } = await db.query<{ later: boolean }>(
      `SELECT next_runtime > now() + interval '50 minutes' AS later FROM topologies WHERE id = $1`,
      [id],
    );
    expect(next[0]!.later).toBe(true);
  });

  it('events consumed by two dispatchers at once are each sent once', async () => {
    const { rows: canary } = await db.query<{ id: string }>(
      `INSERT INTO canaries (name, namespace, spec) VALUES ('once', 'default', '{}') RETURNING id`,
    );
    const { rows: rule } = await db.query<{ id: string }>(
      `INSERT INTO notifications (name, events, custom_services, source)
       VALUES ('once per event', '{check.failed}', $1, 'UI') RETURNING id`,
      [JSON.stringify([{ name: 'once-hook', url: `generic+${base}/hook` }])],
    );
    const events = 12;
    for (let index = 0; index < events; index++) {
      const { rows } = await db.query<{ id: string }>(
        `INSERT INTO checks (canary_id, type, name, namespace, status) VALUES ($1, 'http', $2, 'default', 'unhealthy')
         RETURNING id`,
        [canary[0]!.id, `once-${index}`],
      );
      await enqueueEvent(db, 'check.failed', { id: rows[0]!.id, check_id: rows[0]!.id, status: 'unhealthy' });
    }
    // Small batches, so each dispatcher comes back for more while the other still holds some.
    const dispatchers = [0, 1].map(
      () => new NotificationDispatcher(db, { batchSize: 3, concurrency: 2, onError: () => undefined }),
    );
    try {
      await Promise.all(dispatchers.map((dispatcher) => dispatcher.runOnce()));
      await Promise.all(dispatchers.map((dispatcher) => dispatcher.runOnce()));
    } finally {
      for (const dispatcher of dispatchers) dispatcher.close();
    }
    const { rows: history } = await db.query<{ resource_id: string; status: string }>(
      `SELECT resource_id, status FROM notification_send_history WHERE notification_id = $1`,
      [rule[0]!.id],
    );
    expect(history).toHaveLength(events);
    expect(new Set(history.map((row) => row.resource_id)).size).toBe(events);
    expect(history.every((row) => row.status === 'sent')).toBe(true);
    expect(posts).toHaveLength(events);
  });
});
