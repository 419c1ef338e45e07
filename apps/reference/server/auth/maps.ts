import type { PERMISSION_GLOBAL_OBJECTS, ResourceArea, TokenScopeObject } from '@mission-control/api';
import type { Principal } from '../context';
import { actionCovers, type AccessAction, type AccessTarget, type PermissionRow } from './rows';

/**
 * The maps `decide()` reads, each typed from api's lists so that a new area, permission object or token
 * scope object cannot be forgotten here: the compiler names the missing key.
 */

/** The permission dialog's global objects (api), plus the names older rows and the backend use. */
export type PermissionObject = (typeof PERMISSION_GLOBAL_OBJECTS)[number] | 'incident' | 'views' | 'application';

/**
 * Global object names of permission rows (spec §3) → the resource areas they govern. `catalog` covers the
 * catalog tables, which the table map files under `database`; `rbac` covers people, roles, permissions and
 * access scopes. `kubernetes-proxy` governs kubeconfig downloads only (decide's `kubeconfig` request), and
 * `artifact` no area yet.
 */
export const OBJECT_AREAS: Readonly<Record<PermissionObject, readonly ResourceArea[]>> = {
  canaries: ['canaries'],
  catalog: ['database', 'config_scrapers'],
  topology: ['topologies'],
  playbooks: ['playbooks', 'playbook_runs'],
  connection: ['connections'],
  'connection-detail': ['connections'],
  notification: ['notifications'],
  rbac: ['rbac', 'permissions', 'access_scopes', 'identities'],
  agent: ['agents'],
  'agent-push': ['agents'],
  logs: ['logging_backends'],
  incident: ['incident', 'responder', 'evidences', 'comments'],
  views: ['views'],
  application: ['views'],
  'kubernetes-proxy': [],
  artifact: [],
};

/** The permission object of kubeconfig downloads (the permission dialog's `kubernetes-proxy`). */
export const KUBECONFIG_OBJECT: PermissionObject = 'kubernetes-proxy';

/**
 * Token scope objects (spec §6 Token scopes; api's TOKEN_SCOPE_OBJECTS) → areas. `mcp` governs only the MCP
 * endpoint. A check names its agent and links components and configs, so `canaries` covers agents and
 * `catalog` covers topology (components) too: otherwise a health-only token could not read a check's detail.
 */
export const TOKEN_OBJECT_AREAS: Readonly<Record<TokenScopeObject, readonly ResourceArea[]>> = {
  canaries: ['canaries', 'agents'],
  catalog: ['database', 'config_scrapers', 'topologies'],
  application: ['views'],
  playbooks: ['playbooks', 'playbook_runs'],
  notification: ['notifications'],
  mcp: [],
};

/**
 * The areas that decide who may do what: people and roles (`rbac`), identities, permission rows and access
 * scopes. Writing them is the admin role's alone, and no permission row grants it: otherwise a row (which an
 * editor could once write) lifts its holder to admin (security review S1). The admin role, in turn, ignores
 * deny rows here, so no row can lock the administrators out of repairing the permissions.
 */
export const ADMINISTRATION: ReadonlySet<ResourceArea> = new Set<ResourceArea>([
  'rbac',
  'identities',
  'permissions',
  'access_scopes',
]);

/** A request's object (a check resolved to its canary: permission rows name canaries). */
export type ResolvedTarget = Omit<AccessTarget, 'checkId'>;

/** Which permission-row column names an object of a request's target, and the areas it is about. */
export const TARGET_COLUMNS: ReadonlyArray<[keyof ResolvedTarget, keyof PermissionRow, readonly ResourceArea[]]> = [
  ['canaryId', 'canary_id', ['canaries']],
  ['playbookId', 'playbook_id', ['playbooks', 'playbook_runs']],
  ['configId', 'config_id', ['database']],
  ['componentId', 'component_id', ['topologies']],
  ['connectionId', 'connection_id', ['connections']],
];

/**
 * Whether a row applies to the area (and target). A row naming an object id applies only to a request about
 * that object; a row with a global object name applies to its areas; a row with neither is `*`, as in the
 * backend.
 */
export function rowApplies(row: PermissionRow, area: ResourceArea, target: ResolvedTarget): boolean {
  const idColumns = TARGET_COLUMNS.filter(([, column]) => row[column] != null);
  if (idColumns.length) {
    return idColumns.some(([key, column, areas]) => areas.includes(area) && target[key] === row[column]);
  }
  if (!row.object || row.object === '*') return true;
  return (OBJECT_AREAS[row.object as PermissionObject] ?? []).includes(area);
}

/** A token's scope narrows its owner's rights: the area and action must be in it. Empty scope = the owner's rights. */
export function tokenScopeAllows(principal: Principal, area: ResourceArea, action: AccessAction): boolean {
  if (principal.via !== 'token' || !principal.tokenScope?.length) return true;
  return principal.tokenScope.some(
    (entry) =>
      (TOKEN_OBJECT_AREAS[entry.object as TokenScopeObject] ?? []).includes(area) && actionCovers(entry.action, action),
  );
}
