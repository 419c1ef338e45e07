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
  // The same text as JavaScript's toISOString(), whatever the session time zone.
  const iso = (expression: string) => `to_char((${expression}) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
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
SELECT COALESCE(json_agg(json_strip_nulls(json_build_object(
         'id', c.id, 'canary_id', c.canary_id, 'canary_name', k.name, 'canary_namespace', k.namespace,
         'agent_id', c.agent_id, 'name', c.name, 'namespace', c.namespace, 'description', c.description,
         'endpoint', COALESCE(c.spec->>'endpoint', c.spec->>'url', c.spec->>'query', c.spec->>'path',
                              c.spec->>'addr', c.spec->>'host'),
         'type', c.type, 'icon', c.icon, 'status', c.status, 'severity', c.severity, 'owner', c.owner,
         'labels', COALESCE(k.labels, '{}'::jsonb) || COALESCE(c.labels, '{}'::jsonb),
         'uptime', json_build_object(
           'passed', COALESCE(h.passed, CASE WHEN a.status THEN 1 ELSE 0 END, 0),
           'failed', COALESCE(h.failed, CASE WHEN a.status = false THEN 1 ELSE 0 END, 0),
           'last_pass', ${iso('COALESCE(h.last_pass, CASE WHEN a.status THEN a.time END)')},
           'last_fail', ${iso('COALESCE(h.last_fail, CASE WHEN a.status = false THEN a.time END)')}),
         'latency', json_build_object(
           'p95', NULLIF(COALESCE(h.p95, a.duration), 0),
           'p97', NULLIF(COALESCE(h.p97, a.duration), 0),
           'p99', NULLIF(COALESCE(h.p99, a.duration), 0),
           'rolling1h', 0),
         'last_runtime', ${iso('c.last_runtime')},
         'next_runtime', ${iso('c.next_runtime')},
         'last_transition_time', ${iso('c.last_transition_time')},
         'created_at', ${iso('c.created_at')},
         'updated_at', ${iso('c.updated_at')},
         'deleted_at', ${iso('c.deleted_at')},
         'silenced_at', ${iso('c.silenced_at')}
       )) ORDER BY ${order}), '[]')::text AS body
FROM checks c
JOIN canaries k ON k.id = c.canary_id
LEFT JOIN hour h ON h.check_id = c.id
LEFT JOIN LATERAL (
  SELECT s.status, s.time, s.duration FROM check_statuses s
  WHERE h.check_id IS NULL AND s.check_id = c.id
  ORDER BY s.time DESC LIMIT 1
) a ON true
WHERE ${where.join(' AND ')}`;
  return { sql, params };
}

/**
 * The summary as JSON text, built by the database: with 10,000 checks,
 * shaping rows in JavaScript costs more than the query itself.
 */
export async function checkSummariesJson(db: Queryable, filters: SummaryFilters = {}): Promise<string> {
  const { sql, params } = summarySql(filters);
  const { rows } = await db.query<{ body: string }>(sql, params);
  return rows[0]?.body ?? '[]';
}

export async function checkSummaries(db: Queryable, filters: SummaryFilters = {}) {
  return JSON.parse(await checkSummariesJson(db, filters)) as Array<Record<string, unknown>>;
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
    const checks = await checkSummariesJson(c.var.db, filters);
    const duration = Math.round(performance.now() - started);
    // Keys as the real backend: duration omitted when 0, checks_summary omitted when empty.
    const body = `{${duration ? `"duration":${duration},` : ''}"runnerName":"local"${
      checks === '[]' ? '' : `,"checks_summary":${checks}`
    }}`;
    return c.body(body, 200, { 'Content-Type': 'application/json; charset=UTF-8' });
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
