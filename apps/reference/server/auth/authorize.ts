import { can, canRunChecks, isAdmin, type ResourceArea } from '@mission-control/api';
import type { Principal } from '../context';
import type { Queryable } from '../db/database';
import { shareInFlight } from '../db/inFlight';

export type AccessAction = 'read' | 'write';

export interface AccessTarget {
  canaryId?: string | null;
  checkId?: string | null;
  playbookId?: string | null;
  configId?: string | null;
  componentId?: string | null;
  connectionId?: string | null;
}

/**
 * Global object names of permission rows (spec §3) → the resource areas they
 * govern. `catalog` covers the catalog tables, which the table map files under
 * `database`; `rbac` covers people, roles, permissions and access scopes.
 */
const OBJECT_AREAS: Readonly<Record<string, readonly ResourceArea[]>> = {
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
};

/**
 * Token scope objects (spec §6 Token scopes) → areas. `mcp` governs only the MCP
 * endpoint. A check names its agent and links components and configs, so
 * `canaries` covers agents and `catalog` covers topology (components) too:
 * otherwise a health-only token could not read a check's detail.
 */
const TOKEN_OBJECT_AREAS: Readonly<Record<string, readonly ResourceArea[]>> = {
  canaries: ['canaries', 'agents'],
  catalog: ['database', 'config_scrapers', 'topologies'],
  application: ['views'],
  playbooks: ['playbooks', 'playbook_runs'],
  notification: ['notifications'],
  mcp: [],
};

/** Permission and scope actions → read/write. `*` and CRUD lists cover both. */
function actionCovers(granted: string, action: AccessAction): boolean {
  return granted
    .split(',')
    .map((part) => part.trim())
    .some((part) => {
      if (part === '*') return true;
      if (action === 'read') return part === 'read';
      return part === 'create' || part === 'update' || part === 'delete';
    });
}

function playbookActionCovers(granted: string, action: string): boolean {
  return granted
    .split(',')
    .map((part) => part.trim())
    .some((part) => part === '*' || part === 'playbook:*' || part === action);
}

export interface PermissionRow {
  action: string;
  object: string | null;
  deny: boolean;
  canary_id: string | null;
  playbook_id: string | null;
  config_id: string | null;
  component_id: string | null;
  connection_id: string | null;
}

const sharedRows = shareInFlight<Queryable, readonly PermissionRow[]>({ kept: 0 });

/**
 * The live permission rows whose subject is the person, one of their teams, or one of their roles.
 * Concurrent requests of one principal share one read (a busy dashboard sends many at once); nothing
 * is kept once it settles, so a changed permission applies to the next request that arrives.
 */
export function permissionRowsFor(db: Queryable, principal: Principal): Promise<readonly PermissionRow[]> {
  const roles = JSON.stringify([...principal.roles, 'everyone']);
  return sharedRows(db, `${principal.id} ${roles}`, () => readPermissionRows(db, principal.id, roles));
}

async function readPermissionRows(db: Queryable, personId: string, roles: string): Promise<PermissionRow[]> {
  const { rows } = await db.query<PermissionRow>(
    `SELECT action, object, deny, canary_id, playbook_id, config_id, component_id, connection_id
     FROM permissions p
     WHERE p.deleted_at IS NULL AND (p."until" IS NULL OR p."until" > now())
       AND (
         (p.subject_type = 'person' AND (p.person_id = $1::uuid OR p.subject = $1::text))
         OR (p.subject_type = 'team' AND (
               p.team_id IN (SELECT team_id FROM team_members WHERE person_id = $1::uuid)
               OR p.subject IN (SELECT team_id::text FROM team_members WHERE person_id = $1::uuid)))
         OR (p.subject_type IN ('group', 'role') AND p.subject IN (SELECT jsonb_array_elements_text($2::jsonb)))
       )`,
    [personId, roles],
  );
  return rows;
}

const TARGET_COLUMNS: ReadonlyArray<[keyof AccessTarget, keyof PermissionRow, readonly ResourceArea[]]> = [
  ['canaryId', 'canary_id', ['canaries']],
  ['checkId', 'canary_id', ['canaries']],
  ['playbookId', 'playbook_id', ['playbooks', 'playbook_runs']],
  ['configId', 'config_id', ['database']],
  ['componentId', 'component_id', ['topologies']],
  ['connectionId', 'connection_id', ['connections']],
];

/**
 * Whether a row applies to the area (and target). A row naming an object id
 * applies only to a request about that object; a row with a global object name
 * applies to its areas; a row with neither is `*`, as in the backend.
 */
function rowApplies(row: PermissionRow, area: ResourceArea, target: ResolvedTarget): boolean {
  const idColumns = TARGET_COLUMNS.filter(([, column]) => row[column] != null);
  if (idColumns.length) {
    return idColumns.some(
      ([key, column, areas]) => areas.includes(area) && target[key === 'checkId' ? 'canaryId' : key] === row[column],
    );
  }
  if (!row.object || row.object === '*') return true;
  return (OBJECT_AREAS[row.object] ?? []).includes(area);
}

type ResolvedTarget = Omit<AccessTarget, 'checkId'>;

/** A check's permissions are its canary's (permission rows name canaries). */
async function resolveTarget(db: Queryable, target: AccessTarget | undefined): Promise<ResolvedTarget> {
  if (!target) return {};
  const resolved: ResolvedTarget = { ...target };
  delete (resolved as AccessTarget).checkId;
  if (target.checkId && !target.canaryId) {
    const { rows } = await db.query<{ canary_id: string }>('SELECT canary_id FROM checks WHERE id = $1', [
      target.checkId,
    ]);
    resolved.canaryId = rows[0]?.canary_id ?? null;
  }
  return resolved;
}

/**
 * The areas that decide who may do what: people and roles (`rbac`), identities, permission rows and access
 * scopes. Writing them is the admin role's alone, and no permission row grants it: otherwise a row (which an
 * editor could once write) lifts its holder to admin (security review S1). The admin role, in turn, ignores
 * deny rows here, so no row can lock the administrators out of repairing the permissions.
 */
const ADMINISTRATION: ReadonlySet<ResourceArea> = new Set<ResourceArea>([
  'rbac',
  'identities',
  'permissions',
  'access_scopes',
]);

/** A token's scope narrows its owner's rights: the area and action must be in it. Empty scope = the owner's rights. */
export function tokenScopeAllows(principal: Principal, area: ResourceArea, action: AccessAction): boolean {
  if (principal.via !== 'token' || !principal.tokenScope?.length) return true;
  return principal.tokenScope.some(
    (entry) => (TOKEN_OBJECT_AREAS[entry.object] ?? []).includes(area) && actionCovers(entry.action, action),
  );
}

/**
 * The one decision: for a token, its scope; then the role table (`can()`, as the console uses), then the
 * permission rows (a matching deny always wins; a matching allow grants what
 * the roles do not), except on the administration areas (see ADMINISTRATION).
 */
export async function isAllowed(
  db: Queryable,
  principal: Principal,
  resource: ResourceArea,
  action: AccessAction,
  target?: AccessTarget,
): Promise<boolean> {
  if (!tokenScopeAllows(principal, resource, action)) return false;
  if (ADMINISTRATION.has(resource)) {
    if (isAdmin(principal)) return true;
    if (action === 'write') return false;
  }
  const resolved = await resolveTarget(db, target);
  const rows = (await permissionRowsFor(db, principal)).filter(
    (row) => actionCovers(row.action, action) && rowApplies(row, resource, resolved),
  );
  if (rows.some((row) => row.deny)) return false;
  return can(principal, resource, action) || rows.length > 0;
}

/**
 * Run Now. The spec's operations table offers it to admin, editor, responder
 * and commander (`canRunChecks`), while the role table gives commander and
 * responder no write on canaries: running a check changes nothing but its
 * status history, so responders may run checks without being able to edit
 * them. Permission rows (deny wins) and token scope apply as for canaries write.
 */
export async function mayRunChecks(db: Queryable, principal: Principal, target?: AccessTarget): Promise<boolean> {
  if (!tokenScopeAllows(principal, 'canaries', 'write')) return false;
  const resolved = await resolveTarget(db, target);
  const rows = (await permissionRowsFor(db, principal)).filter(
    (row) => actionCovers(row.action, 'write') && rowApplies(row, 'canaries', resolved),
  );
  if (rows.some((row) => row.deny)) return false;
  return canRunChecks(principal) || can(principal, 'canaries', 'write') || rows.length > 0;
}

/**
 * `playbook:run` / `playbook:approve` on one playbook: roles with write on
 * playbook_runs, or permission rows on that playbook or on `playbooks`; deny
 * wins. A token needs the action (or `*`) on `playbooks` in its scope.
 */
export async function playbookAllowed(
  db: Queryable,
  principal: Principal,
  playbookId: string,
  action: 'playbook:run' | 'playbook:approve',
): Promise<boolean> {
  if (principal.via === 'token' && principal.tokenScope?.length) {
    const scoped = principal.tokenScope.some(
      (entry) => entry.object === 'playbooks' && playbookActionCovers(entry.action, action),
    );
    if (!scoped) return false;
  }
  const rows = (await permissionRowsFor(db, principal)).filter(
    (row) =>
      playbookActionCovers(row.action, action) &&
      (row.playbook_id != null
        ? row.playbook_id === playbookId
        : !row.object || row.object === '*' || row.object === 'playbooks'),
  );
  if (rows.some((row) => row.deny)) return false;
  return can(principal, 'playbook_runs', 'write') || rows.length > 0;
}
