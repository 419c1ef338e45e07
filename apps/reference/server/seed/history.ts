import type { Database, Transaction } from '../db/database';
import { HISTORICAL_ANNOTATION } from '../runner/reconcile';
import { DEMO_CANARIES, type SeedCanary, type SeedCheck } from './checks';

export const SEED_MARKER = 'demo_seeded';

/**
 * First start only: canaries in several namespaces, 30+ checks and three days
 * of history. A marker row makes restarts (and racing servers) idempotent.
 * These canaries point at example.com and private addresses that no user's
 * machine can reach, so they are annotated as historical-only demo data and
 * the scheduler leaves them alone; the live checks are in `ensureSelfCanary`.
 */
export async function seedDemoData(db: Database, now = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query('SELECT 1 FROM app_meta WHERE key = $1 FOR UPDATE', [SEED_MARKER]);
    if (rows.length) return false;
    const inserted = await tx.query(`INSERT INTO app_meta (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING`, [
      SEED_MARKER,
      now.toISOString(),
    ]);
    if (!inserted.affectedRows) return false;
    for (const canary of DEMO_CANARIES) await seedCanary(tx, canary, now);
    return true;
  });
}

async function seedCanary(tx: Transaction, canary: SeedCanary, now: Date) {
  const spec = buildSpec(canary);
  const {
    rows: [row],
  } = await tx.query<{ id: string }>(
    `INSERT INTO canaries (name, namespace, labels, annotations, spec, source, schedule)
     VALUES ($1, $2, $3, $4, $5, 'UI', $6) RETURNING id`,
    [canary.name, canary.namespace, canary.labels, { [HISTORICAL_ANNOTATION]: 'true' }, spec, canary.schedule],
  );
  const canaryId = row!.id;
  for (const check of canary.checks) {
    const status = check.failRate >= 0.3 ? 'unhealthy' : 'healthy';
    const {
      rows: [checkRow],
    } = await tx.query<{ id: string }>(
      `INSERT INTO checks (canary_id, type, name, namespace, description, icon, labels, severity, status,
                           spec, last_runtime, next_runtime, last_transition_time)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) RETURNING id`,
      [
        canaryId,
        check.type,
        check.name,
        canary.namespace,
        check.description ?? null,
        check.icon ?? check.type,
        { ...canary.labels, ...check.labels },
        check.severity ?? null,
        status,
        { name: check.name, ...(check.endpoint ? { endpoint: check.endpoint } : {}) },
        new Date(now.getTime() - 30_000),
        new Date(now.getTime() + 30_000),
        new Date(now.getTime() - 26 * 3600_000),
      ],
    );
    await seedHistory(tx, checkRow!.id, check, now);
  }
}

/** Every 15 minutes for three days, then every minute for the last hour. */
async function seedHistory(tx: Transaction, checkId: string, check: SeedCheck, now: Date) {
  await tx.query(
    `INSERT INTO check_statuses (check_id, time, duration, status, message, error)
     SELECT $1::uuid, t,
            greatest(1, round($2::numeric * (0.6 + random() * 0.8)))::int,
            ok,
            CASE WHEN ok THEN 'OK' ELSE NULL END,
            CASE WHEN ok THEN NULL ELSE $4 END
     FROM (
       SELECT t, random() >= $3::float8 AS ok
       FROM (
         SELECT generate_series($5::timestamptz - interval '3 days', $5::timestamptz - interval '61 minutes', interval '15 minutes') AS t
         UNION ALL
         SELECT generate_series($5::timestamptz - interval '60 minutes', $5::timestamptz - interval '30 seconds', interval '1 minute')
       ) times
     ) samples
     ON CONFLICT DO NOTHING`,
    [checkId, check.latency, check.failRate, failureMessage(check), now],
  );
}

function failureMessage(check: SeedCheck): string {
  switch (check.type) {
    case 'http':
      return `GET ${check.endpoint ?? ''} returned 503 Service Unavailable`;
    case 'icmp':
      return 'packet loss 40% exceeds threshold 10%';
    case 'elasticsearch':
      return 'cluster health is red';
    case 'alertmanager':
      return '2 critical alerts firing';
    default:
      return `${check.type} check failed`;
  }
}

function buildSpec(canary: SeedCanary): Record<string, unknown> {
  const spec: Record<string, unknown> = { schedule: canary.schedule };
  for (const check of canary.checks) {
    const key = check.type;
    const entry: Record<string, unknown> = { name: check.name };
    if (check.description) entry.description = check.description;
    if (check.endpoint) entry[check.type === 'http' ? 'url' : 'endpoint'] = check.endpoint;
    if (check.script) entry.script = check.script;
    if (check.labels) entry.labels = check.labels;
    spec[key] = [...((spec[key] as unknown[] | undefined) ?? []), entry];
  }
  return spec;
}
