import type { MiddlewareHandler } from 'hono';
import { errorJson } from '../errors';
import type { GuardConfig } from './config';

/**
 * The console runs under this policy: scripts and Monaco's workers from this
 * origin (Vite emits workers as files; `blob:` for bundlers that inline them),
 * inline styles for styled-components and Monaco, images and fonts from this
 * origin or data URLs, fetches to this origin only.
 */
export function contentSecurityPolicy(frameAncestors: string): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "worker-src 'self' blob:",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors}`,
  ].join('; ');
}

/** Security headers on every response, and caching by kind of response. */
export function securityHeadersGuard(config: Pick<GuardConfig, 'frameAncestors'>): MiddlewareHandler {
  const csp = contentSecurityPolicy(config.frameAncestors);
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    headers.set('Content-Security-Policy', csp);
    headers.set('X-Content-Type-Options', 'nosniff');
    headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    headers.set('Cross-Origin-Opener-Policy', 'same-origin');
    // Old browsers that ignore frame-ancestors: only when framing is not configured.
    if (config.frameAncestors === "'none'") headers.set('X-Frame-Options', 'DENY');
  };
}

/** Vite puts content-hashed files under /assets/; their URL changes with their content. */
const HASHED_ASSET = /^\/assets\/.+[.-][\w-]{8,}\.\w+$/;

/**
 * Hashed assets are cached for a year, the app shell (`index.html` and
 * client-side routes) is revalidated on every load, API answers not stored.
 */
export function cacheHeadersGuard(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (c.res.headers.has('Cache-Control')) return;
    const path = c.req.path;
    if (path === '/api' || path.startsWith('/api/')) {
      c.res.headers.set('Cache-Control', 'no-store');
    } else if (c.res.status === 200 && HASHED_ASSET.test(path)) {
      c.res.headers.set('Cache-Control', 'public, max-age=31536000, immutable');
    } else if ((c.res.headers.get('Content-Type') ?? '').startsWith('text/html')) {
      c.res.headers.set('Cache-Control', 'no-cache');
    }
  };
}

/** Source maps reveal the console's source; served only with MC_SERVE_SOURCEMAPS=true. */
export function sourceMapGuard(config: Pick<GuardConfig, 'serveSourcemaps'>): MiddlewareHandler {
  return async (c, next) => {
    if (!config.serveSourcemaps && c.req.path.endsWith('.map') && !c.req.path.startsWith('/api/')) {
      return errorJson(c, 'not_found', `not found: ${c.req.path}`);
    }
    await next();
  };
}
