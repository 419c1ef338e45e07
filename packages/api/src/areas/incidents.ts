import {
  evidenceLinkPayloadSchema,
  evidenceSchema,
  hypothesisSchema,
  incidentSchema,
  toEvidenceRow,
  type EVIDENCE_TYPES,
  type Evidence,
} from '../schemas/incident';
import type { RequestOptions } from '../transport';
import type { DbClient } from './db';

export type EvidenceType = (typeof EVIDENCE_TYPES)[number];

/** The one resource an evidence points at (operations §3.6 evidence link payload). */
export interface EvidenceTarget {
  check_id?: string;
  config_id?: string;
  component_id?: string;
  config_change_id?: string;
  config_analysis_id?: string;
}

/** An existing incident by id, or a new one to create (operations §7: user, title, severity, type, description ''). */
export type IncidentChoice = { id: string } | { title: string; severity: string; type: string };

/** An existing hypothesis by id, or a new root hypothesis with this title. */
export type HypothesisChoice = { id: string } | { title: string };

export interface LinkToIncidentInput {
  /** Who links: written as `created_by` on every new row. */
  user: { id: string };
  incident: IncidentChoice;
  /** Omitted for a new incident: its root hypothesis is created with the incident's title. */
  hypothesis?: HypothesisChoice;
  target: EvidenceTarget;
  type: EvidenceType;
  /** The evidence's own payload (`evidences.evidence`). @default {} */
  evidence?: Record<string, unknown>;
  /** The evidence description. @default '' */
  description?: string;
}

export interface LinkToIncidentResult {
  /** The incident's row id (what /incidents/{id} takes). */
  incidentId: string;
  hypothesisId: string;
  evidence: Evidence;
}

export type LinkStage = 'incident' | 'hypothesis' | 'evidence';

/** Which step of the link failed; the console reports an evidence failure and only logs the others (operations §8). */
export class IncidentLinkError extends Error {
  readonly stage: LinkStage;
  override readonly cause: unknown;
  constructor(stage: LinkStage, cause: unknown) {
    super(cause instanceof Error ? cause.message : `Could not create the ${stage}`);
    this.name = 'IncidentLinkError';
    this.stage = stage;
    this.cause = cause;
  }
}

/** The `POST /db/incidents` row for a new incident; its description starts empty and its status is the column default (open). */
export function newIncidentRow(user: { id: string }, incident: { title: string; severity: string; type: string }) {
  return {
    title: incident.title.trim(),
    severity: incident.severity,
    type: incident.type,
    description: '',
    created_by: user.id,
  };
}

/** The `POST /db/hypotheses` row: a new hypothesis is a possible root cause. */
export function rootHypothesisRow(user: { id: string }, incidentId: string, title: string) {
  return { title: title.trim(), incident_id: incidentId, created_by: user.id, status: 'possible', type: 'root' };
}

async function stage<T>(name: LinkStage, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw new IncidentLinkError(name, error);
  }
}

function firstRow<T>(rows: T[], table: string): T {
  const [row] = rows;
  if (!row) throw new Error(`The ${table} row was not returned`);
  return row;
}

/**
 * 'Attach as Evidence': creates the incident when it is new, a root hypothesis when
 * none was picked, then the evidence, in that order (operations §4, §7). A failure
 * throws an `IncidentLinkError` naming the step; earlier rows stay (as upstream).
 */
export async function linkToIncident(
  db: Pick<DbClient, 'insert'>,
  input: LinkToIncidentInput,
  options: RequestOptions = {},
): Promise<LinkToIncidentResult> {
  const payloadFor = (hypothesisId: string) =>
    evidenceLinkPayloadSchema.parse({
      ...input.target,
      hypothesisId,
      evidence: input.evidence ?? {},
      type: input.type,
      description: input.description ?? '',
      user: input.user,
    });
  // Bad input (no target, unknown type) is refused before anything is written; the
  // hypothesis id is not known yet, so a stand-in takes its place for this check.
  await stage('evidence', async () => payloadFor('not-yet-created'));

  let incidentId: string;
  let incidentTitle: string | undefined;
  if ('id' in input.incident) {
    incidentId = input.incident.id;
  } else {
    const row = newIncidentRow(input.user, input.incident);
    incidentTitle = row.title;
    const created = await stage('incident', async () =>
      firstRow(await db.insert('incidents', row, incidentSchema, options), 'incident'),
    );
    incidentId = created.id;
  }

  let hypothesisId: string;
  if (input.hypothesis && 'id' in input.hypothesis) {
    hypothesisId = input.hypothesis.id;
  } else {
    const title = input.hypothesis?.title ?? incidentTitle;
    if (!title?.trim()) {
      throw new IncidentLinkError('hypothesis', new Error('A hypothesis title is required'));
    }
    const created = await stage('hypothesis', async () =>
      firstRow(
        await db.insert('hypotheses', rootHypothesisRow(input.user, incidentId, title), hypothesisSchema, options),
        'hypothesis',
      ),
    );
    hypothesisId = created.id;
  }

  const evidence = await stage('evidence', async () =>
    firstRow(
      await db.insert('evidences', toEvidenceRow(payloadFor(hypothesisId)), evidenceSchema, options),
      'evidence',
    ),
  );
  return { incidentId, hypothesisId, evidence };
}
