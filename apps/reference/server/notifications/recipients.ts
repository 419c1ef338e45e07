import type { Queryable } from '../db/database';
import { findConnection, urlWithCredentials } from '../connections/resolve';
import { chatCall, isChatService, type ChatCall } from './chat';
import type { RuleRow } from './constraints';

/**
 * Who a rule notifies, one entry per delivery: person → their email; team → each member's email (or the team
 * spec's notification channels); `custom_services` → `[{name, connection}]` (connection://namespace/name or an
 * id) or `[{name, url}]` with a Shoutrrr-style URL; playbook → a run. `key` names the recipient in the history
 * (`recipient`) and is what the repeat interval and the rate limit count by; credentials never appear in it.
 */
export type Recipient =
  | {
      kind: 'email';
      key: string;
      to: string;
      smtpUrl?: string;
      from?: string;
      personId?: string;
      connectionId?: string;
    }
  | {
      kind: 'webhook';
      key: string;
      url: string;
      method: string;
      headers: Record<string, string>;
      template?: string;
      insecure?: boolean;
      connectionId?: string;
      /** A chat service's API (slack://, teams://, …): its body and the service named in errors. */
      chat?: ChatCall;
      /** Shoutrrr generic `titlekey`/`messagekey`: the JSON body's keys (default title and message). */
      jsonKeys?: { title: string; message: string };
    }
  | { kind: 'playbook'; key: string; playbookId: string }
  | { kind: 'unsupported'; key: string; error: string; connectionId?: string };

/** Limits on a rule's fan-out (a team of thousands, a long custom_services list). */
export const MAX_RECIPIENTS = 100;

const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

function headersOf(value: unknown): Record<string, string> {
  const headers: Record<string, string> = {};
  if (Array.isArray(value)) {
    for (const entry of value) {
      const { name, value: v } = record(entry);
      if (typeof name === 'string' && v != null) headers[name] = String(v);
    }
  } else {
    for (const [name, v] of Object.entries(record(value))) if (v != null) headers[name] = String(v);
  }
  return headers;
}

/** Credentials out of a URL, for the history and messages. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '****';
    return parsed.toString();
  } catch {
    return url.replace(/\/\/[^@/]*@/, '//****@');
  }
}

/**
 * A Shoutrrr-style URL as a recipient. `generic+http://host:port/path` (and `generic://` = https) posts to the
 * address: query `method`, `template` (`json`: `{"title","message"}`, the default) and `@Header=value` headers, as
 * Shoutrrr's generic service reads them; `smtp://user:pass@host:port/?from=&to=` sends an email; `slack://`,
 * `teams://` and the other chat services (chat.ts) post to that service's webhook API.
 */
export function recipientFromUrl(
  key: string,
  raw: string,
  extra: { method?: unknown; headers?: unknown; template?: unknown; connectionId?: string; insecure?: boolean } = {},
): Recipient {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { kind: 'unsupported', key, error: `"${redactUrl(raw)}" is not a URL`, connectionId: extra.connectionId };
  }
  const scheme = url.protocol.replace(/:$/, '');
  if (scheme === 'smtp' || scheme === 'smtps') {
    const to = url.searchParams.get('to') ?? url.searchParams.get('toaddresses');
    if (!to)
      return { kind: 'unsupported', key, error: `${scheme} URL has no ?to= address`, connectionId: extra.connectionId };
    const from = url.searchParams.get('from') ?? url.searchParams.get('fromaddress') ?? undefined;
    const server = new URL(`${scheme}://${url.host}`);
    server.username = url.username;
    server.password = url.password;
    return { kind: 'email', key, to, smtpUrl: server.toString(), from, connectionId: extra.connectionId };
  }
  if (scheme === 'generic' || scheme.startsWith('generic+') || scheme === 'http' || scheme === 'https') {
    // Shoutrrr's generic service: https unless `disabletls=yes`.
    const plain = ['yes', 'true'].includes(url.searchParams.get('disabletls') ?? '');
    const transport =
      scheme === 'generic' ? (plain ? 'http' : 'https') : scheme.startsWith('generic+') ? scheme.slice(8) : scheme;
    if (transport !== 'http' && transport !== 'https') {
      return {
        kind: 'unsupported',
        key,
        error: `${scheme}:// is not an http or https webhook`,
        connectionId: extra.connectionId,
      };
    }
    const headers = headersOf(extra.headers);
    let method = typeof extra.method === 'string' && extra.method ? extra.method : 'POST';
    let template = typeof extra.template === 'string' && extra.template ? extra.template : undefined;
    const keys = { title: 'title', message: 'message' };
    const target = new URL(url.toString().replace(/^[^:]+:/, `${transport}:`));
    // Shoutrrr's generic query parameters (as the connection form writes them) are read here, not sent on.
    for (const [name, value] of [...target.searchParams]) {
      if (name.startsWith('@')) headers[name.slice(1)] = value;
      else if (name === 'method' || name === 'requestmethod') method = value;
      else if (name === 'template' && value !== 'json') template = value;
      else if (name === 'contenttype') headers['content-type'] = value;
      else if (name === 'titlekey') keys.title = value || 'title';
      else if (name === 'messagekey') keys.message = value || 'message';
      else if (name !== 'disabletls') continue;
      target.searchParams.delete(name);
    }
    target.searchParams.delete('template');
    return {
      kind: 'webhook',
      key,
      url: target.toString(),
      method: method.toUpperCase(),
      headers,
      template,
      insecure: extra.insecure,
      connectionId: extra.connectionId,
      ...(keys.title !== 'title' || keys.message !== 'message' ? { jsonKeys: keys } : {}),
    };
  }
  if (isChatService(scheme)) {
    const chat = chatCall(scheme, url);
    if ('problem' in chat) return { kind: 'unsupported', key, error: chat.problem, connectionId: extra.connectionId };
    return {
      kind: 'webhook',
      key,
      url: chat.url,
      method: 'POST',
      headers: { ...chat.headers, ...headersOf(extra.headers) },
      insecure: extra.insecure,
      connectionId: extra.connectionId,
      chat,
    };
  }
  return {
    kind: 'unsupported',
    key,
    error: `${scheme}:// is not a notification service this server sends to: use smtp://, generic+http(s)://, or one of slack, teams, discord, telegram, ntfy, pushover, mattermost, googlechat`,
    connectionId: extra.connectionId,
  };
}

async function fromConnection(db: Queryable, key: string, reference: string, service: Record<string, unknown>) {
  let connection;
  try {
    connection = await findConnection(db, reference);
  } catch (error) {
    return { kind: 'unsupported', key, error: (error as Error).message } satisfies Recipient;
  }
  const props = record(connection.properties);
  const url = connection.url ? urlWithCredentials(connection) : '';
  if (connection.type === 'email' || /^smtps?:/.test(url)) {
    const to = (service.to ?? props.to ?? props.toAddresses) as string | undefined;
    const smtp = url.startsWith('smtp') ? new URL(url) : undefined;
    if (smtp && to && !smtp.searchParams.get('to')) smtp.searchParams.set('to', String(to));
    if (smtp && props.from && !smtp.searchParams.get('from')) smtp.searchParams.set('from', String(props.from));
    if (!smtp)
      return {
        kind: 'unsupported',
        key,
        error: `email connection ${reference} has no smtp:// url`,
        connectionId: connection.id,
      } satisfies Recipient;
    return recipientFromUrl(key, smtp.toString(), { connectionId: connection.id });
  }
  return recipientFromUrl(key, url, {
    method: service.method ?? props.method,
    headers: service.headers ?? props.headers,
    template: service.template ?? props.template ?? props.body,
    connectionId: connection.id,
    insecure: connection.insecure_tls ?? false,
  });
}

/** A `{connection}` or `{url}` entry (custom_services, a team's channels) as a recipient. */
async function serviceRecipient(db: Queryable, name: string, service: Record<string, unknown>): Promise<Recipient> {
  if (typeof service.connection === 'string' && service.connection) {
    return fromConnection(db, name, service.connection, { ...record(service.properties), ...service });
  }
  if (typeof service.url === 'string' && service.url) {
    return recipientFromUrl(name, service.url, { ...record(service.properties), ...service });
  }
  return { kind: 'unsupported', key: name, error: `${name} needs a connection or a url` };
}

/** A team spec's `notifications: [{name?, connection | url, properties?}]`. */
export function teamChannels(spec: unknown): Array<Record<string, unknown>> {
  const parsed = typeof spec === 'string' ? safeJson(spec) : spec;
  const list = record(parsed).notifications;
  return Array.isArray(list) ? list.map(record).filter((entry) => entry.connection || entry.url) : [];
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Every recipient of a rule, resolved now (a rotated connection password applies to the next send). */
export async function resolveRecipients(db: Queryable, rule: RuleRow): Promise<Recipient[]> {
  const recipients: Recipient[] = [];
  const personEmail = async (personId: string) => {
    const { rows } = await db.query<{ id: string; email: string | null }>(
      'SELECT id, email FROM people WHERE id = $1',
      [personId],
    );
    const person = rows[0];
    if (!person?.email) {
      recipients.push({
        kind: 'unsupported',
        key: `person:${personId}`,
        error: `person ${personId} has no email address`,
      });
    } else recipients.push({ kind: 'email', key: person.email, to: person.email, personId: person.id });
  };
  if (rule.person_id) await personEmail(rule.person_id);
  if (rule.team_id) {
    // A team whose spec lists its own notification channels (upstream's TeamSpec.notifications) is reached
    // there; otherwise each member by email.
    const { rows: teams } = await db.query<{ name: string; spec: unknown }>(
      'SELECT name, spec FROM teams WHERE id = $1 AND deleted_at IS NULL',
      [rule.team_id],
    );
    const channels = teamChannels(teams[0]?.spec);
    if (channels.length) {
      for (const [index, channel] of channels.slice(0, MAX_RECIPIENTS).entries()) {
        const name = `team:${teams[0]!.name}:${typeof channel.name === 'string' && channel.name ? channel.name : index}`;
        recipients.push(await serviceRecipient(db, name, channel));
      }
    } else {
      const { rows } = await db.query<{ id: string }>(
        `SELECT p.id FROM team_members m JOIN people p ON p.id = m.person_id
         WHERE m.team_id = $1 AND p.deleted_at IS NULL ORDER BY p.email LIMIT $2`,
        [rule.team_id, MAX_RECIPIENTS],
      );
      for (const { id } of rows) await personEmail(id);
    }
  }
  const services = Array.isArray(rule.custom_services) ? rule.custom_services : [];
  for (const [index, entry] of services.slice(0, MAX_RECIPIENTS).entries()) {
    const service = record(entry);
    const name = typeof service.name === 'string' && service.name ? service.name : `custom_services[${index}]`;
    recipients.push(await serviceRecipient(db, name, service));
  }
  if (rule.playbook_id)
    recipients.push({ kind: 'playbook', key: `playbook:${rule.playbook_id}`, playbookId: rule.playbook_id });
  const seen = new Set<string>();
  return recipients.filter((r) => !seen.has(r.key) && seen.add(r.key)).slice(0, MAX_RECIPIENTS);
}
