import { Hono, type Context } from 'hono';
import type { Database, Queryable } from '../db/database';
import type { AppEnv } from '../context';
import { checkGraph, parseTimeParam } from '../runner/graph';
import { Runner, RunNowBusyError } from '../runner/runner';
// Read inside handlers only, so the import cycle with app.ts is harmless.
import { BACKEND_VERSION } from '../app';
import { mayRunChecks } from '../auth/authorize';
import { guestScopesFor, guestSeesCheck, shadowForGuest, type GuestScopes } from '../auth/scopes';
import { accessDenied, authenticated, principalOf, requireAccess, runCheckAccess } from '../http/access';

/** The POST body's filters, as the real backend's `CheckSummaryOptions`. */
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
 * real backend's `check_status_summary` does. Percentiles are exact
 * (`percentile_disc` over the hour's raw durations, read through the time
 * index). Everything else comes from tables that triggers keep (migration
 * 005): the latest status per check (`check_status_latest`) and the check's
 * own fields already rendered as JSON (`check_summary_json`), so a request
 * renders only `uptime` and `latency`, one check's JSON object per row. Keys
 * whose value is NULL are left out (`concat` skips NULL arguments), as Go's
 * omitempty does.
 */
export function summarySql(
  filters: SummaryFilters = {},
  { oneRow = false, guest }: SummaryOptions = {},
): { sql: string; params: unknown[] } {
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
  const order = filters.sortBy === '-name' ? 'DESC' : 'ASC';
  // The same text as JavaScript's toISOString(), whatever the session time zone.
  const time = (key: string, expression: string) =>
    `',"${key}":"' || to_char((${expression}) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') || '"'`;
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
),
summary AS (
  SELECT c.name, j.head, j.tail,
         CASE WHEN h.check_id IS NOT NULL THEN h.passed WHEN a.status THEN 1 ELSE 0 END AS passed,
         CASE WHEN h.check_id IS NOT NULL THEN h.failed WHEN a.status = false THEN 1 ELSE 0 END AS failed,
         CASE WHEN h.check_id IS NOT NULL THEN h.last_pass WHEN a.status THEN a.time END AS last_pass,
         CASE WHEN h.check_id IS NOT NULL THEN h.last_fail WHEN a.status = false THEN a.time END AS last_fail,
         NULLIF(CASE WHEN h.check_id IS NOT NULL THEN h.p95 ELSE a.duration END, 0) AS p95,
         NULLIF(CASE WHEN h.check_id IS NOT NULL THEN h.p97 ELSE a.duration END, 0) AS p97,
         NULLIF(CASE WHEN h.check_id IS NOT NULL THEN h.p99 ELSE a.duration END, 0) AS p99
  FROM checks c
  JOIN canaries k ON k.id = c.canary_id
  JOIN check_summary_json j ON j.check_id = c.id
  LEFT JOIN hour h ON h.check_id = c.id
  LEFT JOIN check_status_latest a ON a.check_id = c.id
  WHERE ${where.join(' AND ')}
  -- Sorting these narrow rows here, not the rendered text, keeps the sort in memory;
  -- the outer ORDER BY is then already satisfied.
  ORDER BY c.name ${order}
)
SELECT ${oneRow ? 'string_agg(' : ''}concat(
  r.head,
  ',"uptime":{"passed":', r.passed::text, ',"failed":', r.failed::text,
  ${time('last_pass', 'r.last_pass')},
  ${time('last_fail', 'r.last_fail')},
  '},"latency":{',
  '"p95":' || r.p95::text || ',',
  '"p97":' || r.p97::text || ',',
  '"p99":' || r.p99::text || ',',
  '"rolling1h":0}',
  r.tail)${oneRow ? `, ',' ORDER BY r.name ${order}) AS body` : ' AS item'}
FROM summary r${
    oneRow
      ? ''
      : `
ORDER BY r.name ${order}`
  }`;
  return guest ? shadowForGuest({ sql, params }, ['canaries'], guest) : { sql, params };
}

export interface SummaryOptions {
  /**
   * One row holding the whole array (`string_agg`) instead of one row per
   * check. PGlite pays for every row that crosses from WebAssembly to
   * JavaScript (10,000 rows cost ten times one row of the same bytes), while
   * PostgreSQL 15 sorts the 5 MB of text again inside an ordered `string_agg`
   * and node-postgres reads 10,000 small rows quickly: the route picks by
   * database kind. Both give the same text.
   */
  oneRow?: boolean;
  /** A guest's access scopes: only checks of canaries they match are listed. */
  guest?: GuestScopes | null;
}

/** The summary as JSON text (an array), rendered by the database. */
export async function checkSummariesJson(
  db: Queryable,
  filters: SummaryFilters = {},
  options: SummaryOptions = {},
): Promise<string> {
  const { sql, params } = summarySql(filters, options);
  if (options.oneRow) {
    const { rows } = await db.query<{ body: string | null }>(sql, params);
    return `[${rows[0]?.body ?? ''}]`;
  }
  const { rows } = await db.query<{ item: string }>(sql, params);
  return `[${rows.map((row) => row.item).join(',')}]`;
}

export async function checkSummaries(db: Queryable, filters: SummaryFilters = {}, options: SummaryOptions = {}) {
  return JSON.parse(await checkSummariesJson(db, filters, options)) as Array<Record<string, unknown>>;
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

const summariesInFlight = new WeakMap<Database, Map<string, Promise<string>>>();

/**
 * 200 dashboards polling the 10,000-check summary would otherwise compute it
 * 200 times over; a request that arrives while the same summary is being
 * computed waits for that one (it is at most one computation old).
 */
function coalesce(db: Database, key: string, compute: () => Promise<string>): Promise<string> {
  let running = summariesInFlight.get(db);
  if (!running) summariesInFlight.set(db, (running = new Map()));
  const current = running.get(key);
  if (current) return current;
  const next = compute().finally(() => running.delete(key));
  running.set(key, next);
  return next;
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
    const guest = await guestScopesFor(c.var.db, principalOf(c));
    const compute = () => checkSummariesJson(c.var.db, filters, { oneRow: c.var.db.kind === 'pglite', guest });
    // Everyone but guests sees the same summary: concurrent identical requests share one computation.
    const checks = guest ? await compute() : await coalesce(c.var.db, JSON.stringify(filters), compute);
    const duration = Math.round(performance.now() - started);
    // Keys as the real backend: duration omitted when 0, checks_summary omitted when empty.
    const body = `{${duration ? `"duration":${duration},` : ''}"runnerName":"local"${
      checks === '[]' ? '' : `,"checks_summary":${checks}`
    }}`;
    return c.body(body, 200, { 'Content-Type': 'application/json; charset=UTF-8' });
  };

  // As in the real backend, GET takes no filters (query parameters are ignored).
  routes.get('/api/summary', requireAccess('canaries', 'read'), (c) => summary(c, {}));
  routes.post(
    '/api/summary',
    requireAccess('canaries', 'read'),
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
    requireAccess('canaries', 'read'),
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
      const guest = await guestScopesFor(c.var.db, principalOf(c));
      if (guest && !(await guestSeesCheck(c.var.db, guest, check))) {
        return c.json({ error: `check (${check}) was not found` }, 404);
      }
      const { bucketSeconds: _width, ...graph } = await checkGraph(c.var.db, check, start, end);
      const duration = Math.round(performance.now() - started);
      return c.json({ ...(duration ? { duration } : {}), runnerName: 'local', ...graph });
    }),
  );

  routes.post('/run/check/:id', runCheckAccess(), async (c) => {
    const id = c.req.param('id');
    const principal = principalOf(c);
    if (UUID.test(id) && !(await mayRunChecks(c.var.db, principal, { checkId: id }))) {
      throw accessDenied(principal, 'write', 'canaries');
    }
    let result;
    try {
      result = UUID.test(id) ? await runnerFor(c.var.db).runCheckNow(id) : undefined;
    } catch (error) {
      if (!(error instanceof RunNowBusyError)) throw error;
      return c.json({ error: error.message }, 429, { 'Retry-After': '5' });
    }
    if (!result) return c.json({ error: `check (${id}) was not found` }, 404);
    return c.json(result);
  });

  routes.get('/about', authenticated(), (c) =>
    c.json({ Timestamp: new Date().toISOString(), Version: BACKEND_VERSION }),
  );

  return routes;
}
