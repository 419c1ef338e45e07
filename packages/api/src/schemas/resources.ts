import { z } from './zod';
import { listOrEmpty, optionalTimestamp } from './common';

const ts = optionalTimestamp;
const labels = z.nullish(z.record(z.string(), z.string()));
const agentRef = z.nullish(z.object({ id: z.string().check(z.minLength(1)), name: z.nullish(z.string()) }));

export const topologySchema = z.object({
  id: z.string().check(z.minLength(1)),
  name: z.string(),
  namespace: z.nullish(z.string()),
  labels,
  spec: z.nullish(z.record(z.string(), z.unknown())),
  source: z.nullish(z.string()),
  schedule: z.nullish(z.string()),
  agent_id: z.nullish(z.string()),
  agent: agentRef,
  created_by: z.optional(z.unknown()),
  created_at: ts,
  updated_at: ts,
  deleted_at: ts,
});
export type Topology = z.infer<typeof topologySchema>;

export const loggingBackendSchema = z.object({
  id: z.string().check(z.minLength(1)),
  name: z.string(),
  labels,
  spec: z.unknown(),
  source: z.nullish(z.string()),
  created_by: z.optional(z.unknown()),
  created_at: ts,
  updated_at: ts,
});
export type LoggingBackend = z.infer<typeof loggingBackendSchema>;

export { viewSchema, type View } from './view';

export const JOB_STATUSES = ['RUNNING', 'SUCCESS', 'WARNING', 'FAILED', 'STALE', 'SKIPPED', 'STOPPED'] as const;

/** A `job_histories` view row; `details.errors` may be a string, a list or a map. */
export const jobHistorySchema = z.object({
  id: z.string().check(z.minLength(1)),
  name: z.nullish(z.string()),
  agent_id: z.nullish(z.string()),
  agent: agentRef,
  resource_name: z.nullish(z.string()),
  resource_id: z.nullish(z.string()),
  resource_type: z.nullish(z.string()),
  status: z.nullish(z.string()),
  hostname: z.nullish(z.string()),
  duration_millis: z.nullish(z.number()),
  success_count: z.nullish(z.number()),
  error_count: z.nullish(z.number()),
  time_start: ts,
  time_end: ts,
  created_at: ts,
  details: z.nullish(
    z.looseObject({
      errors: z.nullish(z.union([z.string(), z.array(z.unknown()), z.record(z.string(), z.unknown())])),
      scrape_summary: z.optional(z.unknown()),
      summary: z.optional(z.unknown()),
    }),
  ),
});
export type JobHistory = z.infer<typeof jobHistorySchema>;

export const agentSchema = z.object({
  id: z.string().check(z.minLength(1)),
  name: z.string(),
  hostname: z.nullish(z.string()),
  description: z.nullish(z.string()),
  ip: z.nullish(z.string()),
  version: z.nullish(z.string()),
  username: z.nullish(z.string()),
  person_id: z.nullish(z.string()),
  properties: z.nullish(z.record(z.string(), z.unknown())),
  tls: z.nullish(z.string()),
  cleanup: z.nullish(z.boolean()),
  created_by: z.optional(z.unknown()),
  created_at: ts,
  updated_at: ts,
  deleted_at: ts,
  last_seen: ts,
  last_received: ts,
});
export type Agent = z.infer<typeof agentSchema>;

export const notificationSchema = z.object({
  id: z.string().check(z.minLength(1)),
  name: z.string(),
  namespace: z.nullish(z.string()),
  events: z.array(z.string()),
  title: z.nullish(z.string()),
  template: z.nullish(z.string()),
  filter: z.nullish(z.string()),
  properties: z.nullish(z.record(z.string(), z.unknown())),
  playbook_id: z.nullish(z.string()),
  person_id: z.nullish(z.string()),
  team_id: z.nullish(z.string()),
  repeat_interval: z.nullish(z.string()),
  wait_for: z.nullish(z.number()),
  group_by: z.nullish(z.array(z.string())),
  custom_services: z.optional(z.unknown()),
  error: z.nullish(z.string()),
  error_at: ts,
  source: z.nullish(z.string()),
  created_by: z.optional(z.unknown()),
  created_at: ts,
  updated_at: ts,
  deleted_at: ts,
  // notifications_summary columns
  pending: z.nullish(z.number()),
  sent: z.nullish(z.number()),
  failed: z.nullish(z.number()),
  avg_duration_ms: z.nullish(z.number()),
  most_common_error: z.nullish(z.string()),
  last_failed_at: ts,
});
export type Notification = z.infer<typeof notificationSchema>;

/** A notification silence; `until` null means 'indefinitely'. */
export const notificationSilenceSchema = z.object({
  id: z.string().check(z.minLength(1)),
  namespace: z.nullish(z.string()),
  description: z.nullish(z.string()),
  from: ts,
  until: ts,
  recursive: z.nullish(z.boolean()),
  filter: z.nullish(z.string()),
  selectors: z.optional(z.unknown()),
  config_id: z.nullish(z.string()),
  check_id: z.nullish(z.string()),
  canary_id: z.nullish(z.string()),
  component_id: z.nullish(z.string()),
  error: z.nullish(z.string()),
  source: z.nullish(z.string()),
  created_by: z.optional(z.unknown()),
  created_at: ts,
  updated_at: ts,
  deleted_at: ts,
});
export type NotificationSilence = z.infer<typeof notificationSilenceSchema>;

/** `POST /notification/silence` body. */
export const notificationSilenceRequestSchema = z.object({
  description: z.optional(z.string()),
  from: z.optional(z.string()),
  until: z.nullable(z.string()),
  recursive: z.optional(z.boolean()),
  filter: z.optional(z.string()),
  selectors: z.optional(z.unknown()),
  config_id: z.optional(z.string()),
  check_id: z.optional(z.string()),
  canary_id: z.optional(z.string()),
  component_id: z.optional(z.string()),
});
export type NotificationSilenceRequest = z.infer<typeof notificationSilenceRequestSchema>;

/** `POST /notification/summary` body. */
export const notificationSummaryRequestSchema = z.object({
  search: z.optional(z.string()),
  includeDeletedResources: z.optional(z.boolean()),
  pageIndex: z.optional(z.int().check(z.nonnegative())),
  pageSize: z.optional(z.int().check(z.positive())),
  status: z.optional(z.string()),
  resourceType: z.optional(z.string()),
});
export type NotificationSummaryRequest = z.infer<typeof notificationSummaryRequestSchema>;

/** `POST /resources/search`: per kind, a list of selectors; the response has the same keys with items. */
export const RESOURCE_SEARCH_KINDS = ['checks', 'components', 'configs', 'connections', 'playbooks'] as const;
const resourceSelectorSchema = z.looseObject({
  search: z.optional(z.string()),
  agent: z.optional(z.string()),
  name: z.optional(z.string()),
});
export const resourceSearchRequestSchema = z.partialRecord(
  z.enum(RESOURCE_SEARCH_KINDS),
  z.array(resourceSelectorSchema),
);
export type ResourceSearchRequest = z.infer<typeof resourceSearchRequestSchema>;

export const resourceSearchItemSchema = z.looseObject({
  id: z.string().check(z.minLength(1)),
  name: z.string(),
  icon: z.nullish(z.string()),
  type: z.nullish(z.string()),
  tags: z.nullish(z.record(z.string(), z.string())),
});
export type ResourceSearchItem = z.infer<typeof resourceSearchItemSchema>;

export const resourceSearchResponseSchema = z.partialRecord(
  z.enum(RESOURCE_SEARCH_KINDS),
  listOrEmpty(resourceSearchItemSchema),
);
export type ResourceSearchResponse = z.infer<typeof resourceSearchResponseSchema>;

/** Fills the spec's selector defaults: agent 'all' for search selectors, name '*' for name selectors. */
export function withSelectorDefaults(request: ResourceSearchRequest): ResourceSearchRequest {
  return Object.fromEntries(
    Object.entries(request).map(([kind, selectors]) => [
      kind,
      (selectors ?? []).map((s) => (s.search !== undefined ? { agent: 'all', ...s } : { name: '*', ...s })),
    ]),
  );
}

/** `POST /catalog/changes` body. */
export const catalogChangesRequestSchema = z.object({
  id: z.optional(z.string()),
  config_type: z.optional(z.string()),
  type: z.optional(z.string()),
  from: z.optional(z.string()),
  to: z.optional(z.string()),
  severity: z.optional(z.string()),
  page: z.optional(z.int().check(z.positive())),
  page_size: z.optional(z.int().check(z.positive())),
  sort_by: z.optional(z.string()),
  tags: z.optional(z.string()),
  recursive: z.optional(z.string()),
  depth: z.optional(z.int().check(z.nonnegative())),
  include_deleted_configs: z.optional(z.boolean()),
});
export type CatalogChangesRequest = z.infer<typeof catalogChangesRequestSchema>;

export const catalogChangeSchema = z.looseObject({
  id: z.string().check(z.minLength(1)),
  config_id: z.nullish(z.string()),
  change_type: z.nullish(z.string()),
  severity: z.nullish(z.string()),
  source: z.nullish(z.string()),
  summary: z.nullish(z.string()),
  created_at: ts,
  first_observed: ts,
  count: z.nullish(z.number()),
  config: z.nullish(z.record(z.string(), z.unknown())),
});
export type CatalogChange = z.infer<typeof catalogChangeSchema>;

export const catalogChangesResponseSchema = z.object({
  total: z.optional(z.int().check(z.nonnegative())),
  changes: listOrEmpty(catalogChangeSchema),
});
export type CatalogChangesResponse = z.infer<typeof catalogChangesResponseSchema>;

/** `POST /logs` body. */
export const logsRequestSchema = z.object({
  name: z.optional(z.string()),
  id: z.optional(z.string()),
  query: z.optional(z.string()),
});
export type LogsRequest = z.infer<typeof logsRequestSchema>;
