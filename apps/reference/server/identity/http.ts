import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { Database } from '../db/database';
import type { Courier } from './courier';
import { hashToken, lookupSession, SESSION_COOKIE, secureCookies, type SessionRecord } from './sessions';
import type { LoginRateLimiter } from './ratelimit';

/** The CSRF cookie of browser flows; its value must come back in the `csrf_token` node. */
export const CSRF_COOKIE = 'mc_csrf';

export interface IdentityDeps {
  db: Database;
  courier: Courier;
  limiter: LoginRateLimiter;
}

/** Kratos answers JSON to API clients and SPAs (Accept: application/json) and redirects plain browser navigation. */
/**
 * A browser flow submitted by a plain HTML form (no script): Kratos answers it with redirects,
 * to the flow's page when the input needs correcting and to `return_to` when it is done.
 */
export function isFormSubmit(c: Context): boolean {
  const type = (c.req.header('content-type') ?? '').toLowerCase();
  const form = type.startsWith('application/x-www-form-urlencoded') || type.startsWith('multipart/form-data');
  return form && !(c.req.header('accept') ?? '').includes('application/json');
}

export function wantsJson(c: Context): boolean {
  const accept = c.req.header('accept') ?? '';
  return accept.includes('application/json') || (c.req.header('content-type') ?? '').includes('application/json');
}

/** The session token of the request: `X-Session-Token` (native apps) or the `mc_session` cookie (browsers). */
export function sessionToken(c: Context): string | undefined {
  return c.req.header('x-session-token') || getCookie(c, SESSION_COOKIE) || undefined;
}

export async function currentSession(c: Context, db: Database): Promise<SessionRecord | null> {
  const token = sessionToken(c);
  return token ? lookupSession(db, token) : null;
}

export function setSessionCookie(c: Context, token: string, expiresAt: Date): void {
  setCookie(c, SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'Lax',
    path: '/',
    secure: secureCookies(),
    expires: expiresAt,
  });
}

export function clearSessionCookie(c: Context): void {
  deleteCookie(c, SESSION_COOKIE, { path: '/', secure: secureCookies(), httpOnly: true, sameSite: 'Lax' });
}

/** The browser's CSRF token, minting (and setting) one when it has none yet. */
const mintedCsrf = new WeakMap<Request, string>();

export function ensureCsrfToken(c: Context): string {
  const existing = getCookie(c, CSRF_COOKIE);
  if (existing && /^[\w-]{20,100}$/.test(existing)) return existing;
  const minted = mintedCsrf.get(c.req.raw);
  if (minted) return minted;
  const token = randomBytes(32).toString('base64url');
  mintedCsrf.set(c.req.raw, token);
  setCookie(c, CSRF_COOKIE, token, { httpOnly: true, sameSite: 'Lax', path: '/', secure: secureCookies() });
  return token;
}

/** The submitted `csrf_token` must equal the cookie, and the cookie must be the one the flow was made for. */
export function csrfValid(c: Context, submitted: unknown, flowHash: string | null): boolean {
  const cookie = getCookie(c, CSRF_COOKIE);
  if (!cookie || typeof submitted !== 'string') return false;
  const a = Buffer.from(cookie);
  const b = Buffer.from(submitted);
  if (a.length !== b.length || !timingSafeEqual(a, b)) return false;
  return flowHash === null || flowHash === hashToken(cookie);
}

/** The client's address for rate limits: the socket's remote address (proxies are not trusted by default). */
export function clientAddress(c: Context): string {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return env?.incoming?.socket?.remoteAddress ?? 'local';
}

export async function readJsonBody(c: Context): Promise<Record<string, unknown>> {
  const type = c.req.header('content-type') ?? '';
  if (type.includes('application/x-www-form-urlencoded') || type.includes('multipart/form-data')) {
    const form = await c.req.parseBody();
    return Object.fromEntries(
      Object.entries(form).map(([key, value]) => [key, typeof value === 'string' ? value : '']),
    );
  }
  try {
    const body: unknown = await c.req.json();
    return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
