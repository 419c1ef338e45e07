import type { Queryable } from '../db/database';
import { matchesAny } from '../playbooks/selectors';
import { parseDuration } from '../runner/duration';
import { compileFilter, filterMatches } from './cel';
import type { EventResource } from './resource';

/**
 * The constraints a send goes through after a rule matched, in upstream's order (mc notification/events.go):
 * repeat interval, silences, inhibitions, rate limit; `wait_for` is the dispatcher's. Each answers the status the
 * history row gets when it holds (and what caused it), or undefined to go on.
 */

export interface RuleRow {
  id: string;
  name: string;
  namespace: string | null;
  events: string[];
  filter: string | null;
  title: string | null;
  template: string | null;
  person_id: string | null;
  team_id: string | null;
  playbook_id: string | null;
  custom_services: unknown;
  repeat_interval: string | null;
  inhibitions: unknown;
  wait_for: string | number | null;
  group_by: string[] | null;
  properties: Record<string, unknown> | null;
  error: string | null;
  error_at: Date | string | null;
}

/** A rule's repeat interval in ms (undefined: none). An unreadable one is a rule error. */
export function repeatIntervalMs(rule: RuleRow): number | undefined {
  if (!rule.repeat_interval?.trim()) return undefined;
  const ms = parseDuration(rule.repeat_interval);
  return ms > 0 ? ms : undefined;
}

/**
 * The group a send belongs to: the resource, plus the rule's `group_by` keys read from the resource (type,
 * description, status_reason, tag keys), so one per group is sent within the repeat interval.
 */
export function groupKey(rule: RuleRow, resource: EventResource): string {
  const keys = rule.group_by ?? [];
  if (!keys.length) return resource.id;
  const env = resource.env.resource;
  const tags = (env.tags ?? env.labels ?? {}) as Record<string, unknown>;
  return keys.map((key) => `${key}=${String(env[key] ?? tags[key.replace(/^tag:/, '')] ?? '')}`).join('&');
}

/** An earlier send of this rule to this recipient for the resource (or group) within the interval: its id. */
export async function repeatBlocker(
  db: Queryable,
  rule: RuleRow,
  recipient: string,
  group: string,
  resource: EventResource,
  intervalMs: number,
): Promise<string | undefined> {
  const { rows } = await db.query<{ id: string }>(
    `SELECT id FROM notification_send_history
     WHERE notification_id = $1 AND recipient = $2 AND status IN ('sent', 'sending')
       AND (resource_id = $3 OR body_payload->>'group' = $4)
       AND created_at > now() - ($5::double precision * interval '1 millisecond')
     ORDER BY created_at DESC LIMIT 1`,
    [rule.id, recipient, resource.id, group, intervalMs],
  );
  return rows[0]?.id;
}

export interface SilenceMatch {
  filter: string | null;
  selectors: unknown;
  config_id: string | null;
  check_id: string | null;
  canary_id: string | null;
  component_id: string | null;
  recursive: boolean | null;
}

interface SilenceRow extends SilenceMatch {
  id: string;
}

/**
 * The first active silence that matches (mc GetMatchingNotificationSilences + getFirstSilencer): one naming the
 * resource (or, recursive, an ancestor of it), or one with a filter (CEL over the event, true) or selectors. A
 * filter that fails is written to the silence's `error`, which takes it out of the candidates.
 */
export async function firstSilence(db: Queryable, resource: EventResource): Promise<string | undefined> {
  const ids = [resource.id, ...resource.ancestors];
  const { rows } = await db.query<SilenceRow>(
    `SELECT id, filter, selectors, config_id, check_id, canary_id, component_id, recursive
     FROM notification_silences
     WHERE deleted_at IS NULL AND error IS NULL
       AND ("from" IS NULL OR "from" <= now()) AND ("until" IS NULL OR "until" >= now())
       AND ((filter IS NOT NULL AND filter <> '') OR (selectors IS NOT NULL AND selectors <> 'null'::jsonb
              AND selectors <> '[]'::jsonb)
            OR coalesce(config_id, check_id, component_id) = $1
            OR (canary_id IS NOT NULL AND canary_id = ANY(ARRAY(SELECT jsonb_array_elements_text($2::jsonb))::uuid[]))
            OR (recursive IS TRUE AND coalesce(config_id, component_id) = ANY(ARRAY(SELECT jsonb_array_elements_text($2::jsonb))::uuid[])))
     ORDER BY created_at`,
    [resource.id, ids],
  );
  for (const silence of rows) {
    try {
      if (silenceMatches(silence, resource)) return silence.id;
    } catch (error) {
      await db.query('UPDATE notification_silences SET error = $2, updated_at = now() WHERE id = $1', [
        silence.id,
        (error as Error).message,
      ]);
    }
  }
  return undefined;
}

/**
 * Whether one silence matches the resource (mc getFirstSilencer): its resource (or, recursive, an ancestor),
 * then its filter, then its selectors. A filter that does not compile or evaluate is thrown as a sentence.
 */
export function silenceMatches(silence: SilenceMatch, resource: EventResource): boolean {
  const named = silence.config_id ?? silence.check_id ?? silence.component_id ?? silence.canary_id;
  if (named) {
    const direct = named === resource.id || (silence.canary_id && resource.ancestors.includes(silence.canary_id));
    const inherited = silence.recursive && resource.ancestors.includes(named);
    if (!direct && !inherited) return false;
  }
  if (silence.filter?.trim()) {
    const compiled = compileFilter('filter', silence.filter);
    if ('problem' in compiled) throw new Error(compiled.problem);
    if (!filterMatches('filter', compiled.program, resource.env)) return false;
  }
  if (Array.isArray(silence.selectors) && silence.selectors.length) {
    const env = resource.env.resource;
    const selectable = {
      id: resource.id,
      name: String(env.name ?? ''),
      namespace: (env.namespace as string | null) ?? null,
      type: (env.type as string | null) ?? null,
      labels: (env.labels as Record<string, unknown> | null) ?? null,
      tags: (env.tags as Record<string, unknown> | null) ?? null,
      health: resource.health ?? null,
      status: resource.status ?? null,
    };
    if (!matchesAny(selectable, silence.selectors)) return false;
  }
  return true;
}

interface Inhibition {
  from: string;
  to: string[];
}

function inhibitionsOf(rule: RuleRow): Inhibition[] {
  if (!Array.isArray(rule.inhibitions)) return [];
  return rule.inhibitions.flatMap((entry) => {
    const record = (entry ?? {}) as Record<string, unknown>;
    const to = Array.isArray(record.to) ? record.to.filter((t): t is string => typeof t === 'string') : [];
    return typeof record.from === 'string' && to.length ? [{ from: record.from, to }] : [];
  });
}

/**
 * Inhibitions (catalog items): `{from: 'Kubernetes::Deployment', to: ['Kubernetes::Pod']}` holds back a
 * notification about a Pod while one about its Deployment (an ancestor) was sent by the rule within the repeat
 * interval (default 1 h), as the Deployment's notification already tells the story. Answers the send it defers to.
 */
export async function inhibitor(
  db: Queryable,
  rule: RuleRow,
  resource: EventResource,
  intervalMs = 3_600_000,
): Promise<string | undefined> {
  if (resource.kind !== 'config' || !resource.ancestors.length) return undefined;
  const froms = inhibitionsOf(rule)
    .filter((inhibition) => inhibition.to.includes(resource.type ?? ''))
    .map((inhibition) => inhibition.from);
  if (!froms.length) return undefined;
  const { rows } = await db.query<{ id: string }>(
    `SELECT h.id FROM notification_send_history h JOIN config_items ci ON ci.id = h.resource_id
     WHERE h.notification_id = $1 AND h.status = 'sent' AND h.resource_id = ANY(ARRAY(SELECT jsonb_array_elements_text($2::jsonb))::uuid[])
       AND ci.type = ANY(ARRAY(SELECT jsonb_array_elements_text($3::jsonb))::text[])
       AND h.created_at > now() - ($4::double precision * interval '1 millisecond')
     ORDER BY h.created_at DESC LIMIT 1`,
    [rule.id, resource.ancestors, froms, intervalMs],
  );
  return rows[0]?.id;
}

/** Sends a rule makes to one recipient per hour before the rest are skipped (a flapping resource, a loop). */
export const DEFAULT_RATE_LIMIT_PER_HOUR = 50;

/** True when the rule already sent `limit` notifications to the recipient in the last hour. */
export async function rateLimited(db: Queryable, rule: RuleRow, recipient: string, limit: number): Promise<boolean> {
  const { rows } = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM notification_send_history
     WHERE notification_id = $1 AND recipient = $2 AND status IN ('sent', 'sending', 'error')
       AND created_at > now() - interval '1 hour'`,
    [rule.id, recipient],
  );
  return (rows[0]?.count ?? 0) >= limit;
}
