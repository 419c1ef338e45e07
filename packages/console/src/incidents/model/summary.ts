import * as z from 'zod/mini';
import { evidenceSchema, hypothesisSchema, incidentSchema } from '@mission-control/api';

const named = z.object({ id: z.string(), name: z.nullish(z.string()) });

/** Evidence with what it points at, by name (to-one embeds; null for the kinds it is not). */
export const summaryEvidenceSchema = z.extend(evidenceSchema, {
  checks: z.nullish(named),
  config_items: z.nullish(z.extend(named, { type: z.nullish(z.string()) })),
  components: z.nullish(named),
  config_changes: z.nullish(
    z.object({
      id: z.string(),
      config_id: z.nullish(z.string()),
      change_type: z.nullish(z.string()),
      summary: z.nullish(z.string()),
    }),
  ),
});
export type SummaryEvidence = z.infer<typeof summaryEvidenceSchema>;

export const summaryHypothesisSchema = z.extend(hypothesisSchema, {
  evidences: z.nullish(z.array(summaryEvidenceSchema)),
});
export type SummaryHypothesis = z.infer<typeof summaryHypothesisSchema>;

export const incidentSummarySchema = z.extend(z.omit(incidentSchema, { hypotheses: true }), {
  hypotheses: z.nullish(z.array(summaryHypothesisSchema)),
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
