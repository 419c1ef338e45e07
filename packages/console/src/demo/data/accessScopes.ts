import type { Rows } from '../../testing/postgrestFake';
import { GUEST, TEAM } from './permissions';

export const guestScope = {
  id: 'as-guest',
  name: 'payments-only',
  namespace: 'default',
  description: 'Gina sees payments checks',
  person_id: GUEST.id,
  team_id: null,
  resources: ['canary'],
  scopes: [{ tags: { team: 'payments' } }],
  source: 'UI',
  created_at: '2026-11-01T10:00:00Z',
  updated_at: '2026-11-02T10:00:00Z',
  deleted_at: null,
  person: { id: GUEST.id, name: GUEST.name, email: GUEST.email },
  team: null,
  created_by: { id: 'u-admin', name: 'Ada Admin', email: 'ada@example.com' },
};

export const crdScope = {
  id: 'as-crd',
  name: 'sre-all',
  namespace: 'mission-control',
  description: null,
  person_id: null,
  team_id: TEAM.id,
  resources: ['*'],
  scopes: [{ agents: ['*'], names: ['*'] }],
  source: 'KubernetesCRD',
  created_at: '2026-11-01T10:00:00Z',
  updated_at: '2026-11-01T10:00:00Z',
  deleted_at: null,
  person: null,
  team: { id: TEAM.id, name: TEAM.name },
  created_by: null,
};

export function accessScopeTables(): Rows {
  return {
    access_scopes: [guestScope, crdScope],
    people_roles: [{ id: GUEST.id, name: GUEST.name, email: GUEST.email, roles: ['guest'] }],
    teams: [TEAM],
  };
}
