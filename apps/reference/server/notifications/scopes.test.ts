import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { enqueueEvent } from '../changes/events';
import type { Database } from '../db/database';
import { reconcileCanary } from '../runner/reconcile';
import { Runner } from '../runner/runner';
import { adminRequester, createPerson, requester, sessionHeaders } from '../testing/auth';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../testing/databases';
import { NotificationDispatcher } from './dispatcher';

type Request = ReturnType<typeof requester>;

/**
 * #22 guests (access scopes) and the notifications: the summary, the silence preview and /api/db's send history
 * answer a guest only the sends about checks, catalog items and components inside their scopes.
 */
describe.each(testDatabaseKinds)('#22 notifications under access scopes on %s', (kind) => {
  let t: TestDatabase;
  let db: Database;
  let server: Server;
  let admin: Awaited<ReturnType<typeof adminRequester>>;
  let guest: Request;

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    db = t.db;
    server = createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        res.writeHead(req.url?.startsWith('/target') ? 503 : 204);
        res.end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const runner = new Runner(db, { pollMs: 60_000 });
    // Two canaries, one in the guest's scope (env=prod); each check fails on its first run.
    for (const [name, env] of [
      ['prod-shop', 'prod'],
      ['dev-shop', 'dev'],
    ] as const) {
      const { rows } = await db.query<{ id: string }>(
        `INSERT INTO canaries (name, namespace, labels, spec) VALUES ($1, 'test', $2, $3) RETURNING id`,
        [name, { env }, { schedule: '@every 1h', http: [{ name: `${name}-api`, url: `${base}/target/${name}` }] }],
      );
      await reconcileCanary(db, rows[0]!.id);
      const { rows: checks } = await db.query<{ id: string }>('SELECT id FROM checks WHERE canary_id = $1', [
        rows[0]!.id,
      ]);
      await db.query(`UPDATE checks SET status = 'healthy' WHERE id = $1`, [checks[0]!.id]);
      await runner.runCheckNow(checks[0]!.id);
    }
    // Two catalog items, one tagged into the scope.
    for (const [name, env] of [
      ['prod-db', 'prod'],
      ['dev-db', 'dev'],
    ] as const) {
      const { rows } = await db.query<{ id: string }>(
        `INSERT INTO config_items (config_class, type, name, health, tags)
         VALUES ('Database', 'Test::DB', $1, 'unhealthy', $2) RETURNING id`,
        [name, { env }],
      );
      await enqueueEvent(db, 'config.unhealthy', { id: rows[0]!.id });
    }
    await db.query(
      `INSERT INTO notifications (name, events, custom_services, source)
       VALUES ('everything', '{check.failed,config.unhealthy}', $1, 'UI')`,
      [[{ name: 'hook', url: `generic+${base}/hook` }]],
    );
    const dispatcher = new NotificationDispatcher(db, { onError: () => undefined });
    await dispatcher.runOnce();
    dispatcher.close();
    const app = createApp({ db });
    admin = await adminRequester(app, db);
    const person = await createPerson(db, ['guest']);
    await db.query(
      `INSERT INTO access_scopes (name, person_id, resources, scopes)
       VALUES ('prod only', $1, '{*}', '[{"tags":{"env":"prod"}}]')`,
      [person],
    );
    guest = requester(app, await sessionHeaders(db, person));
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await t.drop();
  });

  const names = (rows: Array<{ resource: { name: string } }>) => rows.map((row) => row.resource.name).sort();

  async function summary(request: Request) {
    const response = await request('http://localhost/api/notification/summary', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { total: number; results: Array<{ resource: { name: string } }> };
    return { total: body.total, names: names(body.results) };
  }

  it('the summary counts and lists only the sends about resources in the guest scopes', async () => {
    expect(await summary(admin)).toEqual({ total: 4, names: ['dev-db', 'dev-shop-api', 'prod-db', 'prod-shop-api'] });
    expect(await summary(guest)).toEqual({ total: 2, names: ['prod-db', 'prod-shop-api'] });
  });

  it('the silence preview lists only the guest-visible notifications it would have matched', async () => {
    const preview = async (request: Request) => {
      const response = await request(
        `http://localhost/api/notification/silence_preview?filter=${encodeURIComponent('true')}`,
      );
      expect(response.status).toBe(200);
      const body = (await response.json()) as { notifications: Array<{ resource: { name: string } }> };
      return names(body.notifications);
    };
    expect(await preview(admin)).toEqual(['dev-db', 'dev-shop-api', 'prod-db', 'prod-shop-api']);
    expect(await preview(guest)).toEqual(['prod-db', 'prod-shop-api']);
  });

  it('/api/db notification_send_history_summary answers a guest only their scopes', async () => {
    const read = async (request: Request) =>
      names(
        (await (
          await request('http://localhost/api/db/notification_send_history_summary?select=resource')
        ).json()) as Array<{ resource: { name: string } }>,
      );
    expect(await read(admin)).toEqual(['dev-db', 'dev-shop-api', 'prod-db', 'prod-shop-api']);
    expect(await read(guest)).toEqual(['prod-db', 'prod-shop-api']);
  });
});
