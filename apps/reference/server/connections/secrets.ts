import { isNotificationConnection } from '@mission-control/api';
import type { Queryable } from '../db/database';

/**
 * What a stored secret reads as through the API. A caller that sends it back
 * unchanged keeps the stored value, so a form can round-trip a connection
 * without ever seeing its password.
 */
export const MASK = '********';

/** Top-level columns that hold secrets. */
export const SECRET_COLUMNS = ['password', 'certificate'] as const;

/**
 * Columns whose clear value must never take part in a query: the secrets, the
 * URL (its userinfo is masked) and the properties (their secret keys are
 * masked). /api/db refuses filters and orders on them (S8).
 */
export const MASKED_COLUMNS: readonly string[] = [...SECRET_COLUMNS, 'url', 'properties'];

/**
 * `properties` keys that hold secrets, across the connection types of the
 * spec (cloud keys, API tokens, SSH keys, notification tokens). Matched
 * exactly, so `messageKey`/`titleKey` of a webhook stay readable.
 */
export const SECRET_PROPERTIES = new Set([
  'password',
  'apiKey',
  'api_key',
  'token',
  'accessToken',
  'personalAccessToken',
  'secretKey',
  'accessKey',
  'secret_key',
  'access_key',
  'clientSecret',
  'client_secret',
  'credentials',
  'privateKey',
  'sshKey',
  'ssh_key',
  'certificate',
  'bearer',
  'webhookToken',
  'botToken',
  'appToken',
  'tenantSecret',
  'apiToken',
  'userKey',
  'routingKey',
  'key',
  'botKey',
]);

/** `secret://name/key` and `configmap://name/key` name a Kubernetes key; they are not secret themselves. */
export const isReference = (value: string) => /^(secret|configmap):\/\/[^/]+\/.+$/.test(value);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

const maskValue = (value: unknown) => (typeof value === 'string' && value !== '' && !isReference(value) ? MASK : value);

/**
 * The URL with its secret userinfo replaced by the mask; unparsable URLs are
 * returned as they are. Notification channels keep their tokens in the
 * userinfo of their Shoutrrr service URL (`slack://token@channel`), so the
 * whole userinfo is a secret for them; for other types only the URL's password is.
 */
export function maskUrl(url: string, type: string): string {
  const match = /^([a-z][a-z0-9+.-]*:\/\/)([^@/?#]*)@(.*)$/i.exec(url);
  if (!match) return url;
  const [, scheme, userinfo, rest] = match as unknown as [string, string, string, string];
  if (isNotificationConnection(type)) return `${scheme}${MASK}@${rest}`;
  const colon = userinfo.indexOf(':');
  if (colon < 0) return url;
  return `${scheme}${userinfo.slice(0, colon)}:${MASK}@${rest}`;
}

/** One connection row as an API response shows it: every secret masked, references kept. */
export function maskConnection<T extends Record<string, unknown>>(row: T): T {
  const masked: Record<string, unknown> = { ...row };
  for (const column of SECRET_COLUMNS) if (column in masked) masked[column] = maskValue(masked[column]);
  if (typeof masked.url === 'string') masked.url = maskUrl(masked.url, String(masked.type ?? ''));
  if (isRecord(masked.properties)) {
    masked.properties = Object.fromEntries(
      Object.entries(masked.properties).map(([key, value]) => [
        key,
        SECRET_PROPERTIES.has(key) ? maskValue(value) : value,
      ]),
    );
  }
  return masked as T;
}

export const containsMask = (value: unknown): boolean =>
  typeof value === 'string' ? value.includes(MASK) : isRecord(value) && Object.values(value).some(containsMask);

/** Puts the stored URL's userinfo back where the incoming one carries the mask. */
function restoreUrl(incoming: string, stored: string | null): string {
  if (!incoming.includes(MASK)) return incoming;
  const parse = (url: string) => /^([a-z][a-z0-9+.-]*:\/\/)([^@/?#]*)@(.*)$/i.exec(url);
  const next = parse(incoming);
  const previous = stored ? parse(stored) : null;
  if (!next || !previous) throw new MaskedValueError('url');
  const [, scheme, userinfo, rest] = next as unknown as [string, string, string, string];
  const previousInfo = previous[2]!;
  if (userinfo === MASK) return `${scheme}${previousInfo}@${rest}`;
  const colon = userinfo.indexOf(':');
  const previousPassword = previousInfo.slice(previousInfo.indexOf(':') + 1);
  if (colon >= 0 && userinfo.slice(colon + 1) === MASK) {
    return `${scheme}${userinfo.slice(0, colon)}:${previousPassword}@${rest}`;
  }
  throw new MaskedValueError('url');
}

/** A masked value sent where no stored value exists to keep. */
export class MaskedValueError extends Error {
  constructor(readonly field: string) {
    super(`${field} is masked but there is no stored value to keep; send the real value`);
  }
}

interface StoredSecrets {
  url: string | null;
  password: string | null;
  certificate: string | null;
  properties: Record<string, unknown> | null;
}

/**
 * A write body with every masked value replaced by the stored one (`stored`
 * is the row being updated, or null for an insert, where a mask is an error).
 * Unmasked values are written as sent.
 */
export function unmaskWrite(body: Record<string, unknown>, stored: StoredSecrets | null): Record<string, unknown> {
  const next: Record<string, unknown> = { ...body };
  for (const column of SECRET_COLUMNS) {
    if (next[column] !== MASK) continue;
    if (!stored || stored[column] == null) throw new MaskedValueError(column);
    // Keeping the stored value is simply not writing the column.
    delete next[column];
  }
  if (typeof next.url === 'string' && next.url.includes(MASK)) next.url = restoreUrl(next.url, stored?.url ?? null);
  if (isRecord(next.properties)) {
    const previous = stored?.properties ?? {};
    next.properties = Object.fromEntries(
      Object.entries(next.properties).map(([key, value]) => {
        if (value !== MASK) return [key, value];
        if (!(key in previous)) throw new MaskedValueError(`properties.${key}`);
        return [key, previous[key]];
      }),
    );
  }
  return next;
}

/** The stored secret columns of one connection, for `unmaskWrite`. */
export async function storedSecrets(db: Queryable, id: string): Promise<StoredSecrets | null> {
  const { rows } = await db.query<StoredSecrets>(
    'SELECT url, password, certificate, properties FROM connections WHERE id::text = $1',
    [id],
  );
  return rows[0] ?? null;
}
