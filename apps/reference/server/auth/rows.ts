// The permission rows that apply to a principal (spec §3), read once per request burst. Only auth/ reads
// them: every decision on them is `decide()`'s (auth/decide.ts).
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

/** Permission and scope actions → read/write. `*` and CRUD lists cover both. */
export function actionCovers(granted: string, action: AccessAction): boolean {
  return granted
    .split(',')
    .map((part) => part.trim())
    .some((part) => {
      if (part === '*') return true;
      if (action === 'read') return part === 'read';
      return part === 'create' || part === 'update' || part === 'delete';
    });
}

/** `playbook:run` / `playbook:approve`, or a wildcard. */
export function playbookActionCovers(granted: string, action: string): boolean {
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
