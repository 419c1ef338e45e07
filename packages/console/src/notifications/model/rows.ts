// The wire shapes the notification pages read (reference §3.2-§3.4), parsed leniently: a column the server adds
// later is ignored, a missing optional one reads as null.
import * as z from 'zod/mini';

const text = z.nullish(z.string());
const count = z.nullish(z.coerce.number());
const time = z.nullish(z.string());

/** The resource a notification is about, as the send history's views embed it. */
export const notificationResourceSchema = z.looseObject({
  id: z.string(),
  name: text,
  type: text,
  icon: text,
  config_class: text,
  health: text,
  status: text,
  deleted_at: time,
});
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
export const summaryRowSchema = z.looseObject({
  resource: z.nullish(notificationResourceSchema),
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
});
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

const embeddedPerson = z.looseObject({ id: z.string(), name: text, email: text, avatar: text });
const embeddedTeam = z.looseObject({ id: z.string(), name: text, icon: text });

export const historyRowSchema = z.looseObject({
  id: z.string(),
  notification_id: text,
  body: text,
  status: text,
  error: text,
  payload: z.optional(z.unknown()),
  source_event: text,
  resource_id: text,
  resource_type: text,
  resource: z.nullish(notificationResourceSchema),
  resource_health: text,
  resource_status: text,
  resource_health_description: text,
  person_id: text,
  team_id: text,
  connection_id: text,
  playbook_run_id: text,
  playbook_run: z.nullish(z.looseObject({ id: z.string(), status: text })),
  recipient: text,
  silenced_by: text,
  parent_id: text,
  duration_millis: count,
  not_before: time,
  count: count,
  first_observed: time,
  created_at: time,
});
export type HistoryRow = z.infer<typeof historyRowSchema>;

/** The rules table: server-side sort and paging (reference §3.3, §3.6). */
export interface RulesParams {
  pageIndex: number;
  pageSize: number;
  sortBy: string;
  sortOrder: 'asc' | 'desc';
}

export const ruleRowSchema = z.looseObject({
  id: z.string(),
  name: z.nullish(z.string()),
  namespace: text,
  events: z.nullish(z.array(z.string())),
  title: text,
  template: text,
  filter: text,
  properties: z.optional(z.unknown()),
  playbook_id: text,
  person_id: text,
  team_id: text,
  custom_services: z.optional(z.unknown()),
  repeat_interval: text,
  wait_for: count,
  wait_for_eval_period: count,
  group_by: z.nullish(z.array(z.string())),
  error: text,
  error_at: time,
  source: text,
  created_by: z.nullish(z.union([z.string(), embeddedPerson])),
  person: z.nullish(embeddedPerson),
  team: z.nullish(embeddedTeam),
  created_at: time,
  updated_at: time,
  pending: count,
  sent: count,
  failed: count,
  avg_duration_ms: count,
  most_common_error: text,
});
export type RuleRow = z.infer<typeof ruleRowSchema>;

export interface SilencesParams {
  pageIndex: number;
  pageSize: number;
}

export const silenceRowSchema = z.looseObject({
  id: z.string(),
  name: text,
  description: text,
  filter: text,
  selectors: z.optional(z.unknown()),
  error: text,
  from: time,
  until: time,
  recursive: z.nullish(z.boolean()),
  config_id: text,
  check_id: text,
  canary_id: text,
  component_id: text,
  source: text,
  checks: z.nullish(z.looseObject({ id: z.string(), name: text, type: text })),
  catalog: z.nullish(z.looseObject({ id: z.string(), name: text, type: text })),
  component: z.nullish(z.looseObject({ id: z.string(), name: text, icon: text })),
  createdBy: z.nullish(embeddedPerson),
  created_at: time,
  deleted_at: time,
});
export type SilenceRow = z.infer<typeof silenceRowSchema>;

/**
 * `GET /notification/silence_preview`: the sends of the last 15 days the silence would have matched. Read as a
 * list of history rows, or `{notifications, resources}` with the resources by id (upstream's map).
 */
export const silencePreviewSchema = z.union([
  z.array(historyRowSchema),
  z.looseObject({
    notifications: z.nullish(z.array(historyRowSchema)),
    resources: z.nullish(z.record(z.string(), notificationResourceSchema)),
  }),
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

/** People, teams or playbooks offered as a rule's recipient. */
export const optionRowSchema = z.looseObject({
  id: z.string(),
  name: z.nullish(z.string()),
  title: z.nullish(z.string()),
});

/** A write's answer, which the pages do not read. */
export const anyRow = z.unknown();
