import { z } from 'zod';
import { evidenceSchema, hypothesisSchema, incidentSchema } from '@mission-control/api';

const named = z.object({ id: z.string(), name: z.string().nullish() });

/** Evidence with what it points at, by name (to-one embeds; null for the kinds it is not). */
export const summaryEvidenceSchema = evidenceSchema.extend({
  checks: named.nullish(),
  config_items: named.extend({ type: z.string().nullish() }).nullish(),
  components: named.nullish(),
  config_changes: z
    .object({
      id: z.string(),
      config_id: z.string().nullish(),
      change_type: z.string().nullish(),
      summary: z.string().nullish(),
    })
    .nullish(),
});
export type SummaryEvidence = z.infer<typeof summaryEvidenceSchema>;

export const summaryHypothesisSchema = hypothesisSchema.extend({
  evidences: z.array(summaryEvidenceSchema).nullish(),
});
export type SummaryHypothesis = z.infer<typeof summaryHypothesisSchema>;

export const incidentSummarySchema = incidentSchema.omit({ hypotheses: true }).extend({
  hypotheses: z.array(summaryHypothesisSchema).nullish(),
});
export type IncidentSummaryData = z.infer<typeof incidentSummarySchema>;

/** One request: the incident with its hypotheses, their evidences and what each names, as PostgREST embeds them. */
export const INCIDENT_SUMMARY_SELECT =
  '*,hypotheses(*,evidences(*,checks(id,name),config_items(id,name,type),components(id,name),' +
  'config_changes(id,config_id,change_type,summary)))';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Incident ids are UUIDs; anything else cannot name an incident, so it is not asked for. */
export function isIncidentId(id: string): boolean {
  return UUID.test(id.trim());
}

/** Oldest first. */
export function byCreated<T extends { created_at?: string | null }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => (a.created_at ?? '').localeCompare(b.created_at ?? ''));
}
