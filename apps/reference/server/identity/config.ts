/** Settings of the identity service, read from the environment on each use so tests can change them. */
import type { FlowKind } from './flows/store';

/** Console pages that render each flow (Kratos' `selfservice.flows.*.ui_url`). */
export const UI_PATHS: Record<FlowKind | 'error', string> = {
  login: '/login',
  registration: '/registration',
  recovery: '/recovery',
  verification: '/verification',
  settings: '/profile-settings',
  error: '/error',
};

const DEFAULT_FLOW_LIFESPAN_MS = 60 * 60 * 1000;
const DEFAULT_PRIVILEGED_MS = 15 * 60 * 1000;

/** Parses `90s`, `15m`, `1h`, `2d` or a bare number of minutes. */
export function parseDuration(value: string | undefined, fallbackMs: number): number {
  const match = /^\s*(\d+(?:\.\d+)?)\s*(ms|s|m|h|d)?\s*$/.exec(value ?? '');
  if (!match) return fallbackMs;
  const amount = Number.parseFloat(match[1]!);
  const unit = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 }[match[2] ?? 'm']!;
  const ms = amount * unit;
  return ms > 0 ? ms : fallbackMs;
}

/** How long a self-service flow can be submitted (`MC_FLOW_LIFESPAN`, default 1h). */
export function flowLifespanMs(): number {
  return parseDuration(process.env.MC_FLOW_LIFESPAN, DEFAULT_FLOW_LIFESPAN_MS);
}

/** How recent a sign-in must be to change the password or second factors (`MC_PRIVILEGED_SESSION`, default 15m). */
export function privilegedSessionMs(): number {
  return parseDuration(process.env.MC_PRIVILEGED_SESSION, DEFAULT_PRIVILEGED_MS);
}

export function registrationOpen(): boolean {
  return process.env.MC_REGISTRATION === 'open';
}

/** The console's own origin: `MC_PUBLIC_URL`, else the origin the request came to. */
export function publicBase(requestUrl: string): string {
  const configured = process.env.MC_PUBLIC_URL;
  if (configured) {
    try {
      const url = new URL(configured);
      return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
    } catch {
      // An invalid setting falls back to the request's origin rather than breaking every flow.
    }
  }
  return new URL(requestUrl).origin;
}

/** Where the identity API is reachable from a browser. */
export function kratosBase(requestUrl: string): string {
  return `${publicBase(requestUrl)}/api/kratos`;
}

/** ASCII control characters (which URL parsers silently strip, turning `/\t/host` into `//host`) and backslashes. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNSAFE_RETURN_TO = /[\u0000-\u001f\u007f\\]/;

/**
 * return_to may point at the console itself (relative paths, the public origin or the request's own origin)
 * or at a prefix listed in `MC_ALLOWED_RETURN_URLS` (comma separated); anything else is an open redirect.
 * The value is judged after the WHATWG parser has normalised it, and the normalised form is what the caller
 * must use: relative input stays relative (as the flow reports it), absolute input comes back absolute.
 * Returns null when the value is not allowed.
 */
export function normaliseReturnTo(returnTo: string, requestUrl: string): string | null {
  if (!returnTo || UNSAFE_RETURN_TO.test(returnTo) || returnTo.startsWith('//')) return null;
  const base = publicBase(requestUrl);
  const relative = returnTo.startsWith('/');
  let target: URL;
  try {
    target = relative ? new URL(`${base}${returnTo}`) : new URL(returnTo);
  } catch {
    return null;
  }
  if (target.protocol !== 'http:' && target.protocol !== 'https:') return null;
  if (target.username || target.password) return null;
  const baseUrl = new URL(base);
  if (relative) {
    // The joined URL must still be on the console's origin, under its path.
    if (
      target.origin !== baseUrl.origin ||
      !`${target.pathname}/`.startsWith(`${baseUrl.pathname.replace(/\/+$/, '')}/`)
    ) {
      return null;
    }
    return target.href.slice(base.length) || '/';
  }
  const origins = new Set([baseUrl.origin, new URL(requestUrl).origin]);
  if (origins.has(target.origin)) return target.href;
  const extra = (process.env.MC_ALLOWED_RETURN_URLS ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const allowed = extra.some((entry) => {
    try {
      const prefix = new URL(entry);
      return target.origin === prefix.origin && target.pathname.startsWith(prefix.pathname);
    } catch {
      return false;
    }
  });
  return allowed ? target.href : null;
}

export function returnToAllowed(returnTo: string, requestUrl: string): boolean {
  return normaliseReturnTo(returnTo, requestUrl) !== null;
}

/** A relative return_to is made absolute against the console's origin, as Kratos reports absolute URLs. */
export function absoluteReturnTo(returnTo: string, requestUrl: string): string {
  return returnTo.startsWith('/') ? `${publicBase(requestUrl)}${returnTo}` : returnTo;
}
