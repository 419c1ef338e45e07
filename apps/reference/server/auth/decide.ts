import { can, canRunChecks, isAdmin, type ResourceArea, type ScopedResource } from '@mission-control/api';
import type { Principal } from '../context';
import type { Queryable } from '../db/database';
import { execRoles, execSwitch } from '../sandbox/settings';
import { ADMINISTRATION, KUBECONFIG_OBJECT, rowApplies, tokenScopeAllows, type ResolvedTarget } from './maps';
import {
  allowedObjects,
  deniedObjects,
  isDenied,
  objectFilter,
  type AllowedObjects,
  type DeniedObjects,
  type ObjectKind,
} from './objects';
import {
  actionCovers,
  permissionRowsFor,
  playbookActionCovers,
  type AccessAction,
  type AccessTarget,
  type PermissionRow,
} from './rows';
import {
  guestFilter,
  guestScopesFor,
  isScopedGuest,
  scopeAllows,
  scopeCondition,
  type GuestScopes,
  type RelationFilter,
  type ScopeColumns,
  type ScopeKind,
} from './scopes';

export type { AccessAction, AccessTarget } from './rows';
export type { ObjectKind } from './objects';
export type { GuestScopes, RelationFilter, ScopeColumns, ScopeKind } from './scopes';

/**
 * Every access question the server asks, in one shape. Routes declare theirs in http/access.ts; `/api/db`,
 * the canary and playbook routes, MCP and the Kubernetes-style API ask the same `decide()`.
 * - `read`/`write` on an area of api's role table, optionally about one object (`target`);
 * - `run-check`: Run Now (the spec's operations table offers it to responders and commanders, who have no
 *   write on canaries: running a check changes nothing but its status history);
 * - `playbook:run` / `playbook:approve` on one playbook;
 * - `kubeconfig`: downloading a kubeconfig (a 90-day token outside the browser, S2);
 * - `rows`: reading (or writing) many rows at once: the answer is a row filter when guest access scopes or
 *   permission rows on single objects cut them, `allow` when nothing does. With `area`, the area itself is
 *   decided first. A write's filter may name the only objects the caller may write (`only`).
 */
export type AccessRequest =
  | { action: AccessAction; area: ResourceArea; target?: AccessTarget }
  | { action: 'run-check'; target?: AccessTarget }
  | { action: 'playbook:run' | 'playbook:approve'; playbookId: string; playbookName?: string }
  | { action: 'kubeconfig' }
  | { rows: AccessAction; area?: ResourceArea };

/** Requests answered from the principal's roles alone (no permission rows), so they are decided without a database. */
export type RoleRequest =
  /** Administering the console itself: every token, inviting an admin, the identities API. */
  | { action: 'administer' }
  /** Creating or changing an exec check or exec playbook action (MC_EXEC, MC_EXEC_ROLES; S3). */
  | { action: 'exec-write' };

/** A row filter: which rows of many a caller may see or write. */
export interface RowFilter {
  /** The guest's access scopes (tags, agents, names per kind); null when the caller is not a scoped guest. */
  readonly guest: GuestScopes | null;
  /** Objects permission rows deny the caller; null when none. */
  readonly denied: DeniedObjects | null;
  /** Writes only: the objects the caller may write (allow rows where the role table grants nothing). */
  readonly only: AllowedObjects | null;
  /** The relation filters for `shadowRelations` (auth/scopes.ts): /api/db and the summary read through them. */
  readonly relations: readonly RelationFilter[];
  /** Whether one object is visible: inside the guest's scopes and not denied. */
  sees(kind: ScopeKind & ObjectKind, object: ScopedResource & { id?: string | null }): boolean;
  /** Whether a permission row denies this object. */
  hides(kind: ObjectKind, id: unknown): boolean;
  /**
   * The SQL condition (bound into `params`) that keeps the rows of `kind` visible to the caller, for a query
   * of one's own (the catalog's, the Kubernetes-style list): `columns` names the row's id, tags, agent and
   * name. Null: nothing is cut.
   */
  condition(kind: ScopeKind & ObjectKind, columns: ScopeColumns & { id: string }, params: unknown[]): string | null;
}

export type Decision = { allow: true } | { deny: true; reason: string } | { filter: RowFilter };

const ALLOW: Decision = { allow: true };
const deny = (reason: string): Decision => ({ deny: true, reason });
const who = (principal: Principal) => principal.email || principal.id;
const notGranted = (principal: Principal, action: string, on: string) =>
  deny(`${action} on ${on} is not granted to ${who(principal)}`);

/** True unless the decision refuses. A row filter allows (what it keeps). */
export const allows = (decision: Decision): boolean => !('deny' in decision);

/** The decision's row filter, or null when it allows everything (or refuses). */
export const rowFilterOf = (decision: Decision): RowFilter | null => ('filter' in decision ? decision.filter : null);

/** The one decision. Every answer is `{allow}`, `{deny, reason}` or `{filter}`. */
export async function decide(principal: Principal, request: AccessRequest, db: Queryable): Promise<Decision> {
  if ('rows' in request) return decideRows(principal, request, db);
  switch (request.action) {
    case 'read':
    case 'write':
      return decideArea(principal, request.area, request.action, request.target, db);
    case 'run-check':
      return byRows(principal, db, {
        scoped: tokenScopeAllows(principal, 'canaries', 'write'),
        target: request.target,
        applies: rowsOn('canaries', 'write'),
        roleGrants: canRunChecks(principal) || can(principal, 'canaries', 'write'),
        refusal: () => notGranted(principal, 'write', 'canaries'),
      });
    case 'playbook:run':
    case 'playbook:approve': {
      const { action, playbookId } = request;
      return byRows(principal, db, {
        // A token needs the action (or `*`) on `playbooks` in its scope.
        scoped:
          principal.via !== 'token' ||
          !principal.tokenScope?.length ||
          principal.tokenScope.some(
            (entry) => entry.object === 'playbooks' && playbookActionCovers(entry.action, action),
          ),
        applies: (row) =>
          playbookActionCovers(row.action, action) &&
          (row.playbook_id != null
            ? row.playbook_id === playbookId
            : !row.object || row.object === '*' || row.object === 'playbooks'),
        roleGrants: can(principal, 'playbook_runs', 'write'),
        refusal: () => notGranted(principal, action, `playbook ${request.playbookName ?? playbookId}`),
      });
    }
    case 'kubeconfig':
      return decideKubeconfig(principal, db);
  }
}

/** Role-only requests (see RoleRequest). */
export function decideByRole(principal: Pick<Principal, 'roles'>, request: RoleRequest): Decision {
  switch (request.action) {
    case 'administer':
      return isAdmin(principal) ? ALLOW : deny('only administrators may do this');
    case 'exec-write': {
      // A script runs on the server's machine (sandboxed, but still its CPU, memory and maybe network).
      const exec = execSwitch();
      if (!exec.enabled) return deny(exec.reason);
      const allowed = execRoles();
      if (principal.roles.some((role) => allowed.includes(role))) return ALLOW;
      return deny(
        `only ${allowed.join(' or ')} may create or change exec checks and exec playbook actions (MC_EXEC_ROLES)`,
      );
    }
  }
}

/**
 * The one rule every row-based decision follows: the token's scope first; then the permission rows that
 * apply (a matching deny always wins; a matching allow grants what the roles do not); else the role table.
 */
async function byRows(
  principal: Principal,
  db: Queryable,
  rule: {
    scoped: boolean;
    /** The object the request is about, resolved (a check to its canary) only when a row names one. */
    target?: AccessTarget;
    applies: (row: PermissionRow, target: ResolvedTarget) => boolean;
    roleGrants: boolean;
    refusal: () => Decision;
  },
): Promise<Decision> {
  if (!rule.scoped) return rule.refusal();
  const all = await permissionRowsFor(db, principal);
  const target = await resolveTarget(db, rule.target, all);
  const rows = all.filter((row) => rule.applies(row, target));
  if (rows.some((row) => row.deny)) return rule.refusal();
  return rule.roleGrants || rows.length > 0 ? ALLOW : rule.refusal();
}

const rowsOn = (area: ResourceArea, action: AccessAction) => (row: PermissionRow, target: ResolvedTarget) =>
  actionCovers(row.action, action) && rowApplies(row, area, target);

async function decideArea(
  principal: Principal,
  area: ResourceArea,
  action: AccessAction,
  target: AccessTarget | undefined,
  db: Queryable,
): Promise<Decision> {
  if (ADMINISTRATION.has(area)) {
    // S1: no row grants writing the administration areas, and no deny row locks the admins out of them.
    if (!tokenScopeAllows(principal, area, action)) return notGranted(principal, action, area);
    if (isAdmin(principal)) return ALLOW;
    if (action === 'write') return notGranted(principal, action, area);
  }
  return byRows(principal, db, {
    scoped: tokenScopeAllows(principal, area, action),
    target,
    applies: rowsOn(area, action),
    roleGrants: can(principal, area, action),
    refusal: () => notGranted(principal, action, area),
  });
}

/**
 * A check's permissions are its canary's (permission rows name canaries). The check's canary is read only when one
 * of the caller's rows names a canary: no other row compares it, and a polling dashboard's graph requests (one per
 * check, every few seconds) would otherwise each cost a query.
 */
async function resolveTarget(
  db: Queryable,
  target: AccessTarget | undefined,
  rows: readonly PermissionRow[],
): Promise<ResolvedTarget> {
  if (!target) return {};
  const { checkId, ...resolved } = target;
  if (checkId && !target.canaryId && rows.some((row) => row.canary_id != null)) {
    const { rows } = await db.query<{ canary_id: string }>('SELECT canary_id FROM checks WHERE id = $1', [checkId]);
    resolved.canaryId = rows[0]?.canary_id ?? null;
  }
  return resolved;
}

/**
 * S2: a kubeconfig token lives 90 days outside the browser, so a guest (whose every read is cut to their
 * access scopes) gets one only when a permission row grants `kubernetes-proxy` read; a deny row refuses anyone.
 * The download also needs read on canaries (its route declares it).
 */
async function decideKubeconfig(principal: Principal, db: Queryable): Promise<Decision> {
  const rows = (await permissionRowsFor(db, principal)).filter(
    (row) => row.object === KUBECONFIG_OBJECT && actionCovers(row.action, 'read'),
  );
  if (rows.some((row) => row.deny)) return deny('a permission denies you kubeconfig downloads (kubernetes-proxy)');
  if (isScopedGuest(principal) && !rows.length) {
    return deny('guests may download a kubeconfig only when a permission grants read on kubernetes-proxy');
  }
  return ALLOW;
}

async function decideRows(
  principal: Principal,
  { rows: action, area }: { rows: AccessAction; area?: ResourceArea },
  db: Queryable,
): Promise<Decision> {
  let only: AllowedObjects | null = null;
  if (area) {
    const decision = await decideArea(principal, area, action, undefined, db);
    if (!allows(decision)) {
      // S7: a write the role table refuses may go ahead on the single objects allow rows grant.
      only = action === 'write' ? await allowedObjects(db, principal, area) : null;
      if (!only) return decision;
    }
  }
  if (action === 'write') {
    // An object denied for writing or for reading may not be written.
    const denied = await deniedObjects(db, principal, ['read', 'write']);
    return denied || only ? { filter: rowFilter(null, denied, only) } : ALLOW;
  }
  const guest = await guestScopesFor(db, principal);
  const denied = await deniedObjects(db, principal, ['read']);
  return guest || denied ? { filter: rowFilter(guest, denied, null) } : ALLOW;
}

/**
 * The row filter. The catalog (and any area of scoped objects) plugs in through `condition` for its own
 * queries, and through auth/scopes.ts FILTERS / auth/objects.ts CONDITIONS for the relations `/api/db` serves.
 */
function rowFilter(guest: GuestScopes | null, denied: DeniedObjects | null, only: AllowedObjects | null): RowFilter {
  return {
    guest,
    denied,
    only,
    relations: [...(guest ? [guestFilter(guest)] : []), ...(denied ? [objectFilter(denied)] : [])],
    sees: (kind, object) =>
      (!guest || scopeAllows(guest, kind, object)) && !(object.id != null && isDenied(denied, kind, object.id)),
    hides: (kind, id) => isDenied(denied, kind, id),
    condition(kind, columns, params) {
      const parts: string[] = [];
      if (guest) parts.push(scopeCondition(guest[kind], columns, params));
      if (denied?.[kind].length) {
        params.push(JSON.stringify(denied[kind]));
        parts.push(
          `(${columns.id} IS NULL OR ${columns.id}::text NOT IN (SELECT jsonb_array_elements_text($${params.length}::jsonb)))`,
        );
      }
      return parts.length ? parts.join(' AND ') : null;
    },
  };
}
