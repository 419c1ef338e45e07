/**
 * One catalog item's page (reference §1.3, §1.7): its `config_detail` row, its relationships through the
 * `related_configs_recursive` RPC read by GET, its linked checks and its playbook runs. Each function
 * returns a query for `client.db.list` with the row schema beside it, as `queries.ts` does.
 */
import { z } from 'zod';
import { from, type PostgrestQuery } from '../postgrest/query';
import { optionalTimestamp } from '../schemas/common';

const ts = optionalTimestamp;
/**
 * Tags and labels as strings: scraped documents may carry numbers or booleans there, and one odd value
 * must not make the whole page unreadable.
 */
const stringMap = z
  .record(z.string(), z.unknown())
  .transform((map): Record<string, string> =>
    Object.fromEntries(
      Object.entries(map).map(([key, value]) => [key, typeof value === 'string' ? value : JSON.stringify(value)]),
    ),
  )
  .nullish();
/** PostgreSQL `numeric` columns arrive as strings through node-postgres. */
const numeric = z.coerce.number().nullish();
/** Counts arrive as numbers from PostgreSQL and sometimes as numeric strings through JSON aggregates. */
const count = z.coerce.number().int().nonnegative().nullish();

/** One entry of an item's `properties` (duty `types.Property`): shown grouped in the details sidebar. */
export const configPropertySchema = z
  .object({
    name: z.string().nullish(),
    label: z.string().nullish(),
    text: z.string().nullish(),
    value: z.union([z.number(), z.string()]).nullish(),
    unit: z.string().nullish(),
    icon: z.string().nullish(),
    type: z.string().nullish(),
    color: z.string().nullish(),
    links: z.array(z.object({ url: z.string().nullish(), label: z.string().nullish() }).loose()).nullish(),
  })
  .loose();
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
export const configDetailSchema = z
  .object({
    id: z.string().min(1),
    name: z.string().nullish(),
    type: z.string().nullish(),
    config_class: z.string().nullish(),
    icon: z.string().nullish(),
    status: z.string().nullish(),
    health: z.string().nullish(),
    ready: z.boolean().nullish(),
    description: z.string().nullish(),
    namespace: z.string().nullish(),
    source: z.string().nullish(),
    external_id: z.array(z.string()).nullish(),
    labels: stringMap,
    tags: stringMap,
    /** Shown only when it is upstream's list of properties; anything else a scraper stored is ignored. */
    properties: z.array(configPropertySchema).nullish().catch(null),
    /** The scraped document: usually JSON; `{content, format}` for documents that are not. */
    config: z.unknown().optional(),
    agent_id: z.string().nullish(),
    agent_name: z.string().nullish(),
    scraper_id: z.string().nullish(),
    parent_id: z.string().nullish(),
    path: z.string().nullish(),
    cost_per_minute: numeric,
    cost_total_1d: numeric,
    cost_total_7d: numeric,
    cost_total_30d: numeric,
    created_at: ts,
    updated_at: ts,
    deleted_at: ts,
    delete_reason: z.string().nullish(),
    summary: configDetailSummarySchema.nullish(),
    scraper: z.object({ id: z.string(), name: z.string().nullish() }).nullish(),
  })
  .loose();
export type ConfigDetail = z.infer<typeof configDetailSchema>;

/** A row of `related_configs_recursive`: an item reached from the page's item, with the ids it relates to. */
export const relatedConfigSchema = z
  .object({
    id: z.string().min(1),
    name: z.string().nullish(),
    type: z.string().nullish(),
    config_class: z.string().nullish(),
    /** The items this one was reached from: the graph's edges. */
    related_ids: z.array(z.string()).nullish(),
    /** How it was reached from the page's item: `outgoing`, `incoming` or `both`. */
    direction: z.string().nullish(),
    /** `hard`, or the soft relation's name. */
    relation: z.string().nullish(),
    depth: z.number().nullish(),
    tags: stringMap,
    changes: count,
    analysis: z.record(z.string(), z.number()).nullish(),
    health: z.string().nullish(),
    status: z.string().nullish(),
    ready: z.boolean().nullish(),
    agent_id: z.string().nullish(),
    path: z.string().nullish(),
    created_at: ts,
    updated_at: ts,
    deleted_at: ts,
  })
  .loose();
export type RelatedConfig = z.infer<typeof relatedConfigSchema>;

/** A row of `check_summary_for_config`: a check linked to the item, as the health summary shows it. */
export const configCheckSchema = z
  .object({
    id: z.string().min(1),
    config_id: z.string().nullish(),
    canary_id: z.string().nullish(),
    name: z.string().nullish(),
    namespace: z.string().nullish(),
    type: z.string().nullish(),
    icon: z.string().nullish(),
    status: z.string().nullish(),
    severity: z.string().nullish(),
    description: z.string().nullish(),
    last_runtime: ts,
    last_transition_time: ts,
    deleted_at: ts,
  })
  .loose();
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
