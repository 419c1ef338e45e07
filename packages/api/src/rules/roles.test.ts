import { describe, expect, it } from 'vitest';
import { RESOURCE_AREAS, can, canRunChecks, isAdmin, isViewer, type Action } from './roles';

const RESTRICTED = ['connections', 'identities', 'rbac'];
/** Issue #27 S1: permission rows and access scopes are admin-only writes (the spec let editors write them). */
const ADMINISTRATION = [...RESTRICTED, 'permissions', 'access_scopes'];
const RESPONDER_WRITES = ['responder', 'incident', 'evidences', 'comments'];

/** The spec's role table, written out independently of the implementation. */
function expected(role: string, area: string, action: Action): boolean {
  switch (role) {
    case 'admin':
      return true;
    case 'editor':
      return !(action === 'read' ? RESTRICTED : ADMINISTRATION).includes(area);
    case 'commander':
    case 'responder':
      return action === 'read' ? !RESTRICTED.includes(area) : RESPONDER_WRITES.includes(area);
    case 'viewer':
    case 'guest':
      return action === 'read' && !RESTRICTED.includes(area);
    default:
      return false;
  }
}

describe('RESOURCE_AREAS', () => {
  it('lists the 22 areas of the spec', () => {
    expect(RESOURCE_AREAS).toHaveLength(22);
    expect(new Set(RESOURCE_AREAS).size).toBe(22);
  });
});

describe('can', () => {
  const roles = ['admin', 'editor', 'commander', 'responder', 'viewer', 'guest', 'everyone'];
  const rows = roles.flatMap((role) =>
    RESOURCE_AREAS.flatMap((area) =>
      (['read', 'write'] as const).map((action) => [role, area, action, expected(role, area, action)] as const),
    ),
  );
  it.each(rows)('%s %s %s → %s', (role, area, action, allowed) => {
    expect(can({ roles: [role] }, area, action)).toBe(allowed);
  });

  it.each([
    ['editor gains rbac only with admin', { roles: ['editor', 'admin'] }, 'rbac', 'write', true],
    ['S1: an editor cannot write permissions', { roles: ['editor'] }, 'permissions', 'write', false],
    ['S1: an editor cannot write access scopes', { roles: ['editor'] }, 'access_scopes', 'write', false],
    ['S1: an editor still reads permissions', { roles: ['editor'] }, 'permissions', 'read', true],
    ['viewer + responder may write incidents', { roles: ['viewer', 'responder'] }, 'incident', 'write', true],
    ['duplicate roles change nothing', { roles: ['viewer', 'viewer'] }, 'canaries', 'write', false],
    ['no user', null, 'canaries', 'read', false],
    ['no roles', {}, 'canaries', 'read', false],
    ['roles not an array', { roles: 'admin' as unknown as string[] }, 'canaries', 'read', false],
    ['non-string roles ignored', { roles: [42, null, 'viewer'] as unknown as string[] }, 'canaries', 'read', true],
    ['unknown area', { roles: ['admin'] }, 'secrets', 'read', false],
    ['prototype key as area', { roles: ['admin'] }, '__proto__', 'read', false],
    ['prototype key as role', { roles: ['constructor', 'toString'] }, 'canaries', 'read', false],
    ['unknown action', { roles: ['admin'] }, 'canaries', 'delete' as Action, false],
    ['role case matters', { roles: ['Admin'] }, 'canaries', 'read', false],
  ])('%s', (_name, user, area, action, allowed) => {
    expect(can(user, area, action as Action)).toBe(allowed);
  });
});

describe('isAdmin, isViewer, canRunChecks', () => {
  it.each([
    [['admin'], true, false, true],
    [['editor'], false, false, true],
    [['viewer'], false, true, false],
    [['guest'], false, true, false],
    [['responder'], false, false, true],
    [['commander'], false, false, true],
    [['everyone'], false, false, false],
    [[], false, false, false],
  ])('%j → admin %s, viewer %s, run now %s', (roles, admin, viewer, run) => {
    expect([isAdmin({ roles }), isViewer({ roles }), canRunChecks({ roles })]).toEqual([admin, viewer, run]);
  });

  it('treats a missing user as nobody', () => {
    expect([isAdmin(undefined), isViewer(null), canRunChecks(undefined)]).toEqual([false, false, false]);
  });
});
