import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Database, Queryable } from './db/database';
import { reconcileCanary } from './runner/reconcile';

/**
 * The notification part of the cluster test (#25): checks that flip between passing and failing on every run,
 * a `check.failed` rule posting to a webhook, and the three counts that must agree when each event is
 * dispatched once across servers: failure transitions in `check_statuses` (the runner queues one `check.failed`
 * per transition), `notification_send_history` rows, and posts the webhook received.
 */

/** A local HTTP server: `/flap/<name>` answers 200 and 503 in turn (while flapping), `/hook` records posts. */
export interface FlapAndHook {
  base: string;
  /** Titles of the posts `/hook` received, one entry per delivery. */
  deliveries: string[];
  /** From now on every `/flap/...` answers 200, so no further check fails. */
  settle(): void;
  close(): Promise<void>;
}

export async function startFlapAndHook(): Promise<FlapAndHook> {
  const deliveries: string[] = [];
  const answered = new Map<string, number>();
  let flapping = true;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = (req.url ?? '/').split('?')[0]!;
      if (path === '/hook') {
        const body = JSON.parse(Buffer.concat(chunks).toString() || '{}') as { title?: string };
        deliveries.push(body.title ?? '');
        res.end('ok');
        return;
      }
      // Each check's requests alternate pass, fail, pass, ...: with one run per interval the check fails on
      // every second run, and each pass-to-fail transition is one check.failed event.
      const count = answered.get(path) ?? 0;
      answered.set(path, count + 1);
      const fail = flapping && count % 2 === 1;
      res.writeHead(fail ? 503 : 200);
      res.end(fail ? 'flapping down' : 'ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    deliveries,
    settle: () => (flapping = false),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export const FLAP_NAMESPACE = 'cluster-flap';

/** A canary of `count` HTTP checks against `/flap/<name>`, every `intervalS`, and a rule posting their failures. */
export async function addFlappingChecksAndRule(
  db: Database,
  target: FlapAndHook,
  count: number,
  intervalS: number,
): Promise<void> {
  const http = Array.from({ length: count }, (_, index) => ({
    name: `flap-${index}`,
    url: `${target.base}/flap/${index}`,
  }));
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO canaries (name, namespace, spec) VALUES ('cluster-flap', $1, $2) RETURNING id`,
    [FLAP_NAMESPACE, { schedule: `@every ${intervalS}s`, http }],
  );
  await reconcileCanary(db, rows[0]!.id);
  // No repeat interval and no wait: every failure event is one send, so the counts compare one to one.
  await db.query(
    `INSERT INTO notifications (name, events, filter, custom_services, source)
     VALUES ('cluster flap failures', '{check.failed}', $1, $2, 'UI')`,
    [`check.name.startsWith('flap-')`, JSON.stringify([{ name: 'cluster-hook', url: `generic+${target.base}/hook` }])],
  );
}

export interface NotificationCounts {
  /** Per check name: pass-to-fail transitions recorded in check_statuses. */
  failures: Record<string, number>;
  /** Per check name: send history rows of the rule (any status), and how many of them are `sent`. */
  history: Record<string, number>;
  sent: Record<string, number>;
  /** Per check name: posts the webhook received. */
  delivered: Record<string, number>;
}

/** Waits until no check event waits in the queue and no send is due or in flight, then counts. */
export async function settledNotificationCounts(
  db: Queryable,
  target: FlapAndHook,
  timeoutMs = 30_000,
): Promise<NotificationCounts> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { rows } = await db.query<{ queued: number; open: number }>(
      `SELECT (SELECT count(*)::int FROM event_queue WHERE name LIKE 'check.%' AND attempts < 5) AS queued,
              (SELECT count(*)::int FROM notification_send_history WHERE status IN ('pending', 'sending')) AS open`,
    );
    if (rows[0]!.queued === 0 && rows[0]!.open === 0) break;
    if (Date.now() > deadline)
      throw new Error(`notifications still in flight after ${timeoutMs} ms: ${JSON.stringify(rows[0])}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const { rows: transitions } = await db.query<{ name: string; failures: number }>(
    `SELECT name, count(*) FILTER (WHERE NOT status AND previous)::int AS failures
       FROM (SELECT c.name, s.status, lag(s.status) OVER (PARTITION BY s.check_id ORDER BY s.time) AS previous
               FROM check_statuses s JOIN checks c ON c.id = s.check_id
              WHERE c.canary_id IN (SELECT id FROM canaries WHERE namespace = $1)) runs
      GROUP BY name`,
    [FLAP_NAMESPACE],
  );
  const { rows: history } = await db.query<{ name: string; rows: number; sent: number }>(
    `SELECT c.name, count(*)::int AS rows, count(*) FILTER (WHERE h.status = 'sent')::int AS sent
       FROM notification_send_history h JOIN checks c ON c.id = h.resource_id
       JOIN notifications n ON n.id = h.notification_id AND n.name = 'cluster flap failures'
      GROUP BY c.name`,
  );
  const delivered: Record<string, number> = {};
  for (const title of target.deliveries) {
    const name = /^Check (\S+) has failed$/.exec(title)?.[1] ?? title;
    delivered[name] = (delivered[name] ?? 0) + 1;
  }
  return {
    failures: Object.fromEntries(transitions.map((row) => [row.name, row.failures])),
    history: Object.fromEntries(history.map((row) => [row.name, row.rows])),
    sent: Object.fromEntries(history.map((row) => [row.name, row.sent])),
    delivered,
  };
}
