import type { Rows } from '../../testing/postgrestFake';

export const ADMIN_ID = 'u-admin';
export const EDITOR = { id: 'p-editor', name: 'Eddie Editor', email: 'eddie@example.com', deleted_at: null };
export const GUEST = { id: 'p-guest', name: 'Gina Guest', email: 'gina@example.com', deleted_at: null };
export const TEAM = { id: 't-sre', name: 'SRE', deleted_at: null };

const base = { deleted_at: null, source: 'UI', updated_at: '2026-11-20T10:00:00Z', created_at: '2026-11-01T10:00:00Z' };

export const denyCanariesWrite = {
  ...base,
  id: 'perm-deny',
  name: 'deny-editor-canaries',
  subject: EDITOR.id,
  subject_type: 'person',
  person_id: EDITOR.id,
  object: 'canaries',
  action: 'update',
  deny: true,
  description: 'No canary edits for Eddie',
};

export const crdPermission = {
  ...base,
  id: 'perm-crd',
  name: 'viewers-read-playbooks',
  namespace: 'mission-control',
  source: 'KubernetesCRD',
  subject: 'viewer',
  subject_type: 'group',
  object: 'playbooks',
  action: 'read',
  deny: false,
  description: 'From the cluster',
};

/** Tables behind the permission screens: the rows and their summary view. */
export function permissionTables(): Rows {
  const summary = (row: Record<string, unknown>) => ({
    ...row,
    person: row.person_id === EDITOR.id ? { id: EDITOR.id, name: EDITOR.name, email: EDITOR.email } : null,
    created_by: { id: ADMIN_ID, name: 'Ada Admin', email: 'ada@example.com' },
  });
  return {
    permissions: [denyCanariesWrite, crdPermission],
    permissions_summary: [summary(denyCanariesWrite), summary(crdPermission)],
    people: [EDITOR, GUEST],
    teams: [TEAM],
    notifications: [],
    playbooks: [{ id: 'pb-restart', name: 'restart-pod', deleted_at: null }],
    canaries: [{ id: 'c-http', name: 'http-checks', deleted_at: null }],
    config_items: [],
    components: [],
    connections: [],
  };
}
