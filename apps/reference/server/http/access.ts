import type { Context, MiddlewareHandler } from 'hono';
import { COMPOSED_HANDLER } from 'hono/utils/constants';
import type { ResourceArea } from '@mission-control/api';
import { decide, type Decision } from '../auth/decide';
import type { AppEnv, Principal } from '../context';
import { forbidden, unauthorized, type HttpError } from './errors';

/**
 * Who may call a route, declared next to it. The registry below lets a test
 * list every registered route and fail on one that declares nothing.
 * - `public`: no sign-in (identity service's public endpoints, health, the app's files);
 * - `authenticated`: any signed-in person or token (whoami, feature flags);
 * - `session`: a signed-in person, not a token (creating tokens: a token minting tokens could outgrow itself);
 * - `token-management`: a session, or a token without a scope (its owner's every right): no scope entry names
 *   token management, so a scoped token may not list or delete tokens (security review S9);
 * - `resource`: read or write on a resource area of the role table;
 * - `table`: /api/db, where the resource comes from the table → resource map and the action from the method;
 * - `run-check`: Run Now (decide's `run-check`);
 * - `playbook`: playbook:run / playbook:approve on the playbook named in the request.
 * Each middleware asks `decide()` (auth/decide.ts), the one place access is decided.
 */
export type AccessDeclaration =
  | { kind: 'public' }
  | { kind: 'authenticated' }
  | { kind: 'session' }
  | { kind: 'token-management' }
  | { kind: 'resource'; resource: ResourceArea; action: 'read' | 'write' }
  | { kind: 'table' }
  | { kind: 'run-check' }
  | { kind: 'playbook'; action: 'playbook:run' | 'playbook:approve' };

const declarations = new WeakMap<object, AccessDeclaration>();

function declare(declaration: AccessDeclaration, middleware: MiddlewareHandler<AppEnv>): MiddlewareHandler<AppEnv> {
  declarations.set(middleware, declaration);
  return middleware;
}

/** The declaration a registered handler carries, if it is one (sub-app handlers may be wrapped by Hono). */
export function declarationOf(handler: unknown): AccessDeclaration | undefined {
  if (typeof handler !== 'function') return undefined;
  let current: unknown = handler;
  while (typeof current === 'function') {
    const own = declarations.get(current);
    if (own) return own;
    current = (current as unknown as Record<string, unknown>)[COMPOSED_HANDLER];
  }
  return undefined;
}

/** The signed-in caller, or a 401. */
export function principalOf(c: Context<AppEnv>): Principal {
  const principal = c.get('principal') as Principal | undefined;
  if (!principal) throw unauthorized('Sign in, or send an access token, to use this API');
  return principal;
}

function denied(principal: Principal, action: string, resource: string): HttpError {
  return forbidden(`${action} on ${resource} is not granted to ${principal.email || principal.id}`);
}

/** Throws the decision's refusal as a 403 (its reason is the sentence the caller reads). */
export function enforce(decision: Decision): void {
  if ('deny' in decision) throw forbidden(decision.reason);
}

export function publicRoute(): MiddlewareHandler<AppEnv> {
  return declare({ kind: 'public' }, async (_c, next) => {
    await next();
  });
}

export function authenticated(): MiddlewareHandler<AppEnv> {
  return declare({ kind: 'authenticated' }, async (c, next) => {
    principalOf(c);
    await next();
  });
}

export function sessionOnly(): MiddlewareHandler<AppEnv> {
  return declare({ kind: 'session' }, async (c, next) => {
    const principal = principalOf(c);
    if (principal.via !== 'session') {
      throw forbidden('access tokens cannot create access tokens; sign in to create one');
    }
    await next();
  });
}

export function tokenManagement(): MiddlewareHandler<AppEnv> {
  return declare({ kind: 'token-management' }, async (c, next) => {
    const principal = principalOf(c);
    if (principal.via === 'token' && principal.tokenScope?.length) {
      throw forbidden(
        "this access token's scope does not include token management: sign in, or use a token created without a scope, to list or delete tokens",
      );
    }
    await next();
  });
}

export function requireAccess(resource: ResourceArea, action: 'read' | 'write'): MiddlewareHandler<AppEnv> {
  return declare({ kind: 'resource', resource, action }, async (c, next) => {
    const principal = principalOf(c);
    enforce(await decide(principal, { action, area: resource }, c.var.db));
    await next();
  });
}

/** /api/db: the handler checks each table it touches (root and embedded) through `authorizeTable`. */
export function tableAccess(): MiddlewareHandler<AppEnv> {
  return declare({ kind: 'table' }, async (c, next) => {
    principalOf(c);
    await next();
  });
}

/** Run Now: role gate here, the check's own permission rows in the handler. */
export function runCheckAccess(): MiddlewareHandler<AppEnv> {
  return declare({ kind: 'run-check' }, async (c, next) => {
    const principal = principalOf(c);
    enforce(await decide(principal, { action: 'run-check' }, c.var.db));
    await next();
  });
}

/** The handler decides per playbook (decide's `playbook:run`/`playbook:approve`); here only a principal is required. */
export function playbookAccess(action: 'playbook:run' | 'playbook:approve'): MiddlewareHandler<AppEnv> {
  return declare({ kind: 'playbook', action }, async (c, next) => {
    principalOf(c);
    await next();
  });
}

export { denied as accessDenied };
