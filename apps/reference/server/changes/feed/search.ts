import {
  CHANGES_DEFAULT_DEPTH,
  CHANGES_DEFAULT_FROM,
  CHANGES_DEFAULT_PAGE_SIZE,
  changeSortOf,
  parseDateMath,
  parseMatchExpression,
  severityLevels,
  type ChangesSearchRequest,
  type ChangesSearchResponse,
  type MatchExpression,
  type MatchPattern,
} from '@mission-control/api';
import type { RelationFilter } from '../../auth/scopes';
import type { Queryable } from '../../db/database';
import { badRequest } from '../../http/errors';
import { isUuid } from '../../http/input';
import { arrayLiteral } from './sql';
import { parseTagSelector, tagCondition } from './tagSelector';

/**
 * `POST /catalog/changes` (reference console-areas §1.4; duty's FindCatalogChanges): one page of
 * `config_changes` with each change's item, filtered, sorted and counted. One statement reads the page; the
 * total is counted separately up to CHANGES_COUNT_CAP rows, so a wide window never pays for counting a
 * million rows (the answer then says `total_exact: false`).
 */

/** The most rows the total counts; past it the total is this lower bound. */
export const CHANGES_COUNT_CAP = 10_000;

const NIL_AGENT = '00000000-0000-0000-0000-000000000000';

/** Sort columns as SQL: names come from here, never from the request. */
const SORT_SQL: Readonly<Record<string, string>> = {
  created_at: '_s.created_at',
  name: '_s.sort_name',
  change_type: '_s.change_type',
  summary: '_s.summary',
  source: '_s.source',
  count: '_s.count',
};

/** Which way the relationship walk goes for each mode (the walk's type_filter). */
const WALK: Readonly<Record<string, string>> = { downstream: 'outgoing', upstream: 'incoming', all: 'all' };

type Bind = (value: unknown) => string;

function likeOf(pattern: MatchPattern): string {
  const value = pattern.value.replace(/[\\%_]/g, (c: string) => `\\${c}`);
  return pattern.kind === 'any'
    ? '%'
    : pattern.kind === 'prefix'
      ? `${value}%`
      : pattern.kind === 'suffix'
        ? `%${value}`
        : `%${value}%`;
}

/**
 * A match expression on a column: plain values as `= ANY(array)` (one index probe per value), wildcards as
 * LIKE; a missing value passes an expression of exclusions only, as core's matcher says.
 */
export function expressionCondition(column: string, expression: MatchExpression, bind: Bind): string | null {
  const any = (values: readonly string[], patterns: readonly MatchPattern[]) => {
    const parts = [
      ...(values.length ? [`${column} = ANY(${bind(arrayLiteral(values))}::text[])`] : []),
      ...patterns.map((pattern) => `${column} LIKE ${bind(likeOf(pattern))}`),
    ];
    return parts.length === 1 ? parts[0]! : `(${parts.join(' OR ')})`;
  };
  const parts: string[] = [];
  if (expression.include.length || expression.includePatterns.length) {
    parts.push(any(expression.include, expression.includePatterns));
  }
  if (expression.exclude.length || expression.excludePatterns.length) {
    parts.push(`(${column} IS NULL OR NOT ${any(expression.exclude, expression.excludePatterns)})`);
  }
  return parts.length ? parts.join(' AND ') : null;
}

export interface ChangesWindow {
  from: Date | null;
  to: Date | null;
}

/** The window asked for: `now-2d` up to now when neither end is given. */
export function windowOf(request: ChangesSearchRequest, now: number): ChangesWindow {
  const fromText = request.from?.trim() || (request.to?.trim() ? '' : CHANGES_DEFAULT_FROM);
  const toText = request.to?.trim() ?? '';
  const at = (text: string, name: string) => {
    if (!text) return null;
    const date = parseDateMath(text, { now, timeZone: 'UTC' });
    if (!date) throw badRequest(`${name} must be an ISO time or a relative time such as now-2d`);
    return date;
  };
  const window = { from: at(fromText, 'from'), to: at(toText, 'to') };
  if (window.from && window.to && window.from.getTime() >= window.to.getTime()) {
    throw badRequest('from must be before to');
  }
  return window;
}

/**
 * The item and the items related to it per `recursive` and `depth`; the item alone for `none`. The walk is
 * related_configs_recursive's (migration 020) without its per-item counts (migration 026), so a thousand related
 * items cost one walk, not a thousand count queries.
 */
export async function itemIdsOf(db: Queryable, request: ChangesSearchRequest): Promise<string[] | undefined> {
  if (!request.id) return undefined;
  const mode = request.recursive ?? 'downstream';
  const walk = WALK[mode];
  if (!walk) return [request.id];
  const relation = request.soft ? 'both' : 'hard';
  const { rows } = await db.query<{ id: string }>(
    `SELECT r.id::text AS id FROM related_config_ids_recursive($1::uuid, $2::text, $3::boolean, $4::int, $5::text, $5::text) r`,
    [request.id, walk, request.include_deleted_configs ?? false, request.depth ?? CHANGES_DEFAULT_DEPTH, relation],
  );
  return [request.id, ...rows.map((row) => row.id)];
}

export interface ChangesStatement {
  /** `WHERE …` on config_changes (alias `_s`) alone, shared by the page and the count. */
  where: string;
  params: unknown[];
}

/**
 * The WHERE clause for the request; `filters` are the caller's row filters (alias `_s`), as /api/db applies
 * them. Conditions on the item (its type, tags, agent, the guest's scopes) read config_items in one semi-join
 * subquery, and otherwise only deleted items are looked up (an anti-join on a handful of rows), so the count
 * walks the changes' own index instead of joining every change to its item.
 */
export function changesStatement(
  request: ChangesSearchRequest,
  window: ChangesWindow,
  itemIds: readonly string[] | undefined,
  filters: readonly RelationFilter[],
): ChangesStatement {
  const params: unknown[] = [];
  const bind: Bind = (value) => {
    params.push(value);
    return `$${params.length}`;
  };
  const where: string[] = [];
  const items: string[] = [];
  const add = (list: string[], condition: string | null) => {
    if (condition) list.push(condition);
  };
  if (window.from) where.push(`_s.created_at >= ${bind(window.from.toISOString())}::timestamptz`);
  if (window.to) where.push(`_s.created_at <= ${bind(window.to.toISOString())}::timestamptz`);
  if (itemIds) where.push(`_s.config_id = ANY(${bind(arrayLiteral(itemIds))}::uuid[])`);
  const severities = severityLevels(request.severity);
  // All five levels: no filter, so changes without a severity stay too.
  if (severities && severities.length < 5) where.push(`_s.severity = ANY(${bind(arrayLiteral(severities))}::text[])`);
  add(where, expressionCondition('_s.change_type', parseMatchExpression(request.type), bind));
  add(where, expressionCondition('_s.source', parseMatchExpression(request.source), bind));
  add(where, expressionCondition('_s.summary', parseMatchExpression(request.summary), bind));
  const createdBy = request.created_by?.trim();
  if (createdBy) {
    if (isUuid(createdBy)) where.push(`_s.created_by = ${bind(createdBy)}::uuid`);
    else add(where, expressionCondition('_s.external_created_by', parseMatchExpression(createdBy), bind));
  }
  add(items, expressionCondition('ci.type', parseMatchExpression(request.config_type), bind));
  add(items, tagCondition('ci.tags', parseTagSelector(request.tags), bind));
  const agent = request.agent_id?.trim();
  if (agent) {
    if (agent !== 'local' && !isUuid(agent)) throw badRequest('agent_id must be "local" or an agent id (a UUID)');
    items.push(`ci.agent_id = ${bind(agent === 'local' ? NIL_AGENT : agent)}::uuid`);
  }
  // Item sets (a guest's scope, a type, a tag) are tested as hashed subplans: `IS TRUE` keeps the planner from
  // turning them into joins it would drive from the items on a poor estimate (a guest's tag scope is estimated
  // at a few hundred items and walked item by item), so the page is always read newest first from the feed index.
  // A change is visible when its item is: the items' filter is the catalog list's; the changes' own (the same
  // items, by config_id) is applied only when a filter has no items' side, so the set is not built twice.
  for (const filter of filters) {
    const item = filter('config_items', params);
    if (item) items.push(`ci.id IN (SELECT _s.id FROM public.config_items _s WHERE ${item})`);
    const change = item ? null : filter('config_changes', params);
    if (change) where.push(`(${change}) IS TRUE`);
  }
  if (items.length) {
    if (!request.include_deleted_configs) items.unshift('ci.deleted_at IS NULL');
    where.push(`(_s.config_id IN (SELECT ci.id FROM public.config_items ci WHERE ${items.join(' AND ')})) IS TRUE`);
  } else if (!request.include_deleted_configs) {
    where.push(
      'NOT EXISTS (SELECT 1 FROM public.config_items gone WHERE gone.id = _s.config_id AND gone.deleted_at IS NOT NULL)',
    );
  }
  return { where: where.length ? `WHERE ${where.join(' AND ')}` : '', params };
}

interface ChangeDbRow {
  [key: string]: unknown;
  created_at: Date | string;
}

const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : value);
const jsonOf = (value: unknown) => (typeof value === 'string' && value.startsWith('{') ? JSON.parse(value) : value);

/** Upstream leaves empty fields out of each change. */
function rowOut(row: ChangeDbRow): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    if (value === null || value === undefined || value === '') continue;
    out[key] = key === 'tags' ? jsonOf(value) : iso(value);
  }
  return out;
}

/** The page and its total for the request (already checked by the api's schema). */
export async function searchChanges(
  db: Queryable,
  request: ChangesSearchRequest,
  filters: readonly RelationFilter[],
  now = Date.now(),
): Promise<ChangesSearchResponse> {
  const window = windowOf(request, now);
  const itemIds = await itemIdsOf(db, request);
  const statement = changesStatement(request, window, itemIds, filters);
  const sort = changeSortOf(request.sort_by)!;
  const direction = sort.descending ? 'DESC' : 'ASC';
  const page = request.page ?? 1;
  const size = request.page_size ?? CHANGES_DEFAULT_PAGE_SIZE;
  const order = (alias: string, column: string) =>
    sort.column === 'created_at'
      ? // NOT NULL, so no NULLS clause: the feed index's own order (DESC is NULLS FIRST), walked either way.
        `${column} ${direction}, ${alias}.id ${direction}`
      : `${column} ${direction} NULLS LAST, ${alias}.created_at DESC, ${alias}.id ${direction}`;
  const pageParams = [...statement.params, size, (page - 1) * size];
  const limit = `LIMIT $${pageParams.length - 1} OFFSET $${pageParams.length}`;
  // The page is chosen from config_changes alone, then joined to its items (50 lookups); only a sort by the
  // item's name needs the join first.
  const inner =
    sort.column === 'name'
      ? `SELECT _s.*, ci.name AS sort_name FROM public.config_changes _s JOIN public.config_items ci ON ci.id = _s.config_id
         ${statement.where} ORDER BY ${order('_s', 'ci.name')} ${limit}`
      : `SELECT _s.* FROM public.config_changes _s ${statement.where} ORDER BY ${order('_s', SORT_SQL[sort.column]!)} ${limit}`;
  const outerColumn = sort.column === 'name' ? 'p.sort_name' : SORT_SQL[sort.column]!.replace('_s.', 'p.');
  const pageSql = `SELECT p.id, p.config_id, p.external_change_id, p.change_type, p.severity, p.source, p.summary,
      p.created_at, p.first_observed, p.count, p.created_by, p.external_created_by,
      ci.name, ci.type, ci.config_class, ci.tags, ci.agent_id, ci.deleted_at
    FROM (${inner}) p JOIN public.config_items ci ON ci.id = p.config_id
    ORDER BY ${order('p', outerColumn)}`;
  const countSql = `SELECT count(*)::int AS n FROM (SELECT 1 FROM public.config_changes _s ${statement.where} LIMIT ${CHANGES_COUNT_CAP + 1}) capped`;
  const [rows, counted] = await Promise.all([
    db.query<ChangeDbRow>(pageSql, pageParams),
    db.query<{ n: number }>(countSql, statement.params),
  ]);
  const n = Number(counted.rows[0]?.n ?? 0);
  const changes = rows.rows.map(rowOut);
  const summary: Record<string, number> = {};
  for (const change of changes) {
    const type = String(change.change_type);
    summary[type] = (summary[type] ?? 0) + 1;
  }
  return {
    summary,
    total: Math.min(n, CHANGES_COUNT_CAP),
    total_exact: n <= CHANGES_COUNT_CAP,
    page,
    page_size: size,
    from: window.from?.toISOString() ?? null,
    // Without `to` nothing later is cut off; the answer still says up to when it read.
    to: (window.to ?? new Date(now)).toISOString(),
    changes: changes as ChangesSearchResponse['changes'],
  };
}
