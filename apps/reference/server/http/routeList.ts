import type { Hono } from 'hono';
import { COMPOSED_HANDLER } from 'hono/utils/constants';
import type { AppEnv } from '../context';
import { declarationOf, type AccessDeclaration } from './access';

export interface RegisteredRoute {
  method: string;
  path: string;
  /** Every declaration that runs for the route (app-wide `use` ones included), in order. */
  declarations: AccessDeclaration[];
}

type AnyHandler = ((...args: unknown[]) => unknown) & Record<string, unknown>;

/** Hono wraps handlers of sub-apps that have their own onError, once per level. */
function inner(handler: AnyHandler): AnyHandler {
  let current = handler;
  while (typeof current[COMPOSED_HANDLER] === 'function') current = current[COMPOSED_HANDLER] as AnyHandler;
  return current;
}

/** A concrete path for a route pattern, so the router can say what runs for it. */
export function samplePath(path: string): string {
  return path.replace(/:[A-Za-z_]\w*(\{[^}]*\})?/g, 'x').replace(/\*/g, 'x');
}

/**
 * Every endpoint registered on the app (a handler that does not call `next`,
 * i.e. takes one argument), with the access declarations the router runs for
 * it. Middleware (guards, the principal resolver, static files) is not an endpoint.
 */
export function registeredRoutes(app: Pick<Hono<AppEnv>, 'routes' | 'router'>): RegisteredRoute[] {
  const seen = new Set<string>();
  const out: RegisteredRoute[] = [];
  for (const route of app.routes) {
    const handler = inner(route.handler as unknown as AnyHandler);
    if (declarationOf(handler) || handler.length >= 2) continue;
    const key = `${route.method} ${route.path}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const method = route.method === 'ALL' ? 'GET' : route.method;
    const [matched] = app.router.match(method, samplePath(route.path)) as unknown as [Array<[[AnyHandler]]>];
    const declarations = matched
      .map(([[h]]) => declarationOf(h))
      .filter((d): d is AccessDeclaration => d !== undefined);
    out.push({ method: route.method, path: route.path, declarations });
  }
  return out;
}

/** What the route requires: the strictest declaration that runs (public only when nothing else does). */
export function effectiveDeclaration(route: RegisteredRoute): AccessDeclaration | undefined {
  return route.declarations.find((d) => d.kind !== 'public') ?? route.declarations[0];
}
