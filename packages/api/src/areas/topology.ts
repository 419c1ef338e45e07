import { z } from 'zod';
import { from, type PostgrestQuery } from '../postgrest/query';
import { checkSchema } from '../schemas/canary';
import { jobHistorySchema } from '../schemas/resources';
import type { HttpTransport, RequestOptions } from '../transport';
import { listOrEmpty, optionalTimestamp } from '../schemas/common';

/**
 * `GET /canary/api/topology`: the component tree with read-time roll-up (upstream's `TopologyResponse`, duty
 * `query/topology.go`). Health, status and summary are computed on every read from the components' own health,
 * their linked checks' latest statuses and their children, so a failing check shows at once.
 */

/** Counts by status → number. */
const countsSchema = z.record(z.string(), z.number());

/**
 * A component's summary (upstream `types.Summary`): healthy/unhealthy/warning/info count its subtree (a leaf
 * counts itself; a child with both healthy and unhealthy counts as one warning in its parent); `checks` counts
 * its and its descendants' linked checks by latest status; `insights` and `incidents` are `{type: {severity: n}}`.
 */
export const componentSummarySchema = z
  .object({
    healthy: z.number().optional(),
    unhealthy: z.number().optional(),
    warning: z.number().optional(),
    info: z.number().optional(),
    checks: countsSchema.optional(),
    insights: z.record(z.string(), countsSchema).optional(),
    incidents: z.record(z.string(), countsSchema).optional(),
  })
  .loose();
export type ComponentSummary = z.infer<typeof componentSummarySchema>;

/** One property (upstream `types.Property`); `headline` ones are the card's metrics and extra sort keys. */
export const componentPropertySchema = z
  .object({
    name: z.string().optional(),
    label: z.string().optional(),
    tooltip: z.string().optional(),
    icon: z.string().optional(),
    type: z.string().optional(),
    color: z.string().optional(),
    order: z.number().optional(),
    headline: z.boolean().optional(),
    hidden: z.boolean().optional(),
    text: z.string().optional(),
    value: z.number().nullish(),
    unit: z.string().optional(),
    max: z.number().nullish(),
    min: z.number().nullish(),
    status: z.string().optional(),
    lastTransition: z.string().optional(),
    links: z.array(z.object({ label: z.string().optional(), url: z.string().optional() }).loose()).optional(),
  })
  .loose();
export type ComponentProperty = z.infer<typeof componentPropertySchema>;

/** A component's rolled-up health: what the card's colour (and words) say. */
export const componentHealthSchema = z.enum(['healthy', 'warning', 'unhealthy', 'unknown']).catch('unknown');

const componentFields = {
  id: z.string(),
  name: z.string(),
  text: z.string().nullish(),
  agent_id: z.string().nullish(),
  topology_id: z.string().nullish(),
  external_id: z.string().nullish(),
  parent_id: z.string().nullish(),
  config_id: z.string().nullish(),
  topology_type: z.string().nullish(),
  namespace: z.string().nullish(),
  labels: z.record(z.string(), z.string()).nullish(),
  hidden: z.boolean().optional(),
  silenced: z.boolean().optional(),
  /** `status_expr`'s result, else the stored status (healthy, unhealthy, warning, info, or a custom word). */
  status: z.string().default('unknown'),
  status_reason: z.string().nullish(),
  /** The roll-up: the worst of its own health, its linked checks and its children (or `health_expr`). */
  health: componentHealthSchema.default('unknown'),
  description: z.string().nullish(),
  lifecycle: z.string().nullish(),
  tooltip: z.string().nullish(),
  icon: z.string().nullish(),
  type: z.string().nullish(),
  owner: z.string().nullish(),
  path: z.string().nullish(),
  is_leaf: z.boolean().optional(),
  properties: listOrEmpty(componentPropertySchema),
  summary: componentSummarySchema.default({}),
  /** Teams linked to the component (team_components) and its owner. */
  team_names: listOrEmpty(z.string()),
  created_at: optionalTimestamp,
  updated_at: optionalTimestamp,
};

/** A component's own fields without its children (a card, a sidebar, an MCP answer). */
export const topologyComponentFieldsSchema = z.object(componentFields).loose();

export interface TopologyComponent extends z.infer<z.ZodObject<typeof componentFields>> {
  /** Children (up to the request's `depth`), rolled up the same way. */
  components: TopologyComponent[];
}

/** One component of the tree, children nested in `components`. */
export const topologyComponentSchema: z.ZodType<TopologyComponent> = z
  .object({
    ...componentFields,
    get components() {
      return listOrEmpty(topologyComponentSchema);
    },
  })
  .loose() as unknown as z.ZodType<TopologyComponent>;

/**
 * The response: `components` (roots, or with `id` the component itself with its children); the filter bar's
 * options over everything the caller may see in that scope: `healthStatuses` (health values present),
 * `teams`, `tags` (label key → values) and `types`, each de-duplicated and sorted.
 */
export const topologyResponseSchema = z
  .object({
    components: listOrEmpty(topologyComponentSchema),
    healthStatuses: listOrEmpty(z.string()),
    teams: listOrEmpty(z.string()),
    tags: z
      .record(z.string(), z.array(z.string()))
      .nullish()
      .transform((tags) => tags ?? {}),
    types: listOrEmpty(z.string()),
  })
  .loose();
export type TopologyResponse = z.infer<typeof topologyResponseSchema>;

/**
 * The parameters upstream's console sends, all optional; the server honours every one (upstream ignores
 * `team`, `hidden` and `agent_id`).
 */
export interface TopologyQuery {
  /** One component: the response is that component with its children. */
  id?: string;
  /** Health values to keep among the cards (comma-separated): what the Health filter sends. */
  status?: string;
  /** A component type; with `flatten`, every component of the type in scope becomes a card. */
  type?: string;
  /** A team name (team_components) or owner. */
  team?: string;
  owner?: string;
  /** `key=value,key2=value2`: cards carrying every pair. */
  labels?: string;
  /** `status` (Health), `name`, `type`, `updated_at` or `field:<property>`. @default 'status' */
  sortBy?: string;
  /** @default 'desc' */
  sortOrder?: 'asc' | 'desc';
  flatten?: boolean | 'true' | 'false';
  /** `false` leaves hidden components out. */
  hidden?: boolean | 'true' | 'false';
  /** One agent's components. */
  agent_id?: string;
  /** Levels of children returned. @default 5 */
  depth?: number | string;
  [key: string]: string | number | boolean | undefined;
}

/** The call, shared by the canary area (where upstream's console reaches it) and the topology area. */
export const topologyRequest = (query: TopologyQuery = {}, signal?: AbortSignal) =>
  ({ path: '/canary/api/topology', query, signal }) as const;

/** A check linked to a component: the fields its health comes from. */
export const componentCheckSchema = checkSchema.pick({
  id: true,
  canary_id: true,
  name: true,
  type: true,
  status: true,
  description: true,
  last_runtime: true,
  last_transition_time: true,
  deleted_at: true,
});
export type ComponentCheck = z.infer<typeof componentCheckSchema>;

/** A live link row with its check embedded (null when the caller may not see the check). */
export const componentCheckLinkSchema = z.object({ checks: componentCheckSchema.nullish() });

/**
 * `GET /db/check_component_relationships?select=checks(...)&component_id=eq.<id>&deleted_at=is.null`: the checks
 * linked to one component (not its descendants), as the sidebar's Checks panel and the MCP tool read them.
 */
export function componentChecksQuery(componentId: string): PostgrestQuery {
  return from('check_component_relationships')
    .select(`checks(${Object.keys(componentCheckSchema.shape).join(',')})`)
    .eq('component_id', componentId)
    .is('deleted_at', null);
}

/**
 * `POST /api/topology/{id}/run`'s answer: the run's job_history row, given when the run has finished (also when it
 * failed: `status` FAILED and `details.errors` say why); `details.topology_summary` counts what the run wrote.
 */
export const topologyRunSchema = jobHistorySchema;
export type TopologyRun = z.infer<typeof topologyRunSchema>;

/** Calls on topologies themselves (the tree is read through the canary area, where upstream's console reads it). */
export interface TopologyClient {
  /**
   * Runs the topology now (write on `topologies`: admin and editor) and resolves when the run has finished; a run
   * already in progress answers 409, an unknown topology 404.
   */
  run(id: string, options?: RequestOptions): Promise<TopologyRun>;
}

export function createTopologyClient(http: HttpTransport): TopologyClient {
  return {
    run: (id, options = {}) =>
      http.request(
        { method: 'POST', path: `/topology/${encodeURIComponent(id)}/run`, signal: options.signal },
        topologyRunSchema,
      ),
  };
}
