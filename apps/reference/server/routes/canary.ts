import { Hono } from 'hono';
import type { Queryable } from '../db/database';
import type { AppEnv } from '../context';

/**
 * Uptime and latency over the last hour of `check_statuses`; a check with no
 * status in the last hour reports its latest single status instead, as the
 * real backend's `check_status_summary` does.
 */
export const SUMMARY_SQL = `
WITH hour AS (
  SELECT check_id,
         count(*) FILTER (WHERE status)::int AS passed,
         count(*) FILTER (WHERE NOT status)::int AS failed,
         max(time) FILTER (WHERE status) AS last_pass,
         max(time) FILTER (WHERE NOT status) AS last_fail,
         percentile_disc(0.95) WITHIN GROUP (ORDER BY duration) AS p95,
         percentile_disc(0.97) WITHIN GROUP (ORDER BY duration) AS p97,
         percentile_disc(0.99) WITHIN GROUP (ORDER BY duration) AS p99
  FROM check_statuses
  WHERE time > now() - interval '1 hour'
  GROUP BY check_id
)
SELECT c.id, c.canary_id, k.name AS canary_name, k.namespace AS canary_namespace, c.agent_id,
       c.name, c.namespace, c.description, c.type, c.icon, c.status, c.severity, c.owner,
       COALESCE(k.labels, '{}'::jsonb) || COALESCE(c.labels, '{}'::jsonb) AS labels,
       c.spec->>'endpoint' AS endpoint,
       c.last_runtime, c.next_runtime, c.last_transition_time, c.created_at, c.updated_at, c.deleted_at, c.silenced_at,
       COALESCE(h.passed, CASE WHEN a.status THEN 1 ELSE 0 END, 0) AS passed,
       COALESCE(h.failed, CASE WHEN a.status = false THEN 1 ELSE 0 END, 0) AS failed,
       COALESCE(h.last_pass, CASE WHEN a.status THEN a.time END) AS last_pass,
       COALESCE(h.last_fail, CASE WHEN a.status = false THEN a.time END) AS last_fail,
       COALESCE(h.p95, a.duration) AS p95,
       COALESCE(h.p97, a.duration) AS p97,
       COALESCE(h.p99, a.duration) AS p99
FROM checks c
JOIN canaries k ON k.id = c.canary_id
LEFT JOIN hour h ON h.check_id = c.id
LEFT JOIN LATERAL (
  SELECT s.status, s.time, s.duration FROM check_statuses s
  WHERE h.check_id IS NULL AND s.check_id = c.id
  ORDER BY s.time DESC LIMIT 1
) a ON true
WHERE c.deleted_at IS NULL AND k.deleted_at IS NULL
ORDER BY c.name`;

interface SummaryRow {
  id: string;
  canary_id: string;
  canary_name: string;
  canary_namespace: string;
  agent_id: string;
  name: string;
  namespace: string | null;
  description: string | null;
  type: string;
  icon: string | null;
  status: string | null;
  severity: string | null;
  owner: string | null;
  labels: Record<string, string>;
  endpoint: string | null;
  last_runtime: Date | null;
  next_runtime: Date | null;
  last_transition_time: Date | null;
  created_at: Date | null;
  updated_at: Date | null;
  deleted_at: Date | null;
  silenced_at: Date | null;
  passed: number;
  failed: number;
  last_pass: Date | null;
  last_fail: Date | null;
  p95: number | null;
  p97: number | null;
  p99: number | null;
}

const iso = (value: Date | string | null) => (value == null ? undefined : new Date(value).toISOString());

function withoutEmpty<T extends Record<string, unknown>>(record: T): Partial<T> {
  return Object.fromEntries(Object.entries(record).filter(([, v]) => v !== undefined && v !== null)) as Partial<T>;
}

/** Shapes a row as the real backend's `CheckSummary`, omitting empty keys like it does. */
export function toCheckSummary(row: SummaryRow) {
  return withoutEmpty({
    id: row.id,
    canary_id: row.canary_id,
    canary_name: row.canary_name,
    canary_namespace: row.canary_namespace,
    agent_id: row.agent_id,
    name: row.name,
    namespace: row.namespace,
    description: row.description,
    endpoint: row.endpoint,
    type: row.type,
    icon: row.icon,
    status: row.status,
    severity: row.severity,
    owner: row.owner,
    labels: row.labels,
    uptime: withoutEmpty({
      passed: row.passed,
      failed: row.failed,
      last_pass: iso(row.last_pass),
      last_fail: iso(row.last_fail),
    }),
    latency: { ...withoutEmpty({ p95: row.p95, p97: row.p97, p99: row.p99 }), rolling1h: 0 },
    last_runtime: iso(row.last_runtime),
    next_runtime: iso(row.next_runtime),
    last_transition_time: iso(row.last_transition_time),
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    deleted_at: iso(row.deleted_at),
    silenced_at: iso(row.silenced_at),
  });
}

export async function checkSummaries(db: Queryable) {
  const { rows } = await db.query<SummaryRow>(SUMMARY_SQL);
  return rows.map(toCheckSummary);
}

export function canaryRoutes() {
  const routes = new Hono<AppEnv>();
  routes.get('/api/summary', async (c) => {
    const started = performance.now();
    const checks = await checkSummaries(c.var.db);
    const duration = Math.round(performance.now() - started);
    return c.json({
      ...(duration ? { duration } : {}),
      runnerName: 'local',
      ...(checks.length ? { checks_summary: checks } : {}),
    });
  });
  return routes;
}
