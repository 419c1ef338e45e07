import { z } from './zod';
import { listOrEmpty, optionalTimestamp } from './common';

const ts = optionalTimestamp;

export const PLAYBOOK_PARAMETER_TYPES = [
  'code',
  'checkbox',
  'list',
  'team',
  'people',
  'component',
  'config',
  'check',
  'text',
] as const;

export const playbookParameterSchema = z.looseObject({
  name: z.string().check(z.minLength(1)),
  label: z.nullish(z.string()),
  description: z.nullish(z.string()),
  type: z.nullish(z.string()),
  default: z.optional(z.unknown()),
  required: z.nullish(z.boolean()),
  icon: z.nullish(z.string()),
  properties: z.nullish(z.record(z.string(), z.unknown())),
});
export type PlaybookParameter = z.infer<typeof playbookParameterSchema>;

export const playbookSpecSchema = z.looseObject({
  icon: z.nullish(z.string()),
  category: z.nullish(z.string()),
  description: z.nullish(z.string()),
  parameters: z.nullish(z.array(playbookParameterSchema)),
  configs: z.nullish(z.array(z.record(z.string(), z.unknown()))),
  components: z.nullish(z.array(z.record(z.string(), z.unknown()))),
  checks: z.nullish(z.array(z.record(z.string(), z.unknown()))),
  actions: z.nullish(z.array(z.record(z.string(), z.unknown()))),
});

export const PLAYBOOK_SOURCES = [
  'KubernetesCRD',
  'ConfigFile',
  'UI',
  'Topology',
  'Push',
  'CRDSync',
  'ApplicationCRD',
  'System',
] as const;

/** A `playbooks` row (also the items of `/playbook/list`). */
export const playbookSchema = z.object({
  id: z.string().check(z.minLength(1)),
  name: z.string(),
  namespace: z.nullish(z.string()),
  title: z.nullish(z.string()),
  icon: z.nullish(z.string()),
  description: z.nullish(z.string()),
  category: z.nullish(z.string()),
  source: z.nullish(z.string()),
  spec: z.nullish(playbookSpecSchema),
  created_by: z.nullish(z.string()),
  created_at: ts,
  updated_at: ts,
  deleted_at: ts,
});
export type Playbook = z.infer<typeof playbookSchema>;

export const PLAYBOOK_RUN_STATUSES = [
  'scheduled',
  'running',
  'cancelled',
  'completed',
  'failed',
  'pending_approval',
  'sleeping',
  'retrying',
  'waiting',
  'timed_out',
] as const;

/** A `playbook_run_actions` row: one step of a run, with what it produced (`result`) or why it failed (`error`). */
export const playbookRunActionSchema = z.object({
  id: z.string().check(z.minLength(1)),
  name: z.string(),
  status: z.string(),
  playbook_run_id: z.nullish(z.string()),
  start_time: ts,
  scheduled_time: ts,
  end_time: ts,
  result: z.optional(z.unknown()),
  retry_count: z.nullish(z.number()),
  agent_id: z.nullish(z.string()),
  error: z.nullish(z.string()),
});
export type PlaybookRunAction = z.infer<typeof playbookRunActionSchema>;

/**
 * `GET /playbook/run/{id}`'s approval state for a run whose playbook asks for approval: the rule, who the spec
 * names, who approved, and what the caller may do (approve: named and not yet approved; reject: named).
 */
export const playbookRunApprovalSchema = z.object({
  type: z.enum(['any', 'all']),
  approvers: z.object({
    people: z.array(z.object({ id: z.string(), name: z.string(), email: z.nullish(z.string()) })),
    teams: z.array(z.object({ id: z.string(), name: z.string() })),
    unknown: z._default(z.array(z.string()), []),
  }),
  approvals: z.array(
    z.object({
      id: z.string(),
      person_id: z.nullish(z.string()),
      person_name: z.nullish(z.string()),
      team_id: z.nullish(z.string()),
      team_name: z.nullish(z.string()),
      created_at: z.string(),
    }),
  ),
  can_approve: z.boolean(),
  can_reject: z.boolean(),
});
export type PlaybookRunApproval = z.infer<typeof playbookRunApprovalSchema>;

export const playbookRunSchema = z.object({
  id: z.string().check(z.minLength(1)),
  playbook_id: z.string().check(z.minLength(1)),
  status: z.string(),
  spec: z.nullish(z.record(z.string(), z.unknown())),
  created_at: ts,
  start_time: ts,
  end_time: ts,
  scheduled_time: ts,
  timeout: z.nullish(z.number()),
  created_by: z.optional(z.unknown()),
  notification_send_id: z.nullish(z.string()),
  check_id: z.nullish(z.string()),
  config_id: z.nullish(z.string()),
  component_id: z.nullish(z.string()),
  parameters: z.nullish(z.record(z.string(), z.unknown())),
  request: z.optional(z.unknown()),
  agent_id: z.nullish(z.string()),
  parent_id: z.nullish(z.string()),
  error: z.nullish(z.string()),
  playbooks: z.nullish(
    z.object({ id: z.string(), name: z.string(), title: z.nullish(z.string()), icon: z.nullish(z.string()) }),
  ),
  /** `GET /playbook/run/{id}` includes the run's actions in order; list reads of `playbook_runs` do not. */
  actions: z.nullish(z.array(playbookRunActionSchema)),
  /** `GET /playbook/run/{id}` only: null when the run's playbook asks for no approval. */
  approval: z.nullish(playbookRunApprovalSchema),
});
export type PlaybookRun = z.infer<typeof playbookRunSchema>;

/** `POST /playbook/run` body. */
export const playbookRunRequestSchema = z.object({
  id: z.string().check(z.minLength(1)),
  agent_id: z.optional(z.string()),
  config_id: z.optional(z.string()),
  check_id: z.optional(z.string()),
  component_id: z.optional(z.string()),
  params: z.optional(z.record(z.string(), z.unknown())),
  request: z.optional(z.unknown()),
  notification_send_id: z.optional(z.string()),
  parent_id: z.optional(z.string()),
});
export type PlaybookRunRequest = z.infer<typeof playbookRunRequestSchema>;

/** `201 {run_id, starts_at}`. */
export const playbookRunResponseSchema = z.object({
  run_id: z.string().check(z.minLength(1)),
  starts_at: z.optional(z.string()),
});
export type PlaybookRunResponse = z.infer<typeof playbookRunResponseSchema>;

/** `POST /playbook/{id}/params` body: the resource the run targets. */
export const playbookParamsRequestSchema = z.object({
  config_id: z.optional(z.string()),
  check_id: z.optional(z.string()),
  component_id: z.optional(z.string()),
});
export type PlaybookParamsRequest = z.infer<typeof playbookParamsRequestSchema>;

export const playbookParamsResponseSchema = z.looseObject({
  params: listOrEmpty(playbookParameterSchema),
});
export type PlaybookParamsResponse = z.infer<typeof playbookParamsResponseSchema>;
