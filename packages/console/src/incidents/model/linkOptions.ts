import { INCIDENT_SEVERITIES, INCIDENT_TYPES, type Incident } from '@mission-control/api';
import type { SelectOption } from '@mission-control/ui';

type Translate = (key: string, fallback: string) => string;

const SEVERITY_LABELS: Record<(typeof INCIDENT_SEVERITIES)[number], string> = {
  low: 'Low',
  medium: 'Medium',
  high: 'High',
  blocker: 'Blocker',
  critical: 'Critical',
};

/**
 * The backend's `incidents.type` values (reference §4): the UI's `technicalDebt` is stored as
 * `technical_debt`, and `reliability`, which the backend does not know, is not offered.
 */
const TYPE_LABELS: Record<(typeof INCIDENT_TYPES)[number], string> = {
  availability: 'Availability',
  cost: 'Cost',
  performance: 'Performance',
  security: 'Security',
  technical_debt: 'Technical Debt',
  compliance: 'Compliance',
  integration: 'Integration',
};

export const severityOptions = (t: Translate): SelectOption[] =>
  INCIDENT_SEVERITIES.map((id) => ({ id, label: t(`incidents.severity.${id}`, SEVERITY_LABELS[id]) }));

export const typeOptions = (t: Translate): SelectOption[] =>
  INCIDENT_TYPES.map((id) => ({ id, label: t(`incidents.type.${id}`, TYPE_LABELS[id]) }));

/** Numeric severities 1–4 of older backends read as the words (1 is the most severe). */
const NUMERIC_SEVERITY: Record<string, string> = { '1': 'critical', '2': 'blocker', '3': 'high', '4': 'medium' };

/** The incident's severity and type as form values, or '' where the value is not one the form offers. */
export function formValuesOf(incident: Pick<Incident, 'severity' | 'type'>): { severity: string; type: string } {
  const severity = NUMERIC_SEVERITY[incident.severity] ?? incident.severity.toLowerCase();
  const type = incident.type === 'technicalDebt' ? 'technical_debt' : incident.type;
  return {
    severity: (INCIDENT_SEVERITIES as readonly string[]).includes(severity) ? severity : '',
    type: (INCIDENT_TYPES as readonly string[]).includes(type) ? type : '',
  };
}

/** The combobox key of the 'Create "…"' option; a real incident id is a uuid and never starts so. */
const CREATE_PREFIX = 'create:';

export const createIncidentKey = (title: string) => `${CREATE_PREFIX}${title}`;

/** The new incident's title when the key is a 'Create "…"' option. */
export function newIncidentTitle(key: string): string | null {
  return key.startsWith(CREATE_PREFIX) ? key.slice(CREATE_PREFIX.length) : null;
}

/** The error-toast rule has one home in api (operations §8); re-exported for the incident modal. */
export { errorMessageOf } from '@mission-control/api';
