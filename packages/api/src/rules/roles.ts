/** The 22 resource areas permissions are checked on (spec: shell and access, §6). */
export const RESOURCE_AREAS = [
  'database',
  'rbac',
  'auth',
  'responder',
  'incident',
  'evidences',
  'comments',
  'canaries',
  'topologies',
  'config_scrapers',
  'identities',
  'connections',
  'agents',
  'properties',
  'logging_backends',
  'integrations',
  'notifications',
  'playbooks',
  'playbook_runs',
  'permissions',
  'access_scopes',
  'views',
] as const;
export type ResourceArea = (typeof RESOURCE_AREAS)[number];

export const ROLES = ['admin', 'editor', 'viewer', 'guest', 'commander', 'responder'] as const;
export type Role = (typeof ROLES)[number];

export type Action = 'read' | 'write';

/** Anything carrying roles: the whoami user, a `CurrentUser`, or a bare `{ roles }`. */
export interface HasRoles {
  roles?: readonly string[] | null;
}

const ALL = new Set<string>(RESOURCE_AREAS);
const RESTRICTED = new Set<string>(['connections', 'identities', 'rbac']);
const ALL_BUT_RESTRICTED = new Set(RESOURCE_AREAS.filter((area) => !RESTRICTED.has(area)));
/**
 * Permission rows and access scopes decide who may do what, so writing them is administration: an editor
 * who could write one could grant themselves rbac and become admin (security review S1, issue #27). The
 * spec's table lets editors write them; this deliberately does not.
 */
const ADMINISTRATION = new Set<string>([...RESTRICTED, 'permissions', 'access_scopes']);
const ALL_BUT_ADMINISTRATION = new Set(RESOURCE_AREAS.filter((area) => !ADMINISTRATION.has(area)));
const RESPONDER_WRITES = new Set<string>(['responder', 'incident', 'evidences', 'comments']);
const NONE = new Set<string>();

const TABLE: Record<Role, Record<Action, ReadonlySet<string>>> = {
  admin: { read: ALL, write: ALL },
  editor: { read: ALL_BUT_RESTRICTED, write: ALL_BUT_ADMINISTRATION },
  commander: { read: ALL_BUT_RESTRICTED, write: RESPONDER_WRITES },
  responder: { read: ALL_BUT_RESTRICTED, write: RESPONDER_WRITES },
  viewer: { read: ALL_BUT_RESTRICTED, write: NONE },
  guest: { read: ALL_BUT_RESTRICTED, write: NONE },
};

function rolesOf(user: HasRoles | null | undefined): string[] {
  const roles = user?.roles;
  return Array.isArray(roles) ? roles.filter((r): r is string => typeof r === 'string') : [];
}

function isRole(role: string): role is Role {
  return Object.hasOwn(TABLE, role);
}

/**
 * Whether a user may read or write a resource area: the union over the user's roles. Unknown roles,
 * unknown areas and unknown actions grant nothing.
 */
export function can(user: HasRoles | null | undefined, area: string, action: Action): boolean {
  if (action !== 'read' && action !== 'write') return false;
  if (!ALL.has(area)) return false;
  return rolesOf(user).some((role) => isRole(role) && TABLE[role][action].has(area));
}

export function isAdmin(user: HasRoles | null | undefined): boolean {
  return rolesOf(user).includes('admin');
}

/** Viewer or guest: read-only users. */
export function isViewer(user: HasRoles | null | undefined): boolean {
  const roles = rolesOf(user);
  return roles.includes('viewer') || roles.includes('guest');
}

/** Run Now is offered to admin, editor, responder and commander (spec: operations, §6). */
export function canRunChecks(user: HasRoles | null | undefined): boolean {
  return rolesOf(user).some(
    (role) => role === 'admin' || role === 'editor' || role === 'responder' || role === 'commander',
  );
}
