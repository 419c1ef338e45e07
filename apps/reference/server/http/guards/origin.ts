import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { SESSION_COOKIE } from '../../identity/sessions';
import { accessTokenFrom } from '../principal';
import type { GuardConfig } from './config';
import { errorJson } from '../errors';
import { refuse } from './refuse';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Credentials a page on another origin cannot make a browser send, and that are
 * the ones that authenticate the request: an access token the principal
 * middleware will use (Bearer, or Basic with user `token`), or `X-Session-Token`
 * when no session cookie is sent. Any other `Authorization` (Basic credentials a
 * browser cached for a proxy) or an `X-Session-Token` beside the cookie leaves
 * the cookie authenticating, so the request still needs the same-origin check.
 */
export function carriesToken(c: Context): boolean {
  if (accessTokenFrom(c.req.header('authorization'))) return true;
  return Boolean(c.req.header('x-session-token')) && getCookie(c, SESSION_COOKIE) === undefined;
}

/**
 * Cross-site request forgery: an unsafe method that is not authenticated by a
 * header (so by the `mc_session` cookie, or by nothing yet, as a sign-in) must
 * come from this origin. Browsers say so with `Sec-Fetch-Site` or `Origin`; a
 * request with neither is not from a browser page and has no cookie to abuse.
 */
export function sameOriginGuard(config: Pick<GuardConfig, 'publicUrl'>): MiddlewareHandler {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method) || carriesToken(c)) return next();
    const site = c.req.header('sec-fetch-site');
    const origin = c.req.header('origin');
    let refused: string | undefined;
    if (site !== undefined && site !== 'same-origin' && site !== 'none') {
      refused = `a ${site} request`;
    } else if (origin !== undefined && !isOwnOrigin(c, origin, config.publicUrl)) {
      refused = `a request from ${origin}`;
    }
    if (refused) {
      const message = `Cross-site ${c.req.method} refused: ${refused} cannot use the session cookie; send an access token in Authorization`;
      return refuse(c, 403, 'forbidden', message);
    }
    await next();
  };
}

function isOwnOrigin(c: Context, origin: string, publicUrl: URL | undefined): boolean {
  if (origin === 'null') return false;
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false;
  }
  if (publicUrl && parsed.origin === publicUrl.origin) return true;
  // Host is checked by hostGuard; the scheme may differ behind a TLS-terminating proxy.
  const host = c.req.header('host') ?? new URL(c.req.url).host;
  return parsed.host.toLowerCase() === host.toLowerCase();
}

const ALLOWED_HEADERS = 'Authorization, Content-Type, Accept, Prefer, Range, Range-Unit';
const EXPOSED_HEADERS = 'Content-Range, Preference-Applied';

/**
 * CORS for portals embedding widgets: only the origins of MC_CORS_ORIGINS,
 * only without cookies (Access-Control-Allow-Credentials is never sent), so a
 * listed origin must authenticate with an access token.
 */
export function corsGuard(config: Pick<GuardConfig, 'corsOrigins'>): MiddlewareHandler {
  const origins = new Set(config.corsOrigins);
  return async (c, next) => {
    const origin = c.req.header('origin');
    const preflight = c.req.method === 'OPTIONS' && c.req.header('access-control-request-method') !== undefined;
    if (!origin || !origins.has(origin)) {
      if (preflight && origin) {
        return errorJson(c, 'forbidden', `Origin ${origin} is not in MC_CORS_ORIGINS`);
      }
      return next();
    }
    if (preflight) {
      return c.body(null, 204, {
        'Access-Control-Allow-Origin': origin,
        'Access-Control-Allow-Methods': 'GET, HEAD, POST, PATCH, DELETE',
        'Access-Control-Allow-Headers': ALLOWED_HEADERS,
        'Access-Control-Max-Age': '600',
        Vary: 'Origin',
      });
    }
    await next();
    c.res.headers.set('Access-Control-Allow-Origin', origin);
    c.res.headers.set('Access-Control-Expose-Headers', EXPOSED_HEADERS);
    c.res.headers.append('Vary', 'Origin');
  };
}
