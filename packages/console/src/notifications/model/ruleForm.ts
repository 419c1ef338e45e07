// The rule form's values and their translation to and from a `notifications` row (reference §3.3).
import { parse as parseYaml, stringify as stringifyYaml } from 'yaml';
import { formatDurationNs, parseDurationNs } from './durations';
import type { RuleRow } from './rows';

export type RecipientKind = 'person' | 'team' | 'others' | 'playbook';
export const RECIPIENT_KINDS: readonly RecipientKind[] = ['person', 'team', 'others', 'playbook'];

/** Every field the form edits; text fields hold text (the form engine's contract), Events a list. */
export interface RuleValues {
  name: string;
  events: string[];
  filter: string;
  /** Comma-separated keys. */
  group_by: string;
  recipient: RecipientKind;
  person_id: string;
  team_id: string;
  /** A `connection://namespace/name` reference, a connection id or a Shoutrrr-style URL. */
  service: string;
  playbook_id: string;
  repeat_interval: string;
  wait_for: string;
  wait_for_eval_period: string;
  title: string;
  template: string;
  /** YAML. */
  properties: string;
}

export const EMPTY_RULE: RuleValues = {
  name: '',
  events: [],
  filter: '',
  group_by: '',
  recipient: 'person',
  person_id: '',
  team_id: '',
  service: '',
  playbook_id: '',
  repeat_interval: '',
  wait_for: '',
  wait_for_eval_period: '',
  title: '',
  template: '',
  properties: '',
};

interface CustomService {
  name?: string;
  connection?: string;
  url?: string;
}

function firstService(services: unknown): string {
  if (!Array.isArray(services) || services.length === 0) return '';
  const first = services[0] as CustomService;
  return first.connection ?? first.url ?? '';
}

/** A row as the form's values. */
export function ruleValuesOf(row: RuleRow): RuleValues {
  const service = firstService(row.custom_services);
  const recipient: RecipientKind = row.person_id
    ? 'person'
    : row.team_id
      ? 'team'
      : row.playbook_id
        ? 'playbook'
        : service
          ? 'others'
          : 'person';
  const properties =
    row.properties && typeof row.properties === 'object' && Object.keys(row.properties).length > 0
      ? stringifyYaml(row.properties).trimEnd()
      : '';
  return {
    name: row.name ?? '',
    events: [...(row.events ?? [])],
    filter: row.filter ?? '',
    group_by: (row.group_by ?? []).join(', '),
    recipient,
    person_id: row.person_id ?? '',
    team_id: row.team_id ?? '',
    service,
    playbook_id: row.playbook_id ?? '',
    repeat_interval: row.repeat_interval ?? '',
    wait_for: formatDurationNs(row.wait_for),
    wait_for_eval_period: formatDurationNs(row.wait_for_eval_period),
    title: row.title ?? '',
    template: row.template ?? '',
    properties,
  };
}

/** What is wrong with the values, by field, in the form's words. */
export function ruleProblems(values: RuleValues): Partial<Record<keyof RuleValues, string>> {
  const problems: Partial<Record<keyof RuleValues, string>> = {};
  if (!values.name.trim()) problems.name = 'Name is required';
  if (values.events.length === 0) problems.events = 'Choose at least one event';
  const recipientField = { person: 'person_id', team: 'team_id', others: 'service', playbook: 'playbook_id' } as const;
  const field = recipientField[values.recipient];
  if (!values[field].trim()) problems[field] = 'Choose who receives the notification';
  if (parseDurationNs(values.wait_for) === undefined) problems.wait_for = 'Use a duration such as 30s, 5m or 1h';
  if (parseDurationNs(values.wait_for_eval_period) === undefined)
    problems.wait_for_eval_period = 'Use a duration such as 30s, 5m or 1h';
  if (values.properties.trim()) {
    try {
      const parsed: unknown = parseYaml(values.properties);
      if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
        problems.properties = 'Properties must be a YAML map of keys to values';
    } catch (error) {
      problems.properties = `Properties are not valid YAML: ${(error as Error).message.split('\n')[0]}`;
    }
  }
  return problems;
}

const SERVICE_URL = /^[a-z][a-z0-9+.-]*:\/\//i;

/** The `notifications` row to write (only the chosen recipient is kept; the others are cleared). */
export function ruleRowOf(values: RuleValues): Record<string, unknown> {
  const service = values.service.trim();
  const groupBy = values.group_by
    .split(',')
    .map((key) => key.trim())
    .filter(Boolean);
  const custom =
    values.recipient === 'others' && service
      ? [
          SERVICE_URL.test(service) && !service.startsWith('connection://')
            ? { name: 'custom', url: service }
            : { name: 'custom', connection: service },
        ]
      : null;
  return {
    name: values.name.trim(),
    events: values.events,
    filter: values.filter.trim() || null,
    group_by: groupBy.length ? groupBy : null,
    person_id: values.recipient === 'person' ? values.person_id : null,
    team_id: values.recipient === 'team' ? values.team_id : null,
    playbook_id: values.recipient === 'playbook' ? values.playbook_id : null,
    custom_services: custom,
    repeat_interval: values.repeat_interval || null,
    wait_for: parseDurationNs(values.wait_for) || null,
    wait_for_eval_period: parseDurationNs(values.wait_for_eval_period) || null,
    title: values.title.trim() || null,
    template: values.template.trim() || null,
    properties: values.properties.trim() ? (parseYaml(values.properties) as Record<string, unknown>) : null,
  };
}

/** Rules written here carry `source: UI`; any other source (a CRD, an agent) is read-only here. */
export function isEditableRule(row: Pick<RuleRow, 'source'> | null | undefined): boolean {
  return !row?.source || row.source === 'UI';
}
