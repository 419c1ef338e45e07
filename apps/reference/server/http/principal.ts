import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { TokenError, TokenFailureLimiter, TokenRetryLaterError, verifyAccessToken } from '../auth/tokens';
import type { AppEnv, Principal } from '../context';
import type { Queryable } from '../db/database';
import { shareInFlight } from '../db/inFlight';
import { publicBase } from '../identity/config';
import { errors as identityErrors, respondError } from '../identity/errors';
import { clientAddress } from '../identity/http';
import { aal2LoginUrl } from '../identity/flows/common';
import { lookupSession, SESSION_COOKIE } from '../identity/sessions';
import { errorJson, errorResponse, unauthorized } from './errors';

/**
 * Paths under /api reachable without credentials: health, and the identity
 * service's public API (its admin subtree needs an admin). Everything else
 * under /api answers 401 before any handler runs.
 */
export function isPublicApiPath(path: string): boolean {
  if (path === '/api/health') return true;
  // #22 the live demo's check targets and webhook (notifications/demo.ts): fixed answers, nothing read or kept.
  if (path.startsWith('/api/notification/demo/')) return true;
  if (path === '/api/kratos' || path.startsWith('/api/kratos/')) {
    return !(path === '/api/kratos/admin' || path.startsWith('/api/kratos/admin/'));
  }
  return false;
}

interface PersonRow {
  id: string;
  name: string;
  email: string | null;
  roles: string[] | null;
}

const sharedPeople = shareInFlight<Queryable, PersonRow | null>({ kept: 0 });

/** Concurrent requests of one person (a dashboard's burst, 200 clients of one token) share one read. */
function loadPerson(db: Queryable, id: string): Promise<PersonRow | null> {
  return sharedPeople(db, id, () => readPerson(db, id));
}

async function readPerson(db: Queryable, id: string): Promise<PersonRow | null> {
  const { rows } = await db.query<PersonRow>(
    `SELECT p.id, p.name, p.email,
            ARRAY(SELECT DISTINCT r.v1::text FROM casbin_rule r WHERE r.ptype = 'g' AND r.v0 = p.id::text ORDER BY 1) AS roles
     FROM people p WHERE p.id = $1 AND p.deleted_at IS NULL`,
    [id],
  );
  return rows[0] ?? null;
}

/**
 * A token's owner (person and roles) is kept beside the cached verification for
 * a short while, so a token request after the first needs no query at all.
 * Role changes and deletions drop it at once (`forgetOwners`); elsewhere (another
 * instance) they apply within OWNER_TTL_MS.
 */
const OWNER_TTL_MS = 30_000;
const owners = new WeakMap<object, Map<string, { person: PersonRow; at: number }>>();

export function forgetOwners(db: Queryable) {
  owners.get(db)?.clear();
}

async function tokenOwner(db: Queryable, tokenId: string, ownerId: string): Promise<PersonRow | null> {
  let cache = owners.get(db);
  if (!cache) {
    cache = new Map();
    owners.set(db, cache);
  }
  const hit = cache.get(tokenId);
  const now = Date.now();
  if (hit && now - hit.at < OWNER_TTL_MS) return hit.person;
  const person = await loadPerson(db, ownerId);
  if (person) cache.set(tokenId, { person, at: now });
  else cache.delete(tokenId);
  return person;
}

const toPrincipal = (person: PersonRow, extra: Omit<Principal, 'id' | 'name' | 'email' | 'roles'>): Principal => ({
  id: person.id,
  name: person.name,
  email: person.email ?? '',
  roles: person.roles ?? [],
  ...extra,
});

/** `Authorization: Bearer <tok>` or Basic with username `token` (any case): an access token. */
export function accessTokenFrom(header: string | undefined): string | null {
  if (!header) return null;
  const [scheme, value] = header.trim().split(/\s+/, 2);
  if (!scheme || !value) return null;
  if (scheme.toLowerCase() === 'bearer') return value;
  if (scheme.toLowerCase() === 'basic') {
    const decoded = Buffer.from(value, 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    if (colon > 0 && decoded.slice(0, colon).toLowerCase() === 'token') return decoded.slice(colon + 1);
  }
  return null;
}

const OWES_SECOND_FACTOR = Symbol('owes a second factor');

async function resolve(
  db: Queryable,
  header: string | undefined,
  sessionToken: string | undefined,
  beforeLookup: () => Promise<void>,
) {
  const accessToken = accessTokenFrom(header);
  if (accessToken) {
    const token = await verifyAccessToken(db, accessToken, { beforeLookup });
    const owner = await tokenOwner(db, token.id, token.ownerId);
    if (!owner) throw new TokenError('the owner of this access token no longer exists');
    return toPrincipal(owner, { via: 'token', tokenId: token.id, tokenScope: token.scope });
  }
  if (sessionToken) {
    const session = await lookupSession(db, sessionToken);
    if (!session) return null;
    const person = await loadPerson(db, session.identityId);
    if (!person) return null;
    // A password-only session of someone with a second factor opens nothing but the identity service,
    // as Kratos' whoami answers session_aal2_required for it (the default: highest available factor).
    if (session.aal !== 'aal2' && session.availableAal === 'aal2') return OWES_SECOND_FACTOR;
    return toPrincipal(person, { via: 'session', aal: session.aal, sessionId: session.id });
  }
  return null;
}

/**
 * Resolves the principal for every /api request. Without a valid session or
 * token, only public paths go on; a bad token is refused even there, so a
 * client learns at once that its token is wrong.
 */
export function principalMiddleware(db: Queryable, failures = new TokenFailureLimiter(db)): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const sessionToken = getCookie(c, SESSION_COOKIE) ?? c.req.header('x-session-token');
    const address = clientAddress(c);
    let resolved: Principal | null | typeof OWES_SECOND_FACTOR;
    try {
      // An address that keeps sending bad tokens waits before its next unverified token is looked up.
      resolved = await resolve(db, c.req.header('authorization'), sessionToken, () => failures.check(address));
    } catch (error) {
      if (error instanceof TokenError) {
        await failures.failed(address);
        return errorResponse(c, unauthorized(error.message));
      }
      if (error instanceof TokenRetryLaterError) {
        const code = error.status === 429 ? 'too_many_requests' : 'service_unavailable';
        return errorJson(c, code, error.message, { 'Retry-After': String(error.retryAfterSeconds) }, error.status);
      }
      throw error;
    }
    if (resolved === OWES_SECOND_FACTOR) {
      if (isPublicApiPath(c.req.path)) return next();
      return respondError(c, identityErrors.aal2Required(aal2LoginUrl(c, `${publicBase(c.req.url)}/`)));
    }
    const principal = resolved;
    if (principal) c.set('principal', principal);
    else if (!isPublicApiPath(c.req.path)) {
      return errorResponse(
        c,
        unauthorized(
          sessionToken
            ? 'Your session has expired or was signed out; sign in again'
            : 'Sign in, or send an access token, to use this API',
        ),
      );
    }
    await next();
  };
}
