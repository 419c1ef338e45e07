// "Create New Incident" (#23): the form's values, their validation with the spec's sentences (operations §5) and
// the rows written for them.
import { newIncidentRow, rootHypothesisRow } from '@mission-control/api';

export type EvidenceKind = '' | 'check' | 'config';

export interface CreateIncidentValues {
  title: string;
  type: string;
  severity: string;
  description: string;
  commander_id: string;
  component_id: string;
  evidenceKind: EvidenceKind;
  evidence_id: string;
}

export const EMPTY_CREATE: CreateIncidentValues = {
  title: '',
  type: '',
  severity: '',
  description: '',
  commander_id: '',
  component_id: '',
  evidenceKind: '',
  evidence_id: '',
};

export type CreateErrors = Partial<Record<keyof CreateIncidentValues, string>>;

type Translate = (key: string, fallback: string) => string;

/** The spec's messages: a title is a required text ('This field is required'), severity and type their own. */
export function validateCreate(values: CreateIncidentValues, t: Translate): CreateErrors {
  const errors: CreateErrors = {};
  if (!values.title.trim()) errors.title = t('incidents.create.required', 'This field is required');
  if (!values.severity) errors.severity = t('incidents.create.severity', 'Please select incident severity');
  if (!values.type) errors.type = t('incidents.create.type', 'Please select an incident type');
  if (values.evidenceKind && !values.evidence_id)
    errors.evidence_id = t('incidents.create.required', 'This field is required');
  return errors;
}

/** The incident row (created_by is the server's: it is the caller). */
export function incidentRowOf(values: CreateIncidentValues, userId: string) {
  return {
    ...newIncidentRow({ id: userId }, { title: values.title.trim(), severity: values.severity, type: values.type }),
    description: values.description.trim(),
    ...(values.commander_id ? { commander_id: values.commander_id } : {}),
  };
}

/** The root hypothesis every incident has, named after it, which the evidence hangs from. */
export const hypothesisRowOf = (values: CreateIncidentValues, userId: string, incidentId: string) =>
  rootHypothesisRow({ id: userId }, incidentId, values.title.trim());

/** The evidence rows: the linked component, and the check or catalog item chosen as first evidence. */
export function evidenceRowsOf(values: CreateIncidentValues, userId: string, hypothesisId: string) {
  const base = { hypothesis_id: hypothesisId, created_by: userId, description: values.title.trim() };
  const rows: Record<string, unknown>[] = [];
  if (values.component_id) rows.push({ ...base, type: 'topology', component_id: values.component_id });
  if (values.evidenceKind === 'check' && values.evidence_id)
    rows.push({ ...base, type: 'check', check_id: values.evidence_id });
  if (values.evidenceKind === 'config' && values.evidence_id)
    rows.push({ ...base, type: 'config', config_id: values.evidence_id });
  return rows;
}
