import type { Queryable } from '../db/database';
import { InvalidSpecError } from '../runner/executors/types';
import { isReference } from './secrets';
import type { ConnectionRow } from './test';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `connection://namespace/name`, `connection://name` (namespace 'default') or a connection id. */
export function isConnectionReference(value: unknown): value is string {
  return typeof value === 'string' && (value.startsWith('connection://') || UUID.test(value));
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
 * next run. Fields the spec sets itself win. Specs without a reference are
 * returned as they are.
 */
export async function resolveCheckConnection(
  db: Queryable,
  type: string,
  spec: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const reference = spec.connection;
  if (!isConnectionReference(reference)) return spec;
  const connection = await findConnection(db, reference);
  const resolved: Record<string, unknown> = { ...spec };
  switch (type) {
    case 'postgres':
    case 'sql':
      resolved.connection = urlWithCredentials(connection);
      break;
    case 'redis':
      delete resolved.connection;
      resolved.addr ??= connection.url;
      if (connection.username) resolved.username ??= connection.username;
      if (connection.password) resolved.password ??= connection.password;
      break;
    default:
      delete resolved.connection;
      resolved.url ??= connection.url;
      if (connection.username) resolved.username ??= connection.username;
      if (connection.password) resolved.password ??= connection.password;
  }
  return resolved;
}

/**
 * A playbook action whose `http.connection` names a connection: the URL
 * (when the action gives none) and basic credentials come from it.
 */
export async function resolveActionConnection(
  db: Queryable,
  action: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const http = action.http;
  if (!http || typeof http !== 'object' || Array.isArray(http)) return action;
  const spec = http as Record<string, unknown>;
  if (!isConnectionReference(spec.connection)) return action;
  const connection = await findConnection(db, spec.connection);
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
  return { ...action, http: { ...rest, url: spec.url ?? connection.url, headers } };
}

const isAuthorization = (header: unknown) =>
  !!header &&
  typeof header === 'object' &&
  String((header as { name?: unknown }).name ?? '').toLowerCase() === 'authorization';
