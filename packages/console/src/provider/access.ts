/**
 * Role and feature-flag rules the widgets gate on.
 *
 * Local stand-in until `can()` and `isFeatureEnabled()` land in @mission-control/api;
 * the rules are the spec's (operations §6, shell §6) so swapping is a one-line change.
 */

export interface ConsoleUser {
  id: string;
  name: string;
  email?: string;
  avatar?: string;
  roles: readonly string[];
}

export type AccessAction = 'read' | 'write';

/** Areas editors may not write. */
const EDITOR_READ_ONLY = new Set(['connections', 'identities', 'rbac']);
/** The only areas commanders and responders may write. */
const RESPONDER_WRITABLE = new Set(['responder', 'incident', 'incidents', 'evidences', 'comments']);

export function can(user: ConsoleUser | null | undefined, area: string, action: AccessAction): boolean {
  if (!user) return false;
  const roles = new Set(user.roles);
  if (roles.has('admin')) return true;
  if (action === 'read') return roles.size > 0;
  if (roles.has('editor') && !EDITOR_READ_ONLY.has(area)) return true;
  if ((roles.has('commander') || roles.has('responder')) && RESPONDER_WRITABLE.has(area)) return true;
  return false;
}

/** Roles that may run a check on demand (operations §6). */
export const RUN_NOW_ROLES: readonly string[] = ['admin', 'editor', 'responder', 'commander'];

export function hasAnyRole(user: ConsoleUser | null | undefined, roles: readonly string[]): boolean {
  return !!user && user.roles.some((role) => roles.includes(role));
}

/** A child feature is off when its parent is (shell §6). */
const FEATURE_PARENTS: Readonly<Record<string, string>> = {
  'settings.config_scraper': 'config',
  'settings.topology': 'topology',
  'settings.health': 'health',
  'settings.job_history': 'health',
};

export type FeatureProperties = Readonly<Record<string, string>>;

/** Features are on unless the property `{name}.disable` is exactly "true". */
export function isFeatureEnabled(properties: FeatureProperties, name: string): boolean {
  const seen = new Set<string>();
  for (let feature: string | undefined = name; feature && !seen.has(feature); feature = FEATURE_PARENTS[feature]) {
    seen.add(feature);
    if (
      Object.prototype.hasOwnProperty.call(properties, `${feature}.disable`) &&
      properties[`${feature}.disable`] === 'true'
    ) {
      return false;
    }
  }
  return true;
}
