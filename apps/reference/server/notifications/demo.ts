import type { Hono } from 'hono';
import type { AppEnv } from '../context';
import type { Database } from '../db/database';
import { advisoryXactLock } from '../db/advisoryLocks';
import { publicRoute } from '../http/access';
import { ADMIN_ID } from '../identity/bootstrap';
import { reconcileCanary } from '../runner/reconcile';

/**
 * The live notifications demo: a canary whose checks call endpoints this server serves, one of which fails on a
 * cycle (payments-api answers 503 for two minutes in every ten), so checks flip, check.failed/check.passed events
 * are written, and the demo rules email the admin (over MC_SMTP_URL) and post to this server's own webhook
 * endpoint, filling the send history without anyone doing anything.
 */
export const DEMO_LIVE_CANARY = { name: 'payments-live', namespace: 'demo-live' };

/** The failing window: the first `FAIL_MINUTES` minutes of every `CYCLE_MINUTES`. */
export const CYCLE_MINUTES = 10;
export const FAIL_MINUTES = 2;

/** Whether a demo service is down at `now` (only payments-api ever is). */
export function demoServiceDown(service: string, now = new Date()): boolean {
  return service === 'payments-api' && now.getUTCMinutes() % CYCLE_MINUTES < FAIL_MINUTES;
}

const DEMO_SERVICES = new Set(['payments-api', 'checkout-api', 'webhook']);

/**
 * `GET|POST /api/notification/demo/:service`: unauthenticated on purpose (the demo canary calls it without
 * credentials) and harmless: it reads nothing, stores nothing (a webhook body is discarded unread) and answers a
 * fixed word. Unknown services are 404.
 */
export function registerDemoRoutes(api: Hono<AppEnv>) {
  const handler = publicRoute();
  const answer = (service: string) => {
    if (!DEMO_SERVICES.has(service)) return new Response('unknown demo service', { status: 404 });
    if (demoServiceDown(service)) {
      return new Response('payments-api is down for its scheduled two minutes', { status: 503 });
    }
    return new Response('OK', { status: 200, headers: { 'content-type': 'text/plain' } });
  };
  api.get('/notification/demo/:service', handler, (c) => answer(c.req.param('service')));
  api.post('/notification/demo/:service', handler, (c) => answer(c.req.param('service')));
}

/**
 * Creates (or, as the port may change, updates) the live canary and the two demo rules. A rule someone edited
 * keeps their edits; only the webhook's address follows the port.
 */
export async function ensureDemoNotifications(db: Database, options: { port: number; host?: string }) {
  const host = !options.host || options.host === '0.0.0.0' || options.host === '::' ? '127.0.0.1' : options.host;
  const origin = `http://${host.includes(':') ? `[${host}]` : host}:${options.port}`;
  const spec = {
    schedule: '@every 30s',
    http: ['payments-api', 'checkout-api'].map((name) => ({
      name,
      description: `The ${name} demo service (this server's /api/notification/demo/${name})`,
      url: `${origin}/api/notification/demo/${name}`,
      responseCodes: [200],
      thresholdMillis: 2000,
      labels: { app: name, demo: 'live' },
    })),
  };
  const webhook = [{ name: 'demo-webhook', url: `generic+${origin}/api/notification/demo/webhook` }];
  const id = await db.transaction(async (tx) => {
    const lock = advisoryXactLock('demoNotifications');
    await tx.query(lock.sql, lock.params);
    const { rows } = await tx.query<{ id: string }>(
      `UPDATE canaries SET spec = $3, deleted_at = NULL, updated_at = now() WHERE name = $1 AND namespace = $2
       RETURNING id`,
      [DEMO_LIVE_CANARY.name, DEMO_LIVE_CANARY.namespace, spec],
    );
    const canaryId =
      rows[0]?.id ??
      (
        await tx.query<{ id: string }>(
          `INSERT INTO canaries (name, namespace, labels, spec, source) VALUES ($1, $2, $3, $4, 'UI') RETURNING id`,
          [DEMO_LIVE_CANARY.name, DEMO_LIVE_CANARY.namespace, { demo: 'live' }, spec],
        )
      ).rows[0]!.id;
    const { rows: admin } = await tx.query<{ id: string }>('SELECT id FROM people WHERE id = $1', [ADMIN_ID]);
    await tx.query(
      `INSERT INTO notifications (name, namespace, events, filter, person_id, repeat_interval, source)
       SELECT 'Email the admin when a check fails', 'demo-live', '{check.failed}', $1, $2, '1h', 'UI'
       WHERE NOT EXISTS (SELECT 1 FROM notifications WHERE namespace = 'demo-live'
                         AND name = 'Email the admin when a check fails')`,
      [`canary.namespace == '${DEMO_LIVE_CANARY.namespace}'`, admin[0]?.id ?? null],
    );
    await tx.query(
      `INSERT INTO notifications (name, namespace, events, filter, custom_services, source)
       SELECT 'Post check changes to the demo webhook', 'demo-live', '{check.failed,check.passed}', $1, $2, 'UI'
       WHERE NOT EXISTS (SELECT 1 FROM notifications WHERE namespace = 'demo-live'
                         AND name = 'Post check changes to the demo webhook')`,
      [`canary.namespace == '${DEMO_LIVE_CANARY.namespace}'`, webhook],
    );
    await tx.query(
      `UPDATE notifications SET custom_services = $1
       WHERE namespace = 'demo-live' AND name = 'Post check changes to the demo webhook'
         AND custom_services->0->>'name' = 'demo-webhook'`,
      [webhook],
    );
    return canaryId;
  });
  await reconcileCanary(db, id);
  return id;
}
