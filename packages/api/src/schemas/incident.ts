import { z } from './zod';
import { mapped, optionalTimestamp } from './common';

const ts = optionalTimestamp;

export const INCIDENT_SEVERITIES = ['low', 'medium', 'high', 'blocker', 'critical'] as const;
export const INCIDENT_STATUSES = [
  'open',
  'closed',
  'investigating',
  'mitigated',
  'new',
  'resolved',
  'cancelled',
] as const;
export const INCIDENT_TYPES = [
  'availability',
  'cost',
  'performance',
  'security',
  'technical_debt',
  'compliance',
  'integration',
] as const;
export const HYPOTHESIS_STATUSES = ['proven', 'likely', 'possible', 'unlikely', 'improbable', 'disproven'] as const;
export const HYPOTHESIS_TYPES = ['root', 'factor', 'solution'] as const;
export const EVIDENCE_TYPES = [
  'log',
  'config',
  'topology',
  'check',
  'config_analysis',
  'config_change',
  'comment',
] as const;

export const hypothesisSchema = z.object({
  id: z.string().check(z.minLength(1)),
  incident_id: z.string().check(z.minLength(1)),
  title: z.string(),
  type: z.string(),
  status: z.string(),
  parent_id: z.nullish(z.string()),
  owner: z.nullish(z.string()),
  team_id: z.nullish(z.string()),
  created_by: z.optional(z.unknown()),
  created_at: ts,
  updated_at: ts,
});
export type Hypothesis = z.infer<typeof hypothesisSchema>;

/** Severities may be the words or the numbers 1–4 the older backend used. */
const severity = mapped(z.union([z.string(), z.int()]), String);

export const incidentSchema = z.object({
  id: z.string().check(z.minLength(1)),
  incident_id: z.nullish(z.string()),
  title: z.string(),
  description: z.nullish(z.string()),
  type: z.string(),
  severity,
  status: z.string(),
  commander_id: z.optional(z.unknown()),
  communicator_id: z.optional(z.unknown()),
  created_by: z.optional(z.unknown()),
  acknowledged: ts,
  resolved: ts,
  closed: ts,
  created_at: ts,
  updated_at: ts,
  hypotheses: z.nullish(z.array(z.partial(hypothesisSchema, { incident_id: true }))),
  responders: z.nullish(z.array(z.record(z.string(), z.unknown()))),
});
export type Incident = z.infer<typeof incidentSchema>;

export const evidenceSchema = z.object({
  id: z.string().check(z.minLength(1)),
  hypothesis_id: z.string().check(z.minLength(1)),
  description: z.string(),
  type: z.string(),
  config_id: z.nullish(z.string()),
  config_change_id: z.nullish(z.string()),
  config_analysis_id: z.nullish(z.string()),
  component_id: z.nullish(z.string()),
  check_id: z.nullish(z.string()),
  evidence: z.optional(z.unknown()),
  definition_of_done: z.nullish(z.boolean()),
  done: z.nullish(z.boolean()),
  created_by: z.optional(z.unknown()),
  created_at: ts,
  updated_at: ts,
});
export type Evidence = z.infer<typeof evidenceSchema>;

/** What 'Attach as Evidence' links: one resource id, the hypothesis, and who did it. */
export const evidenceLinkPayloadSchema = z
  .object({
    check_id: z.optional(z.string()),
    config_id: z.optional(z.string()),
    config_change_id: z.optional(z.string()),
    config_analysis_id: z.optional(z.string()),
    component_id: z.optional(z.string()),
    hypothesisId: z.string().check(z.minLength(1)),
    evidence: z.optional(z.record(z.string(), z.unknown())),
    type: z.enum(EVIDENCE_TYPES),
    description: z._default(z.string(), ''),
    user: z.looseObject({ id: z.string().check(z.minLength(1)) }),
  })
  .check(
    z.refine(
      (p) => Boolean(p.check_id || p.config_id || p.config_change_id || p.config_analysis_id || p.component_id),
      {
        message: 'A check, config, config change, config analysis or component is required',
        path: ['type'],
      },
    ),
  );
export type EvidenceLinkPayload = z.infer<typeof evidenceLinkPayloadSchema>;

/** The evidence row the payload becomes (`POST /db/evidences`). */
export function toEvidenceRow(payload: EvidenceLinkPayload) {
  return {
    hypothesis_id: payload.hypothesisId,
    created_by: payload.user.id,
    type: payload.type,
    description: payload.description,
    evidence: payload.evidence ?? {},
    check_id: payload.check_id ?? null,
    config_id: payload.config_id ?? null,
    config_change_id: payload.config_change_id ?? null,
    config_analysis_id: payload.config_analysis_id ?? null,
    component_id: payload.component_id ?? null,
  };
}

/** The Link to Incident form (spec: operations §5). */
export const linkToIncidentFormSchema = z
  .object({
    incident_id: z.nullish(z.string()),
    new_incident_title: z.nullish(z.string()),
    hypothesis_id: z.nullish(z.string()),
    new_hypothesis_title: z.nullish(z.string()),
    severity: z
      .string({ error: 'Please select incident severity' })
      .check(z.minLength(1, 'Please select incident severity')),
    type: z.string({ error: 'Please select an incident type' }).check(z.minLength(1, 'Please select an incident type')),
    description: z._default(z.string(), ''),
  })
  .check(
    z.superRefine((form, ctx) => {
      const incident = form.incident_id || form.new_incident_title?.trim();
      if (!incident)
        ctx.addIssue({ code: 'custom', message: 'Must select or create an incident', path: ['incident_id'] });
      if (form.incident_id && !form.hypothesis_id && !form.new_hypothesis_title?.trim()) {
        ctx.addIssue({ code: 'custom', message: 'Must select or create a hypothesis', path: ['hypothesis_id'] });
      }
    }),
  );
export type LinkToIncidentForm = z.infer<typeof linkToIncidentFormSchema>;
