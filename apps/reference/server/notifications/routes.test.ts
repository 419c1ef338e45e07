import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import type { Database } from '../db/database';
import { reconcileCanary } from '../runner/reconcile';
import { Runner } from '../runner/runner';
import { adminRequester } from '../testing/auth';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../testing/databases';
import { NotificationDispatcher } from './dispatcher';

/** #22 the notification endpoints over a send history the dispatcher wrote from a real failing check. */
describe.each(testDatabaseKinds)('#22 notification endpoints on %s', (kind) => {
  let t: TestDatabase;
  let db: Database;
  let server: Server;
  let targetStatus = 200;
  let checkId: string;
  let request: Awaited<ReturnType<typeof adminRequester>>;

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    db = t.db;
    server = createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        res.writeHead(req.url?.startsWith('/target') ? targetStatus : 204);
        res.end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const { rows } = await db.query<{ id: string }>(
      `INSERT INTO canaries (name, namespace, spec) VALUES ('payments', 'test', $1) RETURNING id`,
      [{ schedule: '@every 1h', http: [{ name: 'payments-api', url: `${base}/target` }] }],
    );
    await reconcileCanary(db, rows[0]!.id);
    checkId = (await db.query<{ id: string }>('SELECT id FROM checks WHERE canary_id = $1', [rows[0]!.id])).rows[0]!.id;
    await db.query(
      `INSERT INTO notifications (name, events, custom_services, source)
       VALUES ('payments hook', '{check.failed}', $1, 'UI')`,
      [[{ name: 'hook', url: `generic+${base}/hook` }]],
    );
    const runner = new Runner(db, { pollMs: 60_000 });
    await runner.runCheckNow(checkId);
    targetStatus = 503;
    await runner.runCheckNow(checkId);
    const dispatcher = new NotificationDispatcher(db, { onError: () => undefined });
    await dispatcher.runOnce();
    dispatcher.close();
    request = await adminRequester(createApp({ db }), db);
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await t.drop();
  });

  const post = (path: string, body: unknown) =>
    request(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

  it('POST /api/notification/summary groups the send history by resource', async () => {
    const response = await post('/api/notification/summary', { search: 'paym', status: 'sent,!error' });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { total: number; results: Array<Record<string, unknown>> };
    expect(body.total).toBe(1);
    expect(body.results[0]).toMatchObject({
      resource_type: 'check',
      resource_id: checkId,
      resource: { name: 'payments-api' },
      total: 1,
      sent: 1,
      error: 0,
      suppressed: 0,
    });
    const none = await post('/api/notification/summary', { search: 'other' });
    expect(((await none.json()) as { total: number }).total).toBe(0);
    const bad = await post('/api/notification/summary', { groupBy: 'name' });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: string }).error).toBe(
      'groupBy must be one of resource, resource_id, resource_type, status or source_event',
    );
  });

  it('/api/db serves notifications_summary and notification_send_history_summary', async () => {
    const rules = await request('/api/db/notifications_summary?select=name,sent,failed,pending');
    expect(await rules.json()).toEqual([{ name: 'payments hook', sent: 1, failed: 0, pending: 0 }]);
    const history = await request(
      `/api/db/notification_send_history_summary?select=status,recipient,resource_type,resource&resource_id=eq.${checkId}`,
    );
    expect(await history.json()).toMatchObject([
      { status: 'sent', recipient: 'hook', resource_type: 'check', resource: { name: 'payments-api' } },
    ]);
  });

  it('POST /api/notification/silence answers upstream 400s and saves a silence', async () => {
    const empty = await post('/api/notification/silence', { name: 'x' });
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as { error: string }).error).toBe(
      'at least one of config_id, canary_id, check_id, component_id, filter or selectors is required',
    );
    const backwards = await post('/api/notification/silence', { check_id: checkId, from: 'now+2h', until: 'now+1h' });
    expect(backwards.status).toBe(400);
    expect(((await backwards.json()) as { error: string }).error).toBe('`from` time must be before `until`');
    const badFilter = await post('/api/notification/silence', { filter: 'check.name ==' });
    expect(((await badFilter.json()) as { error: string }).error).toBe(
      'filter is not a valid CEL expression: Unexpected token: EOF',
    );
    const saved = await post('/api/notification/silence', { name: 'deploy', check_id: checkId, until: 'now+1h' });
    expect(saved.status).toBe(201);
    const row = (await saved.json()) as { id: string; check_id: string; until: string; created_by: string };
    expect(row.check_id).toBe(checkId);
    expect(new Date(row.until).getTime()).toBeGreaterThan(Date.now() + 59 * 60_000);
    expect(row.created_by).toBeTruthy();
  });

  it('GET /api/notification/silence_preview lists the sends a silence would have matched', async () => {
    const byId = await request(`/api/notification/silence_preview?id=${checkId}`);
    const body = (await byId.json()) as { notifications: Array<{ resource_id: string }>; resources: object };
    expect(body.notifications.map((n) => n.resource_id)).toEqual([checkId]);
    expect(Object.keys(body.resources)).toEqual([checkId]);
    const byFilter = await request(
      `/api/notification/silence_preview?filter=${encodeURIComponent("check.name == 'other'")}`,
    );
    expect(((await byFilter.json()) as { notifications: unknown[] }).notifications).toEqual([]);
    const matching = await request(
      `/api/notification/silence_preview?filter=${encodeURIComponent("check.name.startsWith('payments')")}`,
    );
    expect(((await matching.json()) as { notifications: unknown[] }).notifications).toHaveLength(1);
    const none = await request('/api/notification/silence_preview');
    expect(none.status).toBe(400);
  });
});
