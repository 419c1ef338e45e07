import { compileFilter, type FilterProgram } from '../../notifications/cel';

/**
 * A playbook spec's `on` as upstream writes it: the resource kind, then a list of `{event, filter, labels}`:
 *
 *   on:
 *     canary: [{ event: failed, filter: "check.name == 'api'" }]
 *     config: [{ event: unhealthy, labels: { env: prod } }]
 *     component: [{ event: unhealthy }]
 *
 * `canary` events are the check events (`check.failed`, `check.passed`); an `event` may also be written as the
 * queue's full name (`check.failed`). The filter is CEL in the notification rules' environment (`check`, `canary`,
 * `config`, `component`, `resource`, `event`), compiled by the same library.
 */
export const TRIGGER_KINDS = {
  canary: { prefix: 'check', events: ['passed', 'failed'] },
  config: {
    prefix: 'config',
    events: ['created', 'updated', 'changed', 'deleted', 'healthy', 'unhealthy', 'warning', 'unknown', 'degraded'],
  },
  component: { prefix: 'component', events: ['healthy', 'unhealthy', 'warning', 'unknown', 'degraded'] },
} as const;
export type TriggerKind = keyof typeof TRIGGER_KINDS;

/** Triggers per playbook spec, so one spec with thousands of entries cannot make every event slow. */
export const MAX_TRIGGERS = 50;

export interface PlaybookTrigger {
  kind: TriggerKind;
  /** The queue's event name, e.g. `check.failed`. */
  event: string;
  filter?: string;
  program?: FilterProgram;
  labels?: Record<string, string>;
  /** Where in the spec, for messages: `on.canary[0]`. */
  where: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** The queue event an `event` value names for this kind, or a sentence saying what is allowed. */
function eventName(kind: TriggerKind, value: unknown): { name: string } | { problem: string } {
  const { prefix, events } = TRIGGER_KINDS[kind];
  const allowed = `one of ${events.join(', ')}`;
  if (typeof value !== 'string' || !value.trim()) return { problem: `event is required (${allowed})` };
  const short = value.trim().startsWith(`${prefix}.`) ? value.trim().slice(prefix.length + 1) : value.trim();
  if (!(events as readonly string[]).includes(short)) {
    return { problem: `event "${value}" is not a ${kind} event (${allowed})` };
  }
  return { name: `${prefix}.${short}` };
}

/**
 * The triggers of a spec and the problems of the entries that cannot be used (an unknown kind or event, a filter
 * that does not compile). Save-time validation can report the problems; the event consumer skips those entries.
 */
export function parseTriggers(spec: unknown): { triggers: PlaybookTrigger[]; problems: string[] } {
  const triggers: PlaybookTrigger[] = [];
  const problems: string[] = [];
  const on = isRecord(spec) ? spec.on : undefined;
  if (on == null) return { triggers, problems };
  if (!isRecord(on)) return { triggers, problems: ['on must be an object of canary, config and component events'] };
  for (const [key, entries] of Object.entries(on)) {
    if (key === 'webhook') {
      if (entries != null) problems.push('on.webhook: webhook-triggered playbooks are not available on this server');
      continue;
    }
    if (!Object.hasOwn(TRIGGER_KINDS, key)) {
      problems.push(`on.${key}: unknown trigger; use canary, config or component`);
      continue;
    }
    const kind = key as TriggerKind;
    if (!Array.isArray(entries)) {
      problems.push(`on.${kind} must be a list of {event, filter, labels}`);
      continue;
    }
    for (const [index, entry] of entries.entries()) {
      const where = `on.${kind}[${index}]`;
      if (triggers.length >= MAX_TRIGGERS) {
        problems.push(`${where}: a playbook may have at most ${MAX_TRIGGERS} triggers`);
        break;
      }
      if (!isRecord(entry)) {
        problems.push(`${where} must be an object with event, filter and labels`);
        continue;
      }
      const named = eventName(kind, entry.event);
      if ('problem' in named) {
        problems.push(`${where}: ${named.problem}`);
        continue;
      }
      const trigger: PlaybookTrigger = { kind, event: named.name, where };
      if (entry.filter != null && entry.filter !== '') {
        if (typeof entry.filter !== 'string') {
          problems.push(`${where}: filter must be a CEL expression (text)`);
          continue;
        }
        const compiled = compileFilter(`${where}.filter`, entry.filter);
        if ('problem' in compiled) {
          problems.push(compiled.problem);
          continue;
        }
        trigger.filter = entry.filter;
        trigger.program = compiled.program;
      }
      if (entry.labels != null) {
        if (!isRecord(entry.labels) || Object.values(entry.labels).some((value) => typeof value !== 'string')) {
          problems.push(`${where}: labels must be an object of text values`);
          continue;
        }
        trigger.labels = entry.labels as Record<string, string>;
      }
      triggers.push(trigger);
    }
  }
  return { triggers, problems };
}

/** Every label of the trigger is on the resource with the same value. */
export function labelsMatch(wanted: Record<string, string> | undefined, labels: unknown): boolean {
  if (!wanted) return true;
  const actual = isRecord(labels) ? labels : {};
  return Object.entries(wanted).every(([key, value]) => actual[key] === value);
}
