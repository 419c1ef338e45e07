import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { enqueueEvent } from '../changes/events';
import type { Database } from '../db/database';
import { Runner } from '../runner/runner';
import { seedDemoData } from '../seed';
import { createTestDatabase, type TestDatabase } from '../testing/databases';
import { demoServiceDown, ensureDemoNotifications } from './demo';
import { NotificationDispatcher } from './dispatcher';

/** #22 the live demo: checks against this server's own demo endpoints, and rules whose webhook is this server. */
describe('#22 live notifications demo', () => {
  let t: TestDatabase;
  let db: Database;
  let server: ReturnType<typeof serve>;
  let port: number;

  beforeAll(async () => {
    t = await createTestDatabase('pglite');
    db = t.db;
    await seedDemoData(db);
    const app = createApp({ db });
    server = serve({ fetch: app.fetch, port: 9490, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await t.drop();
  });

  it('payments-api is down two minutes in every ten; the others never', () => {
    const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 12, minute, 30));
    expect([0, 1, 2, 9, 10, 11, 12].map((minute) => demoServiceDown('payments-api', at(minute)))).toEqual([
      true,
      true,
      false,
      false,
      true,
      true,
      false,
    ]);
    expect(demoServiceDown('checkout-api', at(0))).toBe(false);
  });

  it('the demo canary checks this server; its recovery and failure are posted to its own demo webhook, the failure mailed to the admin', async () => {
    const canaryId = await ensureDemoNotifications(db, { port, host: '127.0.0.1' });
    await ensureDemoNotifications(db, { port, host: '127.0.0.1' });
    const { rows: rules } = await db.query<{ name: string; custom_services: unknown; person_id: string | null }>(
      "SELECT name, custom_services, person_id FROM notifications WHERE namespace = 'demo-live' ORDER BY name",
    );
    expect(rules.map((rule) => rule.name)).toEqual([
      'Email the admin when a check fails',
      'Post check changes to the demo webhook',
    ]);
    expect(rules[0]!.person_id).toBeTruthy();
    const { rows: checks } = await db.query<{ id: string; name: string }>(
      'SELECT id, name FROM checks WHERE canary_id = $1 ORDER BY name',
      [canaryId],
    );
    expect(checks.map((check) => check.name)).toEqual(['checkout-api', 'payments-api']);
    const runner = new Runner(db, { pollMs: 60_000 });
    const checkout = checks[0]!.id;
    await runner.runCheckNow(checkout);
    expect(
      (await db.query<{ status: string }>('SELECT status FROM checks WHERE id = $1', [checkout])).rows[0]!.status,
    ).toBe('healthy');
    // A recovery through the runner's own transition path (without waiting for the cycle's clock), and a failure.
    await db.query("UPDATE checks SET status = 'unhealthy' WHERE id = $1", [checkout]);
    await runner.runCheckNow(checkout);
    await enqueueEvent(db, 'check.failed', { id: checkout });
    const dispatcher = new NotificationDispatcher(db, { onError: () => undefined });
    await dispatcher.runOnce();
    dispatcher.close();
    const { rows: history } = await db.query<{ status: string; recipient: string; error: string | null }>(
      `SELECT status, recipient, error FROM notification_send_history WHERE resource_id = $1
       ORDER BY source_event, recipient`,
      [checkout],
    );
    expect(history.map((row) => [row.recipient, row.status])).toEqual([
      ['admin@example.com', 'error'],
      ['demo-webhook', 'sent'],
      ['demo-webhook', 'sent'],
    ]);
    expect(history[0]!.error).toBe('MC_SMTP_URL is not set, so this server cannot send email');
  });
});
