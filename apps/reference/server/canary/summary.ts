import type { CheckSummaryRequest } from '@mission-control/api/schemas';
import type { Database, Queryable } from '../db/database';
import { shareInFlight } from '../db/inFlight';
import { guestFilter, shadowRelations, type GuestScopes } from '../auth/scopes';
import { objectFilter, type DeniedObjects } from '../auth/objects';

/**
 * The health summary read model (`/api/summary`): one JSON object per check,
 * rendered by the database from tables that triggers keep current.
 */

/** The POST body's filters (the real backend's `CheckSummaryOptions`) once checked, with the time parsed. */
export type SummaryFilters = Omit<CheckSummaryRequest, 'sortBy' | 'deleteFrom'> & {
  /** `name` or `-name`; unordered by default, like the real backend (this server orders by name). */
  sortBy?: 'name' | '-name';
  /** Also include checks deleted after this time. */
  deleteFrom?: Date;
};

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
  { oneRow = false, guest, denied }: SummaryOptions = {},
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
  r.tail)${oneRow ? `, E'\\x1e' ORDER BY r.name ${order}) AS body` : ' AS item'}
FROM summary r${
    oneRow
      ? ''
      : `
ORDER BY r.name ${order}`
  }`;
  // Checks are read through their canary, so filtering canaries filters the checks listed.
  const rowFilters = [...(guest ? [guestFilter(guest)] : []), ...(denied ? [objectFilter(denied)] : [])];
  return shadowRelations({ sql, params }, ['canaries'], rowFilters);
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
  /** Objects permission rows deny the caller (S7): their checks are not listed. */
  denied?: DeniedObjects | null;
}

/**
 * The one-row form's separator between items. JSON text never holds a raw control character (to_json and jsonb
 * escape them inside strings), so splitting on it is exact, where a comma is not.
 */
const ITEM_SEPARATOR = '\x1e';

/**
 * The summary's items, one JSON object text per check, in the summary's order: the delta protocol
 * (canary/delta.ts) compares them check by check between versions.
 */
export async function checkSummaryItems(
  db: Queryable,
  filters: SummaryFilters = {},
  options: SummaryOptions = {},
): Promise<string[]> {
  const { sql, params } = summarySql(filters, options);
  if (options.oneRow) {
    const { rows } = await db.query<{ body: string | null }>(sql, params);
    const body = rows[0]?.body;
    return body ? body.split(ITEM_SEPARATOR) : [];
  }
  const { rows } = await db.query<{ item: string }>(sql, params);
  return rows.map((row) => row.item);
}

/** The summary as JSON text (an array), rendered by the database. */
export async function checkSummariesJson(
  db: Queryable,
  filters: SummaryFilters = {},
  options: SummaryOptions = {},
): Promise<string> {
  return `[${(await checkSummaryItems(db, filters, options)).join(',')}]`;
}

export async function checkSummaries(db: Queryable, filters: SummaryFilters = {}, options: SummaryOptions = {}) {
  return JSON.parse(await checkSummariesJson(db, filters, options)) as Array<Record<string, unknown>>;
}

const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

/** A summary request this server refuses, with the message the caller gets (a 400). */
export class SummaryRequestError extends Error {}

/**
 * The POST body of `/api/summary`. Go decodes JSON keys case-insensitively, so
 * `SortBy` and `sortby` work too; unknown keys are ignored as Go does.
 */
export function parseSummaryFilters(body: unknown): SummaryFilters {
  if (body == null) return {};
  if (typeof body !== 'object' || Array.isArray(body))
    throw new SummaryRequestError('request body must be a JSON object');
  const fields = new Map(Object.entries(body).map(([key, value]) => [key.toLowerCase(), value]));
  const filters: SummaryFilters = {};
  const sortBy = fields.get('sortby');
  if (sortBy != null && sortBy !== '') {
    if (sortBy !== 'name' && sortBy !== '-name') throw new SummaryRequestError('sortBy must be "name" or "-name"');
    filters.sortBy = sortBy;
  }
  const labels = fields.get('labels');
  if (labels != null) {
    if (
      typeof labels !== 'object' ||
      Array.isArray(labels) ||
      Object.values(labels).some((value) => typeof value !== 'string')
    ) {
      throw new SummaryRequestError('labels must be an object of string values');
    }
    filters.labels = labels as Record<string, string>;
  }
  const deleteFrom = fields.get('deletefrom');
  if (deleteFrom != null && deleteFrom !== '') {
    if (typeof deleteFrom !== 'string' || !RFC3339.test(deleteFrom) || Number.isNaN(Date.parse(deleteFrom))) {
      throw new SummaryRequestError('deleteFrom must be an RFC 3339 time such as 2026-01-02T15:04:05Z');
    }
    filters.deleteFrom = new Date(deleteFrom);
  }
  return filters;
}

/**
 * 200 dashboards polling the 10,000-check summary would otherwise compute it
 * 200 times over; a request that arrives while the same summary is being
 * computed waits for that one (it is at most one computation old), and one that
 * arrived while the last one was computed takes its result.
 */
export const coalesceSummary = shareInFlight<Database, unknown>() as <T>(
  db: Database,
  key: string,
  compute: () => Promise<T>,
  arrivedAt?: number,
) => Promise<T>;
