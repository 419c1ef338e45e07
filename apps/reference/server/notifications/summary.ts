import type { RelationFilter } from '../auth/scopes';
import type { Queryable } from '../db/database';

/**
 * `POST /api/notification/summary` (duty query/notification_types.go): the send history grouped by resource (or
 * another key), newest first. `status` and `resourceType` are `a,!b` lists; `search` without `*` is a prefix of the
 * resource's name (with `*`, a glob); deleted resources are left out unless asked; pageSize at most 50.
 */
export interface SummaryQuery {
  search?: string;
  includeDeletedResources?: boolean;
  pageIndex?: number;
  pageSize?: number;
  status?: string;
  resourceType?: string;
  groupBy?: 'resource' | 'resource_id' | 'resource_type' | 'status' | 'source_event';
  from?: Date;
  to?: Date;
}

export const MAX_SUMMARY_PAGE_SIZE = 50;

/** The grouping columns, from a fixed list (never the caller's text). */
const GROUP_COLUMNS = {
  resource: 'resource_id',
  resource_id: 'resource_id',
  resource_type: 'resource_type',
  status: 'status',
  source_event: 'source_event',
} as const;

/** `a,!b` into included and excluded values. */
export function tristate(text: string | undefined): { include: string[]; exclude: string[] } {
  const values = (text ?? '')
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean);
  return {
    include: values.filter((value) => !value.startsWith('!')),
    exclude: values.filter((value) => value.startsWith('!')).map((value) => value.slice(1)),
  };
}

/**
 * `filters` are the caller's row filters (a guest's access scopes, auth/scopes.ts): a guest counts and sees only
 * the sends about checks, catalog items and components in their scopes.
 */
export async function notificationSummary(db: Queryable, query: SummaryQuery, filters: readonly RelationFilter[] = []) {
  const where: string[] = [];
  const params: unknown[] = [];
  const param = (value: unknown) => `$${params.push(value)}`;
  for (const filter of filters) {
    const condition = filter('notification_send_history_summary', params);
    if (condition) where.push(condition);
  }
  const list = (column: string, text: string | undefined) => {
    const { include, exclude } = tristate(text);
    if (include.length)
      where.push(`${column} = ANY(ARRAY(SELECT jsonb_array_elements_text(${param(include)}::jsonb)))`);
    if (exclude.length) {
      where.push(`${column} <> ALL(ARRAY(SELECT jsonb_array_elements_text(${param(exclude)}::jsonb)))`);
    }
  };
  list('status', query.status);
  list('resource_type', query.resourceType);
  const search = query.search?.trim();
  if (search) {
    const escaped = search.replace(/[\\%_]/g, (char) => `\\${char}`);
    where.push(`resource->>'name' ILIKE ${param(search.includes('*') ? escaped.replace(/\*/g, '%') : `${escaped}%`)}`);
  }
  if (!query.includeDeletedResources) where.push(`(resource IS NULL OR resource->>'deleted_at' IS NULL)`);
  if (query.from) where.push(`created_at >= ${param(query.from)}`);
  if (query.to) where.push(`created_at <= ${param(query.to)}`);
  const key = GROUP_COLUMNS[query.groupBy ?? 'resource'];
  const pageSize = Math.min(MAX_SUMMARY_PAGE_SIZE, Math.max(1, query.pageSize ?? MAX_SUMMARY_PAGE_SIZE));
  const offset = (query.pageIndex ?? 0) * pageSize;
  const { rows } = await db.query<Record<string, unknown> & { full_count: number }>(
    `WITH filtered AS (
       SELECT * FROM notification_send_history_summary _s ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
     ), grouped AS (
       SELECT ${key} AS group_key, count(*)::int AS total, min(first_observed) AS first_observed,
              max(created_at) AS last_seen,
              count(*) FILTER (WHERE status = 'sent')::int AS sent,
              count(*) FILTER (WHERE status = 'error')::int AS error,
              count(*) FILTER (WHERE status NOT IN ('sent', 'error'))::int AS suppressed,
              (array_agg(id ORDER BY created_at DESC, id DESC))[1] AS latest_id
       FROM filtered GROUP BY ${key}
     )
     SELECT g.total, g.first_observed, g.last_seen, g.sent, g.error, g.suppressed,
            l.resource, l.resource_type, l.resource_id, l.resource_health, l.resource_status,
            l.resource_health_description, l.body AS last_message, l.status AS last_status,
            l.source_event, count(*) OVER ()::int AS full_count
     FROM grouped g JOIN notification_send_history_summary l ON l.id = g.latest_id
     ORDER BY g.last_seen DESC, l.resource_id
     LIMIT ${param(pageSize)} OFFSET ${param(offset)}`,
    params,
  );
  let total = rows[0]?.full_count ?? 0;
  if (!rows.length && offset > 0) {
    const { rows: counted } = await db.query<{ count: number }>(
      `SELECT count(DISTINCT ${key})::int AS count FROM notification_send_history_summary _s
       ${where.length ? `WHERE ${where.join(' AND ')}` : ''}`,
      params.slice(0, params.length - 2),
    );
    total = counted[0]?.count ?? 0;
  }
  return { total, results: rows.map(({ full_count: _count, ...row }) => row) };
}
