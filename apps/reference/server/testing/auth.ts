import { randomUUID } from 'node:crypto';
import type { Hono } from 'hono';
import { createAccessToken, type TokenScopeEntry } from '../auth/tokens';
import type { AppEnv } from '../context';
import type { Queryable } from '../db/database';
import { createSession } from '../identity/sessions';

/** The administrator migration 002 seeds. */
export const ADMIN_ID = '00000000-0000-0000-0000-00000000a001';

/** Headers that authenticate a request; spread into `app.request` init. */
export type AuthHeaders = Record<string, string>;

async function ensureIdentity(db: Queryable, personId: string) {
  const { rows } = await db.query<{ email: string | null; name: string }>(
    'SELECT email, name FROM people WHERE id = $1',
    [personId],
  );
  const person = rows[0];
  if (!person) throw new Error(`testing/auth: person ${personId} does not exist`);
  await db.query(`INSERT INTO identities (id, traits) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING`, [
    personId,
    JSON.stringify({ email: person.email ?? `${personId}@example.com`, name: { first: person.name, last: '' } }),
  ]);
}

/** A real session (identity_sessions row) for a person, sent as `X-Session-Token` as a native client does. */
export async function sessionHeaders(db: Queryable, personId = ADMIN_ID): Promise<AuthHeaders> {
  await ensureIdentity(db, personId);
  const { token } = await createSession(db, { identityId: personId, aal: 'aal1', methods: ['password'] });
  return { 'X-Session-Token': token };
}

/** A real access token of a person, as `Authorization: Bearer`. */
export async function tokenHeaders(
  db: Queryable,
  personId = ADMIN_ID,
  scope: TokenScopeEntry[] = [],
  options: { name?: string } = {},
): Promise<AuthHeaders & { token: string; tokenId: string }> {
  const { id, token } = await createAccessToken(db, {
    personId,
    name: options.name ?? `test-${randomUUID().slice(0, 8)}`,
    expiry: '90d',
    autoRenew: false,
    scope,
  });
  return { Authorization: `Bearer ${token}`, token, tokenId: id };
}

/** A person with the given roles (casbin g rows) and an identity, so they can hold sessions. */
export async function createPerson(
  db: Queryable,
  roles: string[],
  options: { name?: string; email?: string } = {},
): Promise<string> {
  const id = randomUUID();
  const name = options.name ?? `${roles.join('+') || 'nobody'} ${id.slice(0, 4)}`;
  await db.query('INSERT INTO people (id, name, email) VALUES ($1, $2, $3)', [
    id,
    name,
    options.email ?? `${id.slice(0, 8)}@example.com`,
  ]);
  for (const role of roles) await db.query(`INSERT INTO casbin_rule (ptype, v0, v1) VALUES ('g', $1, $2)`, [id, role]);
  await ensureIdentity(db, id);
  return id;
}

type AnyApp = Pick<Hono<AppEnv>, 'request'>;

/** `app.request` with the given credentials merged into every call. */
export function requester(app: AnyApp, auth: AuthHeaders) {
  const headers = Object.fromEntries(Object.entries(auth).filter(([key]) => key !== 'token' && key !== 'tokenId'));
  return (path: string, init: RequestInit = {}) =>
    app.request(path, { ...init, headers: { ...headers, ...(init.headers as Record<string, string> | undefined) } });
}

/** A `fetch` for `createClient` that sends the credentials through `app.request`. */
export function authedFetch(app: AnyApp, auth: AuthHeaders): typeof fetch {
  const request = requester(app, auth);
  return (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.toString() : input.url;
    const headers = new Headers(init?.headers);
    return request(url, { ...init, headers: Object.fromEntries(headers.entries()) });
  }) as typeof fetch;
}

/** An authenticated admin requester for a test app (a real session of the seeded admin). */
export async function adminRequester(app: AnyApp, db: Queryable) {
  return requester(app, await sessionHeaders(db));
}

/**
 * The app with credentials added to every `request` (a header the caller sets
 * itself wins), so tests written against `app.request` stay as they are.
 */
export function withAuth<T extends AnyApp>(app: T, auth: AuthHeaders): T {
  const extra = Object.entries(auth).filter(([key]) => key !== 'token' && key !== 'tokenId');
  const request = ((input: string | URL | Request, init?: RequestInit) => {
    if (input instanceof Request) {
      const headers = new Headers(input.headers);
      for (const [key, value] of extra) if (!headers.has(key)) headers.set(key, value);
      return app.request(new Request(input, { headers }), init);
    }
    const headers = new Headers(init?.headers);
    for (const [key, value] of extra) if (!headers.has(key)) headers.set(key, value);
    return app.request(input, { ...init, headers });
  }) as T['request'];
  return new Proxy(app, {
    get: (target, key, receiver) => (key === 'request' ? request : Reflect.get(target, key, receiver)),
  });
}
