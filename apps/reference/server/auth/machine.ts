import type { Context } from 'hono';
import type { ResourceArea } from '@mission-control/api';
import type { AppEnv, Principal } from '../context';
import { allows, decide, type AccessTarget } from './decide';
import { TOKEN_OBJECT_AREAS } from './maps';

export type { AccessTarget } from './decide';

export type CallerDecision = { ok: true; principal: Principal } | { ok: false; status: 401 | 403; message: string };

/**
 * The one place machine access (MCP, the Kubernetes-style endpoint) asks who is calling and what they may do;
 * it asks `decide()`. Injected, so the route code does not depend on how tokens are verified or how
 * permissions are stored, and tests can swap it.
 */
export interface MachineAccess {
  /** The request's caller; only an access token (never a browser session) is accepted. */
  caller(c: Context<AppEnv>, requiredScope?: string): Promise<CallerDecision> | CallerDecision;
  /** May the caller do `action` on `resource` (and on `target`, when given)? */
  allowed(
    c: Context<AppEnv>,
    resource: ResourceArea,
    action: 'read' | 'write',
    target?: AccessTarget,
  ): Promise<boolean> | boolean;
  /** May the caller run this playbook? */
  playbookRun(c: Context<AppEnv>, playbookId: string): Promise<boolean> | boolean;
}

export const TOKEN_REQUIRED = 'an access token is required: send Authorization: Bearer <token>';
export const scopeMissing = (scope: string) => `the access token's scope does not include ${scope}`;

/** The token scope objects that cover `area` (auth/maps.ts), e.g. `catalog` for topologies. */
export function tokenScopesCovering(area: ResourceArea): string[] {
  return (Object.entries(TOKEN_OBJECT_AREAS) as Array<[string, readonly ResourceArea[]]>)
    .filter(([, areas]) => areas.includes(area))
    .map(([object]) => object);
}

/**
 * A token whose scope lists no entries is unrestricted (the backend reads an empty scope as "every
 * permission of the user"), so it includes `mcp` too; a listed scope must name the object.
 */
export function tokenHasScope(principal: Principal, object: string): boolean {
  const scope = principal.tokenScope;
  if (!scope || scope.length === 0) return true;
  return scope.some((entry) => entry.object === object || entry.object === '*');
}

/**
 * Who the tools act as. A token whose scope is only `mcp` (or empty) keeps its owner's rights, as documented:
 * it was issued for the tools. A token whose scope lists other entries as well acts with only those entries
 * (the `mcp` entry itself grants no area), so `canaries:read` + `mcp` reads checks through the tools but
 * cannot run one or a playbook (security review S18).
 */
export function toolPrincipal(principal: Principal): Principal {
  const rest = (principal.tokenScope ?? []).filter((entry) => entry.object !== 'mcp');
  return { ...principal, tokenScope: rest.length ? rest : undefined };
}

/**
 * The default: the principal the app's auth middleware resolved from the token. Each permission is
 * its owner's (roles, permission rows; deny wins), so a viewer's token reads but does not run.
 * `owner: true` narrows by the token's other scope entries (`toolPrincipal`); `owner: false` by its
 * whole scope (the Kubernetes endpoint, where the token was issued for exactly that). Running a check is the Run Now right (decide's `run-check`).
 */
export function machineAccess({ owner }: { owner: boolean }): MachineAccess {
  const subject = (c: Context<AppEnv>): Principal => (owner ? toolPrincipal(c.var.principal) : c.var.principal);
  return {
    caller(c, requiredScope) {
      const principal = c.get('principal') as Principal | undefined;
      if (!principal || principal.via !== 'token') return { ok: false, status: 401, message: TOKEN_REQUIRED };
      if (requiredScope && !tokenHasScope(principal, requiredScope)) {
        return { ok: false, status: 403, message: scopeMissing(requiredScope) };
      }
      return { ok: true, principal };
    },
    async allowed(c, resource, action, target) {
      // Writing to one check is running it (the Run Now right).
      const request =
        resource === 'canaries' && action === 'write' && target?.checkId
          ? ({ action: 'run-check', target } as const)
          : { action, area: resource, ...(target ? { target } : {}) };
      return allows(await decide(subject(c), request, c.var.db));
    },
    playbookRun: async (c, playbookId) =>
      allows(await decide(subject(c), { action: 'playbook:run', playbookId }, c.var.db)),
  };
}
