import {
  parseDuration,
  parseMatchExpression,
  type CatalogSummaryGroup,
  type CatalogSummaryRequestBody,
} from '@mission-control/api';
import type { Queryable } from '../db/database';
import type { RelationFilter } from '../auth/scopes';
import { labelCondition, matchCondition, type Bind } from './summaryMatch';

/**
 * `POST /catalog/summary` (reference console-areas §1.2, duty's ConfigSummary): catalog items grouped by
 * type or tag keys, with the health counts, newest created/updated, the item count, and on request the
 * cost sum, the changes and the analyses (per type) of each group within a window. Unlike duty, the
 * health and status filters apply to the health counts too, so a group's bar shows what was asked for.
 */

/** The cost column summed for each allowed window: column names come from here, never from the request. */
const COST_COLUMNS: Readonly<Record<string, string>> = {
  '1d': 'cost_total_1d',
  '7d': 'cost_total_7d',
  '30d': 'cost_total_30d',
};

interface GroupRow {
  [key: string]: unknown;
  count: number;
  created_at: Date | string | null;
  updated_at: Date | string | null;
  cost: string | number | null;
  health: Record<string, number> | string | null;
  changes: number | null;
  analysis: Record<string, number> | string | null;
}

const iso = (value: Date | string | null) => (value instanceof Date ? value.toISOString() : value);
const json = <T>(value: T | string | null): T | null => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

export interface SummaryStatement {
  sql: string;
  params: unknown[];
  /** The request's group-by keys, in order: output column i is `g<i>`. */
  keys: string[];
}

/**
 * One statement for the whole summary. `filters` are the caller's row filters (guest access scopes, objects
 * a permission row denies) on config_items, applied as on /api/db with the row aliased `_s`.
 */
export function buildSummary(request: CatalogSummaryRequestBody, filters: readonly RelationFilter[]): SummaryStatement {
  const params: unknown[] = [];
  const bind: Bind = (value) => {
    params.push(value);
    return `$${params.length}`;
  };
  const keys = [...new Set(request.groupBy?.length ? request.groupBy : ['type'])];
  const groupColumns = keys.map((key, i) =>
    key === 'type' ? `_s.type AS g${i}` : `(_s.tags ->> ${bind(key)}::text) AS g${i}`,
  );
  const g = keys.map((_, i) => `g${i}`);
  const cost = request.cost ? COST_COLUMNS[request.cost] : undefined;

  const where: string[] = [];
  if (!request.deleted) where.push('_s.deleted_at IS NULL');
  const labels = request.filter ? labelCondition('_s.labels', request.filter, bind) : null;
  if (labels) where.push(labels);
  const health = matchCondition('_s.health', parseMatchExpression(request.health), bind);
  if (health) where.push(health);
  const status = matchCondition('_s.status', parseMatchExpression(request.status), bind);
  if (status) where.push(status);
  for (const filter of filters) {
    const condition = filter('config_items', params);
    if (condition) where.push(condition);
  }

  const sameGroup = (a: string, b: string) => g.map((c) => `${a}.${c} IS NOT DISTINCT FROM ${b}.${c}`).join(' AND ');
  const ctes = [
    `items AS (SELECT _s.id, _s.health, _s.created_at, _s.updated_at, ${cost ? `_s.${cost}` : 'NULL::numeric'} AS cost, ${groupColumns.join(', ')}
       FROM public.config_items AS _s${where.length ? ` WHERE ${where.join(' AND ')}` : ''})`,
    `groups AS (SELECT ${g.join(', ')}, count(*)::int AS count, max(created_at) AS created_at, max(updated_at) AS updated_at,
       sum(cost) AS cost FROM items GROUP BY ${g.join(', ')})`,
    `health AS (SELECT ${g.join(', ')}, jsonb_object_agg(health, n) AS health
       FROM (SELECT ${g.join(', ')}, health, count(*)::int AS n FROM items WHERE health IS NOT NULL GROUP BY ${g.join(', ')}, health) h
       GROUP BY ${g.join(', ')})`,
  ];
  const selects = ['gr.*', "COALESCE(h.health, '{}'::jsonb) AS health"];
  const joins = [`LEFT JOIN health h ON ${sameGroup('h', 'gr')}`];
  if (request.changes?.since) {
    const since = bind(parseDuration(request.changes.since));
    ctes.push(`changes AS (SELECT ${g.map((c) => `i.${c}`).join(', ')}, count(*)::int AS n
       FROM public.config_changes cc JOIN items i ON i.id = cc.config_id
       WHERE cc.created_at >= now() - (${since}::double precision * interval '1 millisecond')
       GROUP BY ${g.map((c) => `i.${c}`).join(', ')})`);
    selects.push('COALESCE(c.n, 0) AS changes');
    joins.push(`LEFT JOIN changes c ON ${sameGroup('c', 'gr')}`);
  }
  if (request.analysis?.since) {
    const since = bind(parseDuration(request.analysis.since));
    ctes.push(`analysis AS (SELECT ${g.join(', ')}, jsonb_object_agg(analysis_type, n) AS analysis
       FROM (SELECT ${g.map((c) => `i.${c}`).join(', ')}, COALESCE(an.analysis_type, 'other') AS analysis_type, count(*)::int AS n
             FROM public.config_analysis an JOIN items i ON i.id = an.config_id
             WHERE COALESCE(an.last_observed, an.first_observed) >= now() - (${since}::double precision * interval '1 millisecond')
             GROUP BY ${g.map((c) => `i.${c}`).join(', ')}, COALESCE(an.analysis_type, 'other')) x
       GROUP BY ${g.join(', ')})`);
    selects.push(`COALESCE(a.analysis, '{}'::jsonb) AS analysis`);
    joins.push(`LEFT JOIN analysis a ON ${sameGroup('a', 'gr')}`);
  }
  const sql = `WITH ${ctes.join(',\n')}
    SELECT ${selects.join(', ')} FROM groups gr ${joins.join(' ')} ORDER BY ${g.map((c) => `gr.${c}`).join(', ')}`;
  return { sql, params, keys };
}

/** Upstream's row shape: the group-by keys by name, then the counts; `null` when nothing matched. */
export async function catalogSummary(
  db: Queryable,
  request: CatalogSummaryRequestBody,
  filters: readonly RelationFilter[],
): Promise<CatalogSummaryGroup[] | null> {
  const statement = buildSummary(request, filters);
  const { rows } = await db.query<GroupRow>(statement.sql, statement.params);
  if (!rows.length) return null;
  return rows.map((row) => {
    // Group-by columns first, then the counts, as upstream's rows read.
    const out = {} as CatalogSummaryGroup;
    statement.keys.forEach((key, i) => {
      out[key] = (row[`g${i}`] as string | null) ?? null;
    });
    out.health = json<Record<string, number>>(row.health) ?? {};
    out.created_at = iso(row.created_at);
    out.updated_at = iso(row.updated_at);
    out.count = row.count;
    if (request.cost) out[`cost_${request.cost}`] = row.cost === null ? 0 : Number(row.cost);
    if (request.changes?.since) out.changes = row.changes ?? 0;
    if (request.analysis?.since) out.analysis = json<Record<string, number>>(row.analysis) ?? {};
    return out;
  });
}
