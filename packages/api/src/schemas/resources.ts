import { z } from 'zod';
import { listOrEmpty, optionalTimestamp } from './common';

const ts = optionalTimestamp;
const labels = z.record(z.string(), z.string()).nullish();
const agentRef = z.object({ id: z.string().min(1), name: z.string().nullish() }).nullish();

export const topologySchema = z.object({
  id: z.string().min(1),
  name: z.string(),
  namespace: z.string().nullish(),
  labels,
  spec: z.record(z.string(), z.unknown()).nullish(),
  source: z.string().nullish(),
  schedule: z.string().nullish(),
  agent_id: z.string().nullish(),
  agent: agentRef,
  created_by: z.unknown().optional(),
  created_at: ts,
  updated_at: ts,
  deleted_at: ts,
});
export type Topology = z.infer<typeof topologySchema>;

export const loggingBackendSchema = z.object({
  id: z.string().min(1),
  name: z.string(),
  labels,
  spec: z.unknown(),
  source: z.string().nullish(),
  created_by: z.unknown().optional(),
  created_at: ts,
  updated_at: ts,
});
export type LoggingBackend = z.infer<typeof loggingBackendSchema>;

export const viewSchema = z.object({
  id: z.string().min(1),
  name: z.string(),
  namespace: z.string().nullish(),
  title: z.string().nullish(),
  icon: z.string().nullish(),
  ordinal: z.number().nullish(),
  sidebar: z.boolean().nullish(),
  spec: z.record(z.string(), z.unknown()).nullish(),
  source: z.string().nullish(),
  created_at: ts,
  updated_at: ts,
  deleted_at: ts,
});
export type View = z.infer<typeof viewSchema>;

export const JOB_STATUSES = ['RUNNING', 'SUCCESS', 'WARNING', 'FAILED', 'STALE', 'SKIPPED', 'STOPPED'] as const;

/** A `job_histories` view row; `details.errors` may be a string, a list or a map. */
export const jobHistorySchema = z.object({
  id: z.string().min(1),
  name: z.string().nullish(),
  agent_id: z.string().nullish(),
  agent: agentRef,
  resource_name: z.string().nullish(),
  resource_id: z.string().nullish(),
  resource_type: z.string().nullish(),
  status: z.string().nullish(),
  hostname: z.string().nullish(),
  duration_millis: z.number().nullish(),
  success_count: z.number().nullish(),
  error_count: z.number().nullish(),
  time_start: ts,
  time_end: ts,
  created_at: ts,
  details: z
    .object({
      errors: z.union([z.string(), z.array(z.unknown()), z.record(z.string(), z.unknown())]).nullish(),
      scrape_summary: z.unknown().optional(),
      summary: z.unknown().optional(),
    })
    .loose()
    .nullish(),
});
export type JobHistory = z.infer<typeof jobHistorySchema>;

export const agentSchema = z.object({
  id: z.string().min(1),
  name: z.string(),
  hostname: z.string().nullish(),
  description: z.string().nullish(),
  ip: z.string().nullish(),
  version: z.string().nullish(),
  username: z.string().nullish(),
  person_id: z.string().nullish(),
  properties: z.record(z.string(), z.unknown()).nullish(),
  tls: z.string().nullish(),
  cleanup: z.boolean().nullish(),
  created_by: z.unknown().optional(),
  created_at: ts,
  updated_at: ts,
  deleted_at: ts,
  last_seen: ts,
  last_received: ts,
});
export type Agent = z.infer<typeof agentSchema>;

export const notificationSchema = z.object({
  id: z.string().min(1),
  name: z.string(),
  namespace: z.string().nullish(),
  events: z.array(z.string()),
  title: z.string().nullish(),
  template: z.string().nullish(),
  filter: z.string().nullish(),
  properties: z.record(z.string(), z.unknown()).nullish(),
  playbook_id: z.string().nullish(),
  person_id: z.string().nullish(),
  team_id: z.string().nullish(),
  repeat_interval: z.string().nullish(),
  wait_for: z.number().nullish(),
  group_by: z.array(z.string()).nullish(),
  custom_services: z.unknown().optional(),
  error: z.string().nullish(),
  error_at: ts,
  source: z.string().nullish(),
  created_by: z.unknown().optional(),
  created_at: ts,
  updated_at: ts,
  deleted_at: ts,
  // notifications_summary columns
  pending: z.number().nullish(),
  sent: z.number().nullish(),
  failed: z.number().nullish(),
  avg_duration_ms: z.number().nullish(),
  most_common_error: z.string().nullish(),
  last_failed_at: ts,
});
export type Notification = z.infer<typeof notificationSchema>;

/** A notification silence; `until` null means 'indefinitely'. */
export const notificationSilenceSchema = z.object({
  id: z.string().min(1),
  namespace: z.string().nullish(),
  description: z.string().nullish(),
  from: ts,
  until: ts,
  recursive: z.boolean().nullish(),
  filter: z.string().nullish(),
  selectors: z.unknown().optional(),
  config_id: z.string().nullish(),
  check_id: z.string().nullish(),
  canary_id: z.string().nullish(),
  component_id: z.string().nullish(),
  error: z.string().nullish(),
  source: z.string().nullish(),
  created_by: z.unknown().optional(),
  created_at: ts,
  updated_at: ts,
  deleted_at: ts,
});
export type NotificationSilence = z.infer<typeof notificationSilenceSchema>;

/** `POST /notification/silence` body. */
export const notificationSilenceRequestSchema = z.object({
  description: z.string().optional(),
  from: z.string().optional(),
  until: z.string().nullable(),
  recursive: z.boolean().optional(),
  filter: z.string().optional(),
  selectors: z.unknown().optional(),
  config_id: z.string().optional(),
  check_id: z.string().optional(),
  canary_id: z.string().optional(),
  component_id: z.string().optional(),
});
export type NotificationSilenceRequest = z.infer<typeof notificationSilenceRequestSchema>;

/** `POST /notification/summary` body. */
export const notificationSummaryRequestSchema = z.object({
  search: z.string().optional(),
  includeDeletedResources: z.boolean().optional(),
  pageIndex: z.number().int().nonnegative().optional(),
  pageSize: z.number().int().positive().optional(),
  status: z.string().optional(),
  resourceType: z.string().optional(),
});
export type NotificationSummaryRequest = z.infer<typeof notificationSummaryRequestSchema>;

/** `POST /resources/search`: per kind, a list of selectors; the response has the same keys with items. */
export const RESOURCE_SEARCH_KINDS = ['checks', 'components', 'configs', 'connections', 'playbooks'] as const;
const resourceSelectorSchema = z
  .object({ search: z.string().optional(), agent: z.string().optional(), name: z.string().optional() })
  .loose();
export const resourceSearchRequestSchema = z.partialRecord(
  z.enum(RESOURCE_SEARCH_KINDS),
  z.array(resourceSelectorSchema),
);
export type ResourceSearchRequest = z.infer<typeof resourceSearchRequestSchema>;

export const resourceSearchItemSchema = z
  .object({
    id: z.string().min(1),
    name: z.string(),
    icon: z.string().nullish(),
    type: z.string().nullish(),
    tags: z.record(z.string(), z.string()).nullish(),
  })
  .loose();
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
  id: z.string().optional(),
  config_type: z.string().optional(),
  type: z.string().optional(),
  from: z.string().optional(),
  to: z.string().optional(),
  severity: z.string().optional(),
  page: z.number().int().positive().optional(),
  page_size: z.number().int().positive().optional(),
  sort_by: z.string().optional(),
  tags: z.string().optional(),
  recursive: z.string().optional(),
  depth: z.number().int().nonnegative().optional(),
  include_deleted_configs: z.boolean().optional(),
});
export type CatalogChangesRequest = z.infer<typeof catalogChangesRequestSchema>;

export const catalogChangeSchema = z
  .object({
    id: z.string().min(1),
    config_id: z.string().nullish(),
    change_type: z.string().nullish(),
    severity: z.string().nullish(),
    source: z.string().nullish(),
    summary: z.string().nullish(),
    created_at: ts,
    first_observed: ts,
    count: z.number().nullish(),
    config: z.record(z.string(), z.unknown()).nullish(),
  })
  .loose();
export type CatalogChange = z.infer<typeof catalogChangeSchema>;

export const catalogChangesResponseSchema = z.object({
  total: z.number().int().nonnegative().optional(),
  changes: listOrEmpty(catalogChangeSchema),
});
export type CatalogChangesResponse = z.infer<typeof catalogChangesResponseSchema>;

/** `POST /logs` body. */
export const logsRequestSchema = z.object({
  name: z.string().optional(),
  id: z.string().optional(),
  query: z.string().optional(),
});
export type LogsRequest = z.infer<typeof logsRequestSchema>;
