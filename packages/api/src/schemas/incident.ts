import { z } from 'zod';
import { optionalTimestamp } from './common';

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
  id: z.string().min(1),
  incident_id: z.string().min(1),
  title: z.string(),
  type: z.string(),
  status: z.string(),
  parent_id: z.string().nullish(),
  owner: z.string().nullish(),
  team_id: z.string().nullish(),
  created_by: z.unknown().optional(),
  created_at: ts,
  updated_at: ts,
});
export type Hypothesis = z.infer<typeof hypothesisSchema>;

/** Severities may be the words or the numbers 1–4 the older backend used. */
const severity = z.union([z.string(), z.number().int()]).transform(String);

export const incidentSchema = z.object({
  id: z.string().min(1),
  incident_id: z.string().nullish(),
  title: z.string(),
  description: z.string().nullish(),
  type: z.string(),
  severity,
  status: z.string(),
  commander_id: z.unknown().optional(),
  communicator_id: z.unknown().optional(),
  created_by: z.unknown().optional(),
  acknowledged: ts,
  resolved: ts,
  closed: ts,
  created_at: ts,
  updated_at: ts,
  hypotheses: z.array(hypothesisSchema.partial({ incident_id: true })).nullish(),
  responders: z.array(z.record(z.string(), z.unknown())).nullish(),
});
export type Incident = z.infer<typeof incidentSchema>;

export const evidenceSchema = z.object({
  id: z.string().min(1),
  hypothesis_id: z.string().min(1),
  description: z.string(),
  type: z.string(),
  config_id: z.string().nullish(),
  config_change_id: z.string().nullish(),
  config_analysis_id: z.string().nullish(),
  component_id: z.string().nullish(),
  check_id: z.string().nullish(),
  evidence: z.unknown().optional(),
  definition_of_done: z.boolean().nullish(),
  done: z.boolean().nullish(),
  created_by: z.unknown().optional(),
  created_at: ts,
  updated_at: ts,
});
export type Evidence = z.infer<typeof evidenceSchema>;

/** What 'Attach as Evidence' links: one resource id, the hypothesis, and who did it. */
export const evidenceLinkPayloadSchema = z
  .object({
    check_id: z.string().optional(),
    config_id: z.string().optional(),
    config_change_id: z.string().optional(),
    config_analysis_id: z.string().optional(),
    component_id: z.string().optional(),
    hypothesisId: z.string().min(1),
    evidence: z.record(z.string(), z.unknown()).optional(),
    type: z.enum(EVIDENCE_TYPES),
    description: z.string().default(''),
    user: z.object({ id: z.string().min(1) }).loose(),
  })
  .refine((p) => Boolean(p.check_id || p.config_id || p.config_change_id || p.config_analysis_id || p.component_id), {
    message: 'A check, config, config change, config analysis or component is required',
    path: ['type'],
  });
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
    incident_id: z.string().nullish(),
    new_incident_title: z.string().nullish(),
    hypothesis_id: z.string().nullish(),
    new_hypothesis_title: z.string().nullish(),
    severity: z.string({ error: 'Please select incident severity' }).min(1, 'Please select incident severity'),
    type: z.string({ error: 'Please select an incident type' }).min(1, 'Please select an incident type'),
    description: z.string().default(''),
  })
  .superRefine((form, ctx) => {
    const incident = form.incident_id || form.new_incident_title?.trim();
    if (!incident)
      ctx.addIssue({ code: 'custom', message: 'Must select or create an incident', path: ['incident_id'] });
    if (form.incident_id && !form.hypothesis_id && !form.new_hypothesis_title?.trim()) {
      ctx.addIssue({ code: 'custom', message: 'Must select or create a hypothesis', path: ['hypothesis_id'] });
    }
  });
export type LinkToIncidentForm = z.infer<typeof linkToIncidentFormSchema>;
