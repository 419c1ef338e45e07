/**
 * bench:notifications — events through the notification dispatcher: N check.failed events (one per check run, as
 * the runner writes them) through R rules (each rule's CEL filter matches its share of the checks), every match
 * posted to a local webhook. Reports events per second (queue → history rows → delivered) and the lag from an
 * event's creation to its webhook arriving (median, p95, max). PGlite always; PostgreSQL when TEST_DATABASE_URL is set.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { NotificationDispatcher } from '../../apps/reference/server/notifications/dispatcher';
import { createTestDatabase } from '../../apps/reference/server/testing/databases';
import { announceSmoke, sized } from '../smoke';
import { DATABASE_LABEL, databaseKinds } from '../timing';

const EVENTS = sized(10_000, 200);
const RULES = sized(50, 5);
const CHECKS = sized(500, 20);

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

async function run(kind: 'pglite' | 'postgres') {
  const lags: number[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const at = Number(Buffer.concat(chunks).toString());
      if (at) lags.push(Date.now() - at);
      res.writeHead(204);
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(9491, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const t = await createTestDatabase(kind);
  const db = t.db;
  try {
    const { rows } = await db.query<{ id: string }>(
      "INSERT INTO canaries (name, namespace, spec) VALUES ('bench', 'bench', '{}') RETURNING id",
    );
    await db.query(
      `INSERT INTO checks (canary_id, type, name, status)
       SELECT $1, 'http', 'svc-' || i, 'unhealthy' FROM generate_series(0, $2 - 1) i`,
      [rows[0]!.id, CHECKS],
    );
    for (let r = 0; r < RULES; r++) {
      await db.query(
        `INSERT INTO notifications (name, events, filter, custom_services, source)
         VALUES ($1, '{check.failed}', $2, $3, 'UI')`,
        [
          `bench rule ${r}`,
          `check.name.endsWith('-${r}') || check.name.endsWith('${r}0')`,
          [{ name: 'bench-hook', url: `generic+http://127.0.0.1:${port}/hook`, template: '{{.event.properties.at}}' }],
        ],
      );
    }
    const dispatcher = new NotificationDispatcher(db, {
      rateLimitPerHour: 1e9,
      concurrency: 16,
      onError: (message, error) => console.error(message, error),
    });
    // Events as the runner writes them, stamped with the wall clock the webhook's lag is measured from.
    const started = performance.now();
    const startedAt = Date.now();
    await db.query(
      `INSERT INTO event_queue (name, properties, created_at)
       SELECT 'check.failed',
              jsonb_build_object('id', c.id, 'check_id', c.id, 'seq', g, 'at', $2::bigint::text),
              now()
       FROM generate_series(0, $1 - 1) g
       JOIN LATERAL (SELECT id FROM checks ORDER BY name OFFSET (g % $3) LIMIT 1) c ON true`,
      [EVENTS, startedAt, CHECKS],
    );
    let events = 0;
    let sends = 0;
    for (;;) {
      const pass = await dispatcher.runOnce();
      events += pass.events;
      sends += pass.sends;
      if (!pass.events && !pass.sends) break;
    }
    const seconds = (performance.now() - started) / 1000;
    dispatcher.close();
    const { rows: counts } = await db.query<{ status: string; count: number }>(
      'SELECT status, count(*)::int AS count FROM notification_send_history GROUP BY status ORDER BY status',
    );
    lags.sort((a, b) => a - b);
    console.log(
      `${DATABASE_LABEL[kind]}: ${events} events through ${RULES} rules in ${seconds.toFixed(1)} s = ` +
        `${Math.round(events / seconds)} events/s; ${sends} sends (${counts.map((c) => `${c.status} ${c.count}`).join(', ')}); ` +
        `event → webhook lag median ${percentile(lags, 0.5)} ms, p95 ${percentile(lags, 0.95)} ms, max ${lags.at(-1)} ms`,
    );
    if (!counts.some((c) => c.status === 'sent' && c.count > 0)) throw new Error('nothing was sent');
  } finally {
    await new Promise((resolve) => server.close(resolve));
    await t.drop();
  }
}

announceSmoke('bench:notifications');
for (const kind of databaseKinds()) await run(kind);
