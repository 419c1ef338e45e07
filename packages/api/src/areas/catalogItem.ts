/**
 * One catalog item's page (reference §1.3, §1.7): its `config_detail` row, its relationships through the
 * `related_configs_recursive` RPC read by GET, its linked checks and its playbook runs. Each function
 * returns a query for `client.db.list` with the row schema beside it, as `queries.ts` does.
 */
import { z } from '../schemas/zod';
import { from, type PostgrestQuery } from '../postgrest/query';
import { mapped, optionalTimestamp } from '../schemas/common';

const ts = optionalTimestamp;
/**
 * Tags and labels as strings: scraped documents may carry numbers or booleans there, and one odd value
 * must not make the whole page unreadable.
 */
const stringMap = z.nullish(
  mapped(z.record(z.string(), z.unknown()), (map): Record<string, string> =>
    Object.fromEntries(
      Object.entries(map).map(([key, value]) => [key, typeof value === 'string' ? value : JSON.stringify(value)]),
    ),
  ),
);
/** PostgreSQL `numeric` columns arrive as strings through node-postgres. */
const numeric = z.nullish(z.coerce.number());
/** Counts arrive as numbers from PostgreSQL and sometimes as numeric strings through JSON aggregates. */
const count = z.nullish(z.pipe(z.coerce.number(), z.int().check(z.nonnegative())));

/** One entry of an item's `properties` (duty `types.Property`): shown grouped in the details sidebar. */
export const configPropertySchema = z.looseObject({
  name: z.nullish(z.string()),
  label: z.nullish(z.string()),
  text: z.nullish(z.string()),
  value: z.nullish(z.union([z.number(), z.string()])),
  unit: z.nullish(z.string()),
  icon: z.nullish(z.string()),
  type: z.nullish(z.string()),
  color: z.nullish(z.string()),
  links: z.nullish(z.array(z.looseObject({ url: z.nullish(z.string()), label: z.nullish(z.string()) }))),
});
export type ConfigProperty = z.infer<typeof configPropertySchema>;

/** `config_detail.summary`: the tab badges of the item page. */
export const configDetailSummarySchema = z.object({
  relationships: count,
  analysis: count,
  changes: count,
  playbook_runs: count,
  checks: count,
});
export type ConfigDetailSummary = z.infer<typeof configDetailSummarySchema>;

/** A `config_detail` row: the `config_items` columns plus `agent_name`, `summary` and `scraper`. */
export const configDetailSchema = z.looseObject({
  id: z.string().check(z.minLength(1)),
  name: z.nullish(z.string()),
  type: z.nullish(z.string()),
  config_class: z.nullish(z.string()),
  icon: z.nullish(z.string()),
  status: z.nullish(z.string()),
  health: z.nullish(z.string()),
  ready: z.nullish(z.boolean()),
  description: z.nullish(z.string()),
  namespace: z.nullish(z.string()),
  source: z.nullish(z.string()),
  external_id: z.nullish(z.array(z.string())),
  labels: stringMap,
  tags: stringMap,
  /** Shown only when it is upstream's list of properties; anything else a scraper stored is ignored. */
  properties: z.catch(z.nullish(z.array(configPropertySchema)), null),
  /** The scraped document: usually JSON; `{content, format}` for documents that are not. */
  config: z.optional(z.unknown()),
  agent_id: z.nullish(z.string()),
  agent_name: z.nullish(z.string()),
  scraper_id: z.nullish(z.string()),
  parent_id: z.nullish(z.string()),
  path: z.nullish(z.string()),
  cost_per_minute: numeric,
  cost_total_1d: numeric,
  cost_total_7d: numeric,
  cost_total_30d: numeric,
  created_at: ts,
  updated_at: ts,
  deleted_at: ts,
  delete_reason: z.nullish(z.string()),
  summary: z.nullish(configDetailSummarySchema),
  scraper: z.nullish(z.object({ id: z.string(), name: z.nullish(z.string()) })),
});
export type ConfigDetail = z.infer<typeof configDetailSchema>;

/** A row of `related_configs_recursive`: an item reached from the page's item, with the ids it relates to. */
export const relatedConfigSchema = z.looseObject({
  id: z.string().check(z.minLength(1)),
  name: z.nullish(z.string()),
  type: z.nullish(z.string()),
  config_class: z.nullish(z.string()),
  /** The items this one was reached from: the graph's edges. */
  related_ids: z.nullish(z.array(z.string())),
  /** How it was reached from the page's item: `outgoing`, `incoming` or `both`. */
  direction: z.nullish(z.string()),
  /** `hard`, or the soft relation's name. */
  relation: z.nullish(z.string()),
  depth: z.nullish(z.number()),
  tags: stringMap,
  changes: count,
  analysis: z.nullish(z.record(z.string(), z.number())),
  health: z.nullish(z.string()),
  status: z.nullish(z.string()),
  ready: z.nullish(z.boolean()),
  agent_id: z.nullish(z.string()),
  path: z.nullish(z.string()),
  created_at: ts,
  updated_at: ts,
  deleted_at: ts,
});
export type RelatedConfig = z.infer<typeof relatedConfigSchema>;

/** A row of `check_summary_for_config`: a check linked to the item, as the health summary shows it. */
export const configCheckSchema = z.looseObject({
  id: z.string().check(z.minLength(1)),
  config_id: z.nullish(z.string()),
  canary_id: z.nullish(z.string()),
  name: z.nullish(z.string()),
  namespace: z.nullish(z.string()),
  type: z.nullish(z.string()),
  icon: z.nullish(z.string()),
  status: z.nullish(z.string()),
  severity: z.nullish(z.string()),
  description: z.nullish(z.string()),
  last_runtime: ts,
  last_transition_time: ts,
  deleted_at: ts,
});
export type ConfigCheck = z.infer<typeof configCheckSchema>;

/** Which way relationships are followed from the item (`type_filter` of the RPC). */
export type RelationshipDirection = 'incoming' | 'outgoing' | 'all';

export interface RelatedConfigsParams {
  configId: string;
  direction: RelationshipDirection;
  /** Follow soft relationships too (`both`), not only hard ones. @default false */
  soft?: boolean;
  /** @default false */
  includeDeleted?: boolean;
  /** @default 10 */
  maxDepth?: number;
  /** Item types to keep (empty: all). */
  types?: readonly string[];
  /** Health values to keep (empty: all). */
  health?: readonly string[];
  /** Status values to keep (empty: all). */
  status?: readonly string[];
}

/** How deep the page follows relationships, as upstream's page does. */
export const RELATED_CONFIGS_MAX_DEPTH = 10;

/** `GET /db/config_detail?id=eq.<id>&select=*`. */
export function configDetailQuery(configId: string): PostgrestQuery {
  return from('config_detail').select('*').eq('id', configId);
}

/**
 * `GET /db/rpc/related_configs_recursive?config_id=…&type_filter=…&…_relation=hard|both` with filters on
 * the result columns, as upstream's relationships tab sends it: the RPC's arguments are query
 * parameters, and `type`/`health`/`status` are ordinary PostgREST filters on what it returns.
 */
export function relatedConfigsQuery(params: RelatedConfigsParams): PostgrestQuery {
  const relation = params.soft ? 'both' : 'hard';
  let query = from('rpc/related_configs_recursive')
    .param('config_id', params.configId)
    .param('type_filter', params.direction)
    .param('include_deleted_configs', String(params.includeDeleted ?? false))
    .param('max_depth', String(params.maxDepth ?? RELATED_CONFIGS_MAX_DEPTH));
  if (params.direction !== 'outgoing') query = query.param('incoming_relation', relation);
  if (params.direction !== 'incoming') query = query.param('outgoing_relation', relation);
  if (params.types?.length) query = query.in('type', params.types);
  if (params.health?.length) query = query.in('health', params.health);
  if (params.status?.length) query = query.in('status', params.status);
  return query.order('type').order('name');
}

/** `GET /db/check_summary_for_config?config_id=eq.<id>`: the checks linked to the item. */
export function configChecksQuery(configId: string): PostgrestQuery {
  return from('check_summary_for_config').eq('config_id', configId).order('name');
}

/** Top-level playbook runs against the item, newest first, one page at a time. */
export function configPlaybookRunsQuery(configId: string, page: { pageIndex: number; pageSize: number }) {
  return from('playbook_runs')
    .select('*,playbooks(id,name,title,icon)')
    .eq('config_id', configId)
    .is('parent_id', null)
    .order('created_at', { ascending: false })
    .page(page.pageIndex, page.pageSize);
}
