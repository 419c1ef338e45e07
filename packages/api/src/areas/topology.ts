import { z } from '../schemas/zod';
import { checkSchema } from '../schemas/canary';
import { jobHistorySchema } from '../schemas/resources';
import type { HttpTransport, RequestOptions } from '../transport';
import { listOrEmpty, mapped, optionalTimestamp } from '../schemas/common';

export { COMPONENT_CHECK_FIELDS, componentChecksQuery } from './topologyQueries';

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
export const componentSummarySchema = z.looseObject({
  healthy: z.optional(z.number()),
  unhealthy: z.optional(z.number()),
  warning: z.optional(z.number()),
  info: z.optional(z.number()),
  checks: z.optional(countsSchema),
  insights: z.optional(z.record(z.string(), countsSchema)),
  incidents: z.optional(z.record(z.string(), countsSchema)),
});
export type ComponentSummary = z.infer<typeof componentSummarySchema>;

/** One property (upstream `types.Property`); `headline` ones are the card's metrics and extra sort keys. */
export const componentPropertySchema = z.looseObject({
  name: z.optional(z.string()),
  label: z.optional(z.string()),
  tooltip: z.optional(z.string()),
  icon: z.optional(z.string()),
  type: z.optional(z.string()),
  color: z.optional(z.string()),
  order: z.optional(z.number()),
  headline: z.optional(z.boolean()),
  hidden: z.optional(z.boolean()),
  text: z.optional(z.string()),
  value: z.nullish(z.number()),
  unit: z.optional(z.string()),
  max: z.nullish(z.number()),
  min: z.nullish(z.number()),
  status: z.optional(z.string()),
  lastTransition: z.optional(z.string()),
  links: z.optional(z.array(z.looseObject({ label: z.optional(z.string()), url: z.optional(z.string()) }))),
});
export type ComponentProperty = z.infer<typeof componentPropertySchema>;

/** A component's rolled-up health: what the card's colour (and words) say. */
export const componentHealthSchema = z.catch(z.enum(['healthy', 'warning', 'unhealthy', 'unknown']), 'unknown');

const componentFields = {
  id: z.string(),
  name: z.string(),
  text: z.nullish(z.string()),
  agent_id: z.nullish(z.string()),
  topology_id: z.nullish(z.string()),
  external_id: z.nullish(z.string()),
  parent_id: z.nullish(z.string()),
  config_id: z.nullish(z.string()),
  topology_type: z.nullish(z.string()),
  namespace: z.nullish(z.string()),
  labels: z.nullish(z.record(z.string(), z.string())),
  hidden: z.optional(z.boolean()),
  silenced: z.optional(z.boolean()),
  /** `status_expr`'s result, else the stored status (healthy, unhealthy, warning, info, or a custom word). */
  status: z._default(z.string(), 'unknown'),
  status_reason: z.nullish(z.string()),
  /** The roll-up: the worst of its own health, its linked checks and its children (or `health_expr`). */
  health: z._default(componentHealthSchema, 'unknown'),
  description: z.nullish(z.string()),
  lifecycle: z.nullish(z.string()),
  tooltip: z.nullish(z.string()),
  icon: z.nullish(z.string()),
  type: z.nullish(z.string()),
  owner: z.nullish(z.string()),
  path: z.nullish(z.string()),
  is_leaf: z.optional(z.boolean()),
  properties: listOrEmpty(componentPropertySchema),
  summary: z._default(componentSummarySchema, {}),
  /** Teams linked to the component (team_components) and its owner. */
  team_names: listOrEmpty(z.string()),
  created_at: optionalTimestamp,
  updated_at: optionalTimestamp,
};

/** A component's own fields without its children (a card, a sidebar, an MCP answer). */
export const topologyComponentFieldsSchema = z.looseObject(componentFields);

export interface TopologyComponent extends z.infer<z.ZodMiniObject<typeof componentFields>> {
  /** Children (up to the request's `depth`), rolled up the same way. */
  components: TopologyComponent[];
}

/** One component of the tree, children nested in `components`. */
export const topologyComponentSchema: z.ZodMiniType<TopologyComponent> = z.looseObject({
  ...componentFields,
  get components() {
    return listOrEmpty(topologyComponentSchema);
  },
}) as unknown as z.ZodMiniType<TopologyComponent>;

/**
 * The response: `components` (roots, or with `id` the component itself with its children); the filter bar's
 * options over everything the caller may see in that scope: `healthStatuses` (health values present),
 * `teams`, `tags` (label key → values) and `types`, each de-duplicated and sorted.
 */
export const topologyResponseSchema = z.looseObject({
  components: listOrEmpty(topologyComponentSchema),
  healthStatuses: listOrEmpty(z.string()),
  teams: listOrEmpty(z.string()),
  tags: mapped(z.nullish(z.record(z.string(), z.array(z.string()))), (tags) => tags ?? {}),
  types: listOrEmpty(z.string()),
});
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

/** A check linked to a component: the fields its health comes from (COMPONENT_CHECK_FIELDS). */
export const componentCheckSchema = z.pick(checkSchema, {
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
export const componentCheckLinkSchema = z.object({ checks: z.nullish(componentCheckSchema) });

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
