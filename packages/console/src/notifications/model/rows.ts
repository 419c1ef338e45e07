// The wire shapes the notification pages read (reference §3.2-§3.4), parsed leniently: a column the server adds
// later is ignored, a missing optional one reads as null.
import { z } from 'zod';

const text = z.string().nullish();
const count = z.coerce.number().nullish();
const time = z.string().nullish();

/** The resource a notification is about, as the send history's views embed it. */
export const notificationResourceSchema = z
  .object({
    id: z.string(),
    name: text,
    type: text,
    icon: text,
    config_class: text,
    health: text,
    status: text,
    deleted_at: time,
  })
  .loose();
export type NotificationResource = z.infer<typeof notificationResourceSchema>;

/** `POST /notification/summary` body (reference §3.2). */
export interface SummaryRequest {
  search?: string;
  includeDeletedResources?: boolean;
  pageIndex: number;
  pageSize: number;
  /** `sent,!error`: include and exclude. */
  status?: string;
  resourceType?: string;
}

/** One resource's group of sends. */
export const summaryRowSchema = z
  .object({
    resource: notificationResourceSchema.nullish(),
    resource_type: text,
    resource_health: text,
    resource_status: text,
    resource_health_description: text,
    first_observed: time,
    last_seen: time,
    total: count,
    last_message: text,
    sent: count,
    error: count,
    suppressed: count,
  })
  .loose();
export type SummaryRow = z.infer<typeof summaryRowSchema>;

export const summaryResponseSchema = z.object({
  total: z.coerce.number(),
  results: z.array(summaryRowSchema),
});
export type SummaryResponse = z.infer<typeof summaryResponseSchema>;

/** The per-send table of one resource (`notification_send_history_summary`). */
export interface HistoryParams {
  resourceId: string;
  pageIndex: number;
  pageSize: number;
}

const embeddedPerson = z.object({ id: z.string(), name: text, email: text, avatar: text }).loose();
const embeddedTeam = z.object({ id: z.string(), name: text, icon: text }).loose();

export const historyRowSchema = z
  .object({
    id: z.string(),
    notification_id: text,
    body: text,
    status: text,
    error: text,
    payload: z.unknown().optional(),
    source_event: text,
    resource_id: text,
    resource_type: text,
    resource: notificationResourceSchema.nullish(),
    resource_health: text,
    resource_status: text,
    resource_health_description: text,
    person_id: text,
    team_id: text,
    connection_id: text,
    playbook_run_id: text,
    playbook_run: z.object({ id: z.string(), status: text }).loose().nullish(),
    recipient: text,
    silenced_by: text,
    parent_id: text,
    duration_millis: count,
    not_before: time,
    count: count,
    first_observed: time,
    created_at: time,
  })
  .loose();
export type HistoryRow = z.infer<typeof historyRowSchema>;

/** The rules table: server-side sort and paging (reference §3.3, §3.6). */
export interface RulesParams {
  pageIndex: number;
  pageSize: number;
  sortBy: string;
  sortOrder: 'asc' | 'desc';
}

export const ruleRowSchema = z
  .object({
    id: z.string(),
    name: z.string().nullish(),
    namespace: text,
    events: z.array(z.string()).nullish(),
    title: text,
    template: text,
    filter: text,
    properties: z.unknown().optional(),
    playbook_id: text,
    person_id: text,
    team_id: text,
    custom_services: z.unknown().optional(),
    repeat_interval: text,
    wait_for: count,
    wait_for_eval_period: count,
    group_by: z.array(z.string()).nullish(),
    error: text,
    error_at: time,
    source: text,
    created_by: z.union([z.string(), embeddedPerson]).nullish(),
    person: embeddedPerson.nullish(),
    team: embeddedTeam.nullish(),
    created_at: time,
    updated_at: time,
    pending: count,
    sent: count,
    failed: count,
    avg_duration_ms: count,
    most_common_error: text,
  })
  .loose();
export type RuleRow = z.infer<typeof ruleRowSchema>;

export interface SilencesParams {
  pageIndex: number;
  pageSize: number;
}

export const silenceRowSchema = z
  .object({
    id: z.string(),
    name: text,
    description: text,
    filter: text,
    selectors: z.unknown().optional(),
    error: text,
    from: time,
    until: time,
    recursive: z.boolean().nullish(),
    config_id: text,
    check_id: text,
    canary_id: text,
    component_id: text,
    source: text,
    checks: z.object({ id: z.string(), name: text, type: text }).loose().nullish(),
    catalog: z.object({ id: z.string(), name: text, type: text }).loose().nullish(),
    component: z.object({ id: z.string(), name: text, icon: text }).loose().nullish(),
    createdBy: embeddedPerson.nullish(),
    created_at: time,
    deleted_at: time,
  })
  .loose();
export type SilenceRow = z.infer<typeof silenceRowSchema>;

/**
 * `GET /notification/silence_preview`: the sends of the last 15 days the silence would have matched. Read as a
 * list of history rows, or `{notifications, resources}` with the resources by id (upstream's map).
 */
export const silencePreviewSchema = z.union([
  z.array(historyRowSchema),
  z
    .object({
      notifications: z.array(historyRowSchema).nullish(),
      resources: z.record(z.string(), notificationResourceSchema).nullish(),
    })
    .loose(),
]);

/** The preview's rows with their resource, whichever shape the server answered. */
export function previewRows(answer: z.infer<typeof silencePreviewSchema>): HistoryRow[] {
  if (Array.isArray(answer)) return answer;
  const resources = answer.resources ?? {};
  return (answer.notifications ?? []).map((row) => ({
    ...row,
    resource: row.resource ?? (row.resource_id ? resources[row.resource_id] : undefined) ?? null,
  }));
}
