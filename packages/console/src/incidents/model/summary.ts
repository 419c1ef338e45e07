import { z } from 'zod';
import { evidenceSchema, hypothesisSchema, incidentSchema } from '@mission-control/api';

/** Evidence with the name of the check it points at (a to-one embed; null when it has no check). */
export const summaryEvidenceSchema = evidenceSchema.extend({
  checks: z.object({ id: z.string(), name: z.string().nullish() }).nullish(),
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

/** One request: the incident with its hypotheses and their evidences, as PostgREST embeds them. */
export const INCIDENT_SUMMARY_SELECT = '*,hypotheses(*,evidences(*,checks(id,name)))';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Incident ids are UUIDs; anything else cannot name an incident, so it is not asked for. */
export function isIncidentId(id: string): boolean {
  return UUID.test(id.trim());
}

/** Oldest first. */
export function byCreated<T extends { created_at?: string | null }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => (a.created_at ?? '').localeCompare(b.created_at ?? ''));
}
