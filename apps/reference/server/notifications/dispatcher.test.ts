import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueEvent } from '../changes/events';
import type { Database } from '../db/database';
import { reconcileCanary } from '../runner/reconcile';
import { Runner } from '../runner/runner';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../testing/databases';
import { startSmtpSink, type SmtpSink } from '../testing/smtpSink';
import { NotificationDispatcher } from './dispatcher';

interface Hit {
  path: string;
  method: string;
  body: string;
  headers: Record<string, unknown>;
}

/**
 * #22 the notification pipeline end to end: real check runs write events, the dispatcher applies the rules and
 * their constraints, and delivers over a real SMTP sink and a local webhook server.
 */
describe.each(testDatabaseKinds)('#22 notifications dispatcher on %s', (kind) => {
  let t: TestDatabase;
  let db: Database;
  let smtp: SmtpSink;
  let server: Server;
  let base: string;
  const statuses = new Map<string, number>();
  const hits: Hit[] = [];
  let runner: Runner;
  let dispatcher: NotificationDispatcher;
  let personId: string;

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    db = t.db;
    smtp = await startSmtpSink();
    server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const path = (req.url ?? '/').split('?')[0]!;
        if (path.startsWith('/hook')) {
          hits.push({ path, method: req.method ?? '', body: Buffer.concat(chunks).toString(), headers: req.headers });
        }
        const status = statuses.get(path) ?? 200;
        res.writeHead(status, { 'content-type': 'text/plain' });
        res.end(status === 200 ? 'ok' : `broken ${path}`);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    runner = new Runner(db, { pollMs: 60_000 });
    dispatcher = new NotificationDispatcher(db, {
      smtpUrl: smtp.url,
      retryBaseMs: 50,
      maxRetries: 2,
      onError: () => undefined,
    });
    const { rows } = await db.query<{ id: string }>(
      "INSERT INTO people (name, email) VALUES ('On Call', 'oncall@example.test') RETURNING id",
    );
    personId = rows[0]!.id;
  });
  afterAll(async () => {
    dispatcher.close();
    await new Promise((resolve) => server.close(resolve));
    await smtp.close();
    await t.drop();
  });

  /** A canary with one HTTP check against the local server's `/target/<name>`; its first run passes. */
  async function check(name: string) {
    statuses.set(`/target/${name}`, 200);
    const { rows } = await db.query<{ id: string }>(
      `INSERT INTO canaries (name, namespace, spec) VALUES ($1, 'test', $2) RETURNING id`,
      [name, { schedule: '@every 1h', http: [{ name, url: `${base}/target/${name}` }] }],
    );
    await reconcileCanary(db, rows[0]!.id);
    const { rows: checks } = await db.query<{ id: string }>('SELECT id FROM checks WHERE canary_id = $1', [
      rows[0]!.id,
    ]);
    const id = checks[0]!.id;
    const run = async (status: number) => {
      statuses.set(`/target/${name}`, status);
      await runner.runCheckNow(id);
    };
    await run(200);
    return { id, fail: () => run(503), pass: () => run(200) };
  }

  async function rule(fields: Record<string, unknown>) {
    const { events = ['check.failed'], ...rest } = fields;
    const keys = Object.keys(rest);
    const { rows } = await db.query<{ id: string }>(
      `INSERT INTO notifications (name, events, ${keys.join(', ')}, source)
       VALUES ($1, ARRAY(SELECT jsonb_array_elements_text($2::jsonb)), ${keys.map((_, i) => `$${i + 3}`).join(', ')}, 'UI')
       RETURNING id`,
      [`rule ${Math.random()}`, events, ...keys.map((key) => rest[key])],
    );
    return rows[0]!.id;
  }

  const history = async (ruleId: string) =>
    (
      await db.query<{
        id: string;
        status: string;
        recipient: string;
        parent_id: string | null;
        silenced_by: string | null;
        error: string | null;
        retries: number;
        duration_millis: number | null;
      }>(
        `SELECT id, status, recipient, parent_id, silenced_by, error, retries, duration_millis
         FROM notification_send_history WHERE notification_id = $1 ORDER BY created_at, recipient`,
        [ruleId],
      )
    ).rows;

  it('a failing check emails the rule person once and posts to the webhook once; a repeat within the interval sends nothing', async () => {
    const shop = await check('shop');
    const ruleId = await rule({
      filter: "check.name == 'shop'",
      person_id: personId,
      custom_services: JSON.stringify([{ name: 'ops-hook', url: `generic+${base}/hook/ops` }]),
      repeat_interval: '1h',
    });
    await shop.fail();
    await dispatcher.runOnce();
    const mail = await smtp.waitFor((m) => m.subject === 'Check shop has failed');
    expect(mail.to).toEqual(['oncall@example.test']);
    expect(mail.text).toContain('/health?checkId=');
    expect(smtp.messages.filter((m) => m.subject === 'Check shop has failed')).toHaveLength(1);
    const posted = hits.filter((hit) => hit.path === '/hook/ops');
    expect(posted).toHaveLength(1);
    expect(JSON.parse(posted[0]!.body)).toMatchObject({ title: 'Check shop has failed' });
    const first = await history(ruleId);
    expect(first.map((row) => [row.recipient, row.status])).toEqual([
      ['oncall@example.test', 'sent'],
      ['ops-hook', 'sent'],
    ]);

    // Passes, fails again within the repeat interval: recorded, not sent.
    await shop.pass();
    await shop.fail();
    await dispatcher.runOnce();
    const rows = await history(ruleId);
    expect(rows).toHaveLength(4);
    const repeats = rows.slice(2);
    expect(repeats.map((row) => row.status)).toEqual(['repeat-interval', 'repeat-interval']);
    expect(repeats.map((row) => row.parent_id).sort()).toEqual(first.map((row) => row.id).sort());
    expect(smtp.messages.filter((m) => m.subject === 'Check shop has failed')).toHaveLength(1);
    expect(hits.filter((hit) => hit.path === '/hook/ops')).toHaveLength(1);
  });

  it('a silence on the check records silenced (with the silence) and sends nothing', async () => {
    const cart = await check('cart');
    const ruleId = await rule({ filter: "check.name == 'cart'", person_id: personId });
    const { rows } = await db.query<{ id: string }>(
      `INSERT INTO notification_silences (name, check_id, "until") VALUES ('maintenance', $1, now() + interval '1 hour')
       RETURNING id`,
      [cart.id],
    );
    const before = smtp.messages.length;
    await cart.fail();
    await dispatcher.runOnce();
    expect((await history(ruleId)).map((row) => [row.status, row.silenced_by])).toEqual([['silenced', rows[0]!.id]]);
    expect(smtp.messages.length).toBe(before);
  });

  it('a recursive silence on a parent catalog item silences its child', async () => {
    const { rows: parent } = await db.query<{ id: string }>(
      "INSERT INTO config_items (config_class, type, name, health) VALUES ('Deployment', 'Test::Deployment', 'api', 'healthy') RETURNING id",
    );
    const { rows: child } = await db.query<{ id: string }>(
      `INSERT INTO config_items (config_class, type, name, health, parent_id, path)
       VALUES ('Pod', 'Test::Pod', 'api-1', 'unhealthy', $1, $2) RETURNING id`,
      [parent[0]!.id, parent[0]!.id],
    );
    const ruleId = await rule({
      events: ['config.unhealthy'],
      filter: "config.type == 'Test::Pod'",
      person_id: personId,
    });
    const { rows: silence } = await db.query<{ id: string }>(
      "INSERT INTO notification_silences (name, config_id, recursive) VALUES ('api rollout', $1, true) RETURNING id",
      [parent[0]!.id],
    );
    await enqueueEvent(db, 'config.unhealthy', { id: child[0]!.id });
    await dispatcher.runOnce();
    expect((await history(ruleId)).map((row) => [row.status, row.silenced_by])).toEqual([['silenced', silence[0]!.id]]);
  });

  it('wait_for 30 s followed by recovery records a skip and sends nothing', async () => {
    const search = await check('search');
    const ruleId = await rule({ filter: "check.name == 'search'", person_id: personId, wait_for: 30_000_000_000 });
    const before = smtp.messages.length;
    await search.fail();
    await dispatcher.runOnce();
    const waiting = await db.query<{ status: string; wait: number }>(
      `SELECT status, extract(epoch FROM (not_before - now()))::float8 AS wait
       FROM notification_send_history WHERE notification_id = $1`,
      [ruleId],
    );
    expect(waiting.rows.map((row) => row.status)).toEqual(['pending']);
    expect(waiting.rows[0]!.wait).toBeGreaterThan(25);
    expect(waiting.rows[0]!.wait).toBeLessThanOrEqual(30);
    // Within the 30 s nothing is sent.
    await dispatcher.runOnce();
    expect((await history(ruleId)).map((row) => row.status)).toEqual(['pending']);
    await search.pass();
    // The 30 s pass (the row's not_before reached, as the clock would).
    await db.query(
      `UPDATE notification_send_history SET not_before = now() - interval '1 second' WHERE notification_id = $1`,
      [ruleId],
    );
    await dispatcher.runOnce();
    const rows = await history(ruleId);
    expect(rows.map((row) => row.status)).toEqual(['skipped']);
    expect(rows[0]!.error).toMatch(/recovered during wait_for/);
    expect(smtp.messages.length).toBe(before);
  });

  it('wait_for without recovery sends once the wait is over', async () => {
    const ledger = await check('ledger');
    const ruleId = await rule({ filter: "check.name == 'ledger'", person_id: personId, wait_for: 1_000_000_000 });
    await ledger.fail();
    await dispatcher.runOnce();
    expect((await history(ruleId)).map((row) => row.status)).toEqual(['pending']);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await dispatcher.runOnce();
    expect((await history(ruleId)).map((row) => row.status)).toEqual(['sent']);
    await smtp.waitFor((m) => m.subject === 'Check ledger has failed');
  });

  it('a webhook answering 500 is retried and ends error with the response in the row', async () => {
    const billing = await check('billing');
    statuses.set('/hook/broken', 500);
    const ruleId = await rule({
      filter: "check.name == 'billing'",
      custom_services: JSON.stringify([{ name: 'broken-hook', url: `generic+${base}/hook/broken` }]),
    });
    await billing.fail();
    await dispatcher.runOnce();
    for (let i = 0; i < 40 && (await history(ruleId))[0]?.status === 'sending'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 60));
      await dispatcher.runOnce();
    }
    const rows = await history(ruleId);
    expect(rows.map((row) => row.status)).toEqual(['error']);
    expect(rows[0]!.retries).toBe(3);
    expect(rows[0]!.error).toContain('answered 500');
    expect(rows[0]!.error).toContain('broken /hook/broken');
    expect(hits.filter((hit) => hit.path === '/hook/broken')).toHaveLength(3);
  });

  it('a broken CEL filter marks the rule in error with the compiler message', async () => {
    const orders = await check('orders');
    const ruleId = await rule({ filter: "check.name == 'orders' &&", person_id: personId });
    await orders.fail();
    await dispatcher.runOnce();
    const { rows } = await db.query<{ error: string | null; error_at: Date | null }>(
      'SELECT error, error_at FROM notifications WHERE id = $1',
      [ruleId],
    );
    expect(rows[0]!.error).toBe('filter is not a valid CEL expression: Unexpected token: EOF');
    expect(rows[0]!.error_at).not.toBeNull();
    expect(await history(ruleId)).toEqual([]);
  });
});
