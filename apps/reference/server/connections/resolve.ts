import type { Queryable } from '../db/database';
import { InvalidSpecError } from '../runner/executors/types';
import {
  actionConnectionUse,
  assertNoRedirect,
  assertOwnersMayUse,
  checkConnectionUse,
  ConnectionReferenceError,
  isConnectionReference,
  type ConnectionUse,
  type SpecOwner,
} from './references';
import { isReference } from './secrets';
import type { ConnectionRow } from './test';
import { UUID_PATTERN as UUID } from '../http/input';

export { isConnectionReference };

/**
 * The connection a running spec names, once the S4 rules hold: the spec does
 * not redirect its address, and the canary's or playbook's authors may read
 * it. A refusal is an invalid spec with the rule's message.
 */
async function usableConnection(db: Queryable, use: ConnectionUse, owner: SpecOwner): Promise<ConnectionRow> {
  try {
    assertNoRedirect(use);
    const connection = await findConnection(db, use.reference);
    await assertOwnersMayUse(db, owner, connection.id, use.reference);
    return connection;
  } catch (error) {
    if (error instanceof ConnectionReferenceError) throw new InvalidSpecError(error.message);
    throw error;
  }
}

/** The stored connection a reference names (secrets in clear), or a clear error. */
export async function findConnection(db: Queryable, reference: string): Promise<ConnectionRow> {
  const columns = 'id, name, namespace, type, url, username, password, certificate, insecure_tls, properties';
  let rows: ConnectionRow[];
  if (UUID.test(reference)) {
    ({ rows } = await db.query<ConnectionRow>(
      `SELECT ${columns} FROM connections WHERE id = $1 AND deleted_at IS NULL`,
      [reference],
    ));
  } else {
    const path = reference.slice('connection://'.length).replace(/\/+$/, '');
    const parts = path.split('/');
    if (!path || parts.length > 2 || parts.some((part) => !part)) {
      throw new InvalidSpecError(`"${reference}" must be connection://namespace/name`);
    }
    const [namespace, name] = parts.length === 2 ? parts : ['default', parts[0]];
    ({ rows } = await db.query<ConnectionRow>(
      `SELECT ${columns} FROM connections WHERE namespace = $1 AND name = $2 AND deleted_at IS NULL
       ORDER BY created_at DESC LIMIT 1`,
      [namespace, name],
    ));
  }
  const connection = rows[0];
  if (!connection) throw new InvalidSpecError(`connection ${reference} not found`);
  for (const field of ['url', 'username', 'password'] as const) {
    const value = connection[field];
    if (typeof value === 'string' && isReference(value)) {
      throw new InvalidSpecError(
        `connection ${reference}: ${field} refers to a Kubernetes secret or config map, which this server cannot read`,
      );
    }
  }
  return connection;
}

/** The connection's URL with its username and password in the userinfo (for URL-driven drivers). */
export function urlWithCredentials(connection: ConnectionRow): string {
  if (!connection.url) throw new InvalidSpecError(`connection ${connection.namespace}/${connection.name} has no url`);
  if (!connection.username && !connection.password) return connection.url;
  try {
    const url = new URL(connection.url);
    if (connection.username && !url.username) url.username = encodeURIComponent(connection.username);
    if (connection.password && !url.password) url.password = encodeURIComponent(connection.password);
    return url.toString();
  } catch {
    return connection.url;
  }
}

/**
 * A check spec with its `connection` reference replaced by what the named
 * connection holds, read at run time so a rotated password applies to the
 * next run. The address always comes from the connection (a spec that sets
 * its own is refused); credentials the spec sets itself win. Specs without a
 * reference are returned as they are.
 */
export async function resolveCheckConnection(
  db: Queryable,
  type: string,
  spec: Record<string, unknown>,
  owner: SpecOwner,
): Promise<Record<string, unknown>> {
  const use = checkConnectionUse(type, String(spec.name ?? ''), spec);
  if (!use) return spec;
  const connection = await usableConnection(db, use, owner);
  const resolved: Record<string, unknown> = { ...spec };
  switch (type) {
    case 'postgres':
    case 'sql':
      resolved.connection = urlWithCredentials(connection);
      break;
    case 'redis':
      delete resolved.connection;
      resolved.addr = connection.url;
      if (connection.username) resolved.username ??= connection.username;
      if (connection.password) resolved.password ??= connection.password;
      break;
    default:
      delete resolved.connection;
      resolved.url = connection.url;
      if (connection.username) resolved.username ??= connection.username;
      if (connection.password) resolved.password ??= connection.password;
  }
  return resolved;
}

/**
 * A playbook action whose `http.connection` names a connection: the URL and
 * basic credentials come from it (an action that sets its own URL is refused).
 */
export async function resolveActionConnection(
  db: Queryable,
  action: Record<string, unknown>,
  owner: SpecOwner,
): Promise<Record<string, unknown>> {
  const use = actionConnectionUse(action, 0);
  if (!use) return action;
  const sql = action.sql;
  if (sql && typeof sql === 'object' && !Array.isArray(sql)) {
    // As a sql check's: the connection's URL with its credentials (playbooks/actions/sql.ts).
    const { connection: _reference, ...rest } = sql as Record<string, unknown>;
    return { ...action, sql: { ...rest, url: urlWithCredentials(await usableConnection(db, use, owner)) } };
  }
  if (action.notification && typeof action.notification === 'object') {
    // The rules hold; the notification senders read the connection by its reference (playbooks/actions/notification.ts).
    await usableConnection(db, use, owner);
    return action;
  }
  const http = action.http;
  if (!http || typeof http !== 'object' || Array.isArray(http)) {
    throw new InvalidSpecError(`${use.where}: only http, sql and notification actions can use a connection`);
  }
  const spec = http as Record<string, unknown>;
  const connection = await usableConnection(db, use, owner);
  const headers: unknown[] = Array.isArray(spec.headers)
    ? [...(spec.headers as unknown[])]
    : spec.headers && typeof spec.headers === 'object'
      ? Object.entries(spec.headers).map(([name, value]) => ({ name, value }))
      : [];
  if ((connection.username || connection.password) && !headers.some(isAuthorization)) {
    const token = Buffer.from(`${connection.username ?? ''}:${connection.password ?? ''}`).toString('base64');
    headers.push({ name: 'Authorization', value: `Basic ${token}` });
  }
  const { connection: _reference, ...rest } = spec;
  return { ...action, http: { ...rest, url: connection.url, headers } };
}

const isAuthorization = (header: unknown) =>
  !!header &&
  typeof header === 'object' &&
  String((header as { name?: unknown }).name ?? '').toLowerCase() === 'authorization';
