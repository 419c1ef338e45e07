import { Hono, type Context } from 'hono';
import type { Database, Queryable } from '../db/database';
import type { AppEnv } from '../context';
import { checkGraph, parseTimeParam } from '../runner/graph';
import { Runner } from '../runner/runner';
// Read inside handlers only, so the import cycle with app.ts is harmless.
import { BACKEND_VERSION } from '../app';

/**
 * Uptime and latency over the last hour of `check_statuses`; a check with no
 * status in the last hour reports its latest single status instead, as the
 * real backend's `check_status_summary` does.
 */
export interface SummaryFilters {
  /** `name` or `-name`; unordered by default, like the real backend (this server orders by name). */
  sortBy?: 'name' | '-name';
  /** Containment on the merged canary + check labels. */
  labels?: Record<string, string>;
  /** Also include checks deleted after this time. */
  deleteFrom?: Date;
}

/**
 * Uptime and latency over the last hour of `check_statuses`; a check with no
 * status in the last hour reports its latest single status instead, as the
 * real backend's `check_status_summary` does.
 */
export function summarySql(filters: SummaryFilters = {}): { sql: string; params: unknown[] } {
  const params: unknown[] = [];
  const where = ['k.deleted_at IS NULL'];
  if (filters.deleteFrom) {
    params.push(filters.deleteFrom);
    where.push(`(c.deleted_at IS NULL OR c.deleted_at > $${params.length})`);
  } else {
    where.push('c.deleted_at IS NULL');
  }
  if (filters.labels && Object.keys(filters.labels).length) {
    params.push(filters.labels);
    where.push(`(COALESCE(k.labels, '{}'::jsonb) || COALESCE(c.labels, '{}'::jsonb)) @> $${params.length}::jsonb`);
  }
  const order = filters.sortBy === '-name' ? 'c.name DESC' : 'c.name';
  const sql = `
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
       COALESCE(c.spec->>'endpoint', c.spec->>'url', c.spec->>'query', c.spec->>'path', c.spec->>'addr',
                c.spec->>'host') AS endpoint,
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
WHERE ${where.join(' AND ')}
ORDER BY ${order}`;
  return { sql, params };
}

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

export async function checkSummaries(db: Queryable, filters: SummaryFilters = {}) {
  const { sql, params } = summarySql(filters);
  const { rows } = await db.query<SummaryRow>(sql, params);
  return rows.map(toCheckSummary);
}

const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

class BadRequest extends Error {}

/**
 * The POST body of `/api/summary`. Go decodes JSON keys case-insensitively, so
 * `SortBy` and `sortby` work too; unknown keys are ignored as Go does.
 */
export function parseSummaryFilters(body: unknown): SummaryFilters {
  if (body == null) return {};
  if (typeof body !== 'object' || Array.isArray(body)) throw new BadRequest('request body must be a JSON object');
  const fields = new Map(Object.entries(body).map(([key, value]) => [key.toLowerCase(), value]));
  const filters: SummaryFilters = {};
  const sortBy = fields.get('sortby');
  if (sortBy != null && sortBy !== '') {
    if (sortBy !== 'name' && sortBy !== '-name') throw new BadRequest('sortBy must be "name" or "-name"');
    filters.sortBy = sortBy;
  }
  const labels = fields.get('labels');
  if (labels != null) {
    if (
      typeof labels !== 'object' ||
      Array.isArray(labels) ||
      Object.values(labels).some((value) => typeof value !== 'string')
    ) {
      throw new BadRequest('labels must be an object of string values');
    }
    filters.labels = labels as Record<string, string>;
  }
  const deleteFrom = fields.get('deletefrom');
  if (deleteFrom != null && deleteFrom !== '') {
    if (typeof deleteFrom !== 'string' || !RFC3339.test(deleteFrom) || Number.isNaN(Date.parse(deleteFrom))) {
      throw new BadRequest('deleteFrom must be an RFC 3339 time such as 2026-01-02T15:04:05Z');
    }
    filters.deleteFrom = new Date(deleteFrom);
  }
  return filters;
}

export interface CanaryRoutesOptions {
  /** Runs checks for Run Now; a stopped runner of the request's database is used when omitted. */
  runner?: Runner;
}

export function canaryRoutes(options: CanaryRoutesOptions = {}) {
  const routes = new Hono<AppEnv>();
  const runners = new WeakMap<Queryable, Runner>();
  const runnerFor = (db: Database) => {
    if (options.runner) return options.runner;
    let runner = runners.get(db);
    if (!runner) {
      runner = new Runner(db);
      runners.set(db, runner);
    }
    return runner;
  };

  // Bad input is a 400 with a clear message; anything else goes to the app's error handler.
  const handle =
    (fn: (c: Context<AppEnv>) => Promise<Response>) =>
    async (c: Context<AppEnv>): Promise<Response> => {
      try {
        return await fn(c);
      } catch (error) {
        if (error instanceof BadRequest) return c.json({ error: error.message }, 400);
        throw error;
      }
    };

  const summary = async (c: Context<AppEnv>, filters: SummaryFilters) => {
    const started = performance.now();
    const checks = await checkSummaries(c.var.db, filters);
    const duration = Math.round(performance.now() - started);
    return c.json({
      ...(duration ? { duration } : {}),
      runnerName: 'local',
      ...(checks.length ? { checks_summary: checks } : {}),
    });
  };

  // As in the real backend, GET takes no filters (query parameters are ignored).
  routes.get('/api/summary', (c) => summary(c, {}));
  routes.post(
    '/api/summary',
    handle(async (c) => {
      const text = await c.req.text();
      let body: unknown = null;
      if (text.trim()) {
        try {
          body = JSON.parse(text);
        } catch {
          throw new BadRequest('request body must be JSON');
        }
      }
      return summary(c, parseSummaryFilters(body));
    }),
  );

  routes.get(
    '/api/graph',
    handle(async (c) => {
      const started = performance.now();
      const check = c.req.query('check');
      if (!check) throw new BadRequest('check is required');
      if (!UUID.test(check)) throw new BadRequest(`check "${check}" is not a valid id`);
      const now = new Date();
      let start: Date;
      let end: Date;
      try {
        start = parseTimeParam('start', c.req.query('start') ?? c.req.query('since') ?? '1h', now);
        end = parseTimeParam('end', c.req.query('end') ?? c.req.query('until') ?? '0s', now);
      } catch (error) {
        throw new BadRequest((error as Error).message);
      }
      if (start.getTime() >= end.getTime()) throw new BadRequest('start must be before end');
      const { bucketSeconds: _width, ...graph } = await checkGraph(c.var.db, check, start, end);
      const duration = Math.round(performance.now() - started);
      return c.json({ ...(duration ? { duration } : {}), runnerName: 'local', ...graph });
    }),
  );

  routes.post('/run/check/:id', async (c) => {
    const id = c.req.param('id');
    const result = UUID.test(id) ? await runnerFor(c.var.db).runCheckNow(id) : undefined;
    if (!result) return c.json({ error: `check (${id}) was not found` }, 404);
    return c.json(result);
  });

  routes.get('/about', (c) => c.json({ Timestamp: new Date().toISOString(), Version: BACKEND_VERSION }));

  return routes;
}
