import { z } from 'zod';
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

export const playbookParameterSchema = z
  .object({
    name: z.string().min(1),
    label: z.string().nullish(),
    description: z.string().nullish(),
    type: z.string().nullish(),
    default: z.unknown().optional(),
    required: z.boolean().nullish(),
    icon: z.string().nullish(),
    properties: z.record(z.string(), z.unknown()).nullish(),
  })
  .loose();
export type PlaybookParameter = z.infer<typeof playbookParameterSchema>;

export const playbookSpecSchema = z
  .object({
    icon: z.string().nullish(),
    category: z.string().nullish(),
    description: z.string().nullish(),
    parameters: z.array(playbookParameterSchema).nullish(),
    configs: z.array(z.record(z.string(), z.unknown())).nullish(),
    components: z.array(z.record(z.string(), z.unknown())).nullish(),
    checks: z.array(z.record(z.string(), z.unknown())).nullish(),
    actions: z.array(z.record(z.string(), z.unknown())).nullish(),
  })
  .loose();

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
  id: z.string().min(1),
  name: z.string(),
  namespace: z.string().nullish(),
  title: z.string().nullish(),
  icon: z.string().nullish(),
  description: z.string().nullish(),
  category: z.string().nullish(),
  source: z.string().nullish(),
  spec: playbookSpecSchema.nullish(),
  created_by: z.string().nullish(),
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
  id: z.string().min(1),
  name: z.string(),
  status: z.string(),
  playbook_run_id: z.string().nullish(),
  start_time: ts,
  scheduled_time: ts,
  end_time: ts,
  result: z.unknown().optional(),
  retry_count: z.number().nullish(),
  agent_id: z.string().nullish(),
  error: z.string().nullish(),
});
export type PlaybookRunAction = z.infer<typeof playbookRunActionSchema>;

/**
 * `GET /playbook/run/{id}`'s approval state for a run whose playbook asks for approval: the rule, who the spec
 * names, who approved, and what the caller may do (approve: named and not yet approved; reject: named).
 */
export const playbookRunApprovalSchema = z.object({
  type: z.enum(['any', 'all']),
  approvers: z.object({
    people: z.array(z.object({ id: z.string(), name: z.string(), email: z.string().nullish() })),
    teams: z.array(z.object({ id: z.string(), name: z.string() })),
    unknown: z.array(z.string()).default([]),
  }),
  approvals: z.array(
    z.object({
      id: z.string(),
      person_id: z.string().nullish(),
      person_name: z.string().nullish(),
      team_id: z.string().nullish(),
      team_name: z.string().nullish(),
      created_at: z.string(),
    }),
  ),
  can_approve: z.boolean(),
  can_reject: z.boolean(),
});
export type PlaybookRunApproval = z.infer<typeof playbookRunApprovalSchema>;

export const playbookRunSchema = z.object({
  id: z.string().min(1),
  playbook_id: z.string().min(1),
  status: z.string(),
  spec: z.record(z.string(), z.unknown()).nullish(),
  created_at: ts,
  start_time: ts,
  end_time: ts,
  scheduled_time: ts,
  timeout: z.number().nullish(),
  created_by: z.unknown().optional(),
  notification_send_id: z.string().nullish(),
  check_id: z.string().nullish(),
  config_id: z.string().nullish(),
  component_id: z.string().nullish(),
  parameters: z.record(z.string(), z.unknown()).nullish(),
  request: z.unknown().optional(),
  agent_id: z.string().nullish(),
  parent_id: z.string().nullish(),
  error: z.string().nullish(),
  playbooks: z
    .object({ id: z.string(), name: z.string(), title: z.string().nullish(), icon: z.string().nullish() })
    .nullish(),
  /** `GET /playbook/run/{id}` includes the run's actions in order; list reads of `playbook_runs` do not. */
  actions: z.array(playbookRunActionSchema).nullish(),
  /** `GET /playbook/run/{id}` only: null when the run's playbook asks for no approval. */
  approval: playbookRunApprovalSchema.nullish(),
});
export type PlaybookRun = z.infer<typeof playbookRunSchema>;

/** `POST /playbook/run` body. */
export const playbookRunRequestSchema = z.object({
  id: z.string().min(1),
  agent_id: z.string().optional(),
  config_id: z.string().optional(),
  check_id: z.string().optional(),
  component_id: z.string().optional(),
  params: z.record(z.string(), z.unknown()).optional(),
  request: z.unknown().optional(),
  notification_send_id: z.string().optional(),
  parent_id: z.string().optional(),
});
export type PlaybookRunRequest = z.infer<typeof playbookRunRequestSchema>;

/** `201 {run_id, starts_at}`. */
export const playbookRunResponseSchema = z.object({
  run_id: z.string().min(1),
  starts_at: z.string().optional(),
});
export type PlaybookRunResponse = z.infer<typeof playbookRunResponseSchema>;

/** `POST /playbook/{id}/params` body: the resource the run targets. */
export const playbookParamsRequestSchema = z.object({
  config_id: z.string().optional(),
  check_id: z.string().optional(),
  component_id: z.string().optional(),
});
export type PlaybookParamsRequest = z.infer<typeof playbookParamsRequestSchema>;

export const playbookParamsResponseSchema = z
  .object({
    params: listOrEmpty(playbookParameterSchema),
  })
  .loose();
export type PlaybookParamsResponse = z.infer<typeof playbookParamsResponseSchema>;
