import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { can, canRunChecks, ROLES, scopeFromPreset } from '@mission-control/api';
import { createApp } from '../app';
import { tokenScopeAllows } from '../auth/maps';
import type { Principal } from '../context';
import { actionForMethod, resourceForTableAction, TABLE_RESOURCES } from '../resources';
import { isRpcName, RPC_RESOURCES } from '../postgrest/rpcCatalogue';
import { ensureDemoPlaybooks, seedDemoData } from '../seed';
import { ADMIN_ID, createPerson, sessionHeaders, tokenHeaders, type AuthHeaders } from '../testing/auth';
import { createTestDatabase, type TestDatabase } from '../testing/databases';
import type { AccessDeclaration } from './access';
import { effectiveDeclaration, registeredRoutes } from './routeList';

/**
 * Every registered route × method × caller, compared with the spec's role
 * table (§6) and token scopes: a cell is allowed when the response is neither
 * 401 nor 403. Requests are built so that an allowed call changes nothing
 * (empty inserts, filters matching no row, unknown ids).
 */
interface Caller {
  name: string;
  headers: AuthHeaders;
  /** Roles and token scope the expectation is computed from; null: no credentials. */
  as: Pick<Principal, 'roles' | 'via' | 'tokenScope'> | null;
}

const NO_ROW = '00000000-0000-0000-0000-0000000000ff';

function expected(declaration: AccessDeclaration, caller: Caller, method: string, table?: string): boolean {
  const as = caller.as;
  if (declaration.kind === 'public') return true;
  if (!as) return false;
  const principal = { id: '', name: '', email: '', ...as } as Principal;
  const areaAllowed = (area: Parameters<typeof can>[1], action: 'read' | 'write') =>
    can(principal, area, action) && tokenScopeAllows(principal, area as never, action);
  switch (declaration.kind) {
    case 'authenticated':
      return true;
    case 'session':
      return as.via === 'session';
    case 'token-management':
      return as.via === 'session' || !as.tokenScope?.length;
    case 'resource':
      return areaAllowed(declaration.resource, declaration.action);
    case 'table': {
      const action = actionForMethod(method);
      // /api/db/rpc/<fn> is checked on its function's area (postgrest/rpcCatalogue.ts).
      const area = isRpcName(table!) ? RPC_RESOURCES[table!] : resourceForTableAction(table!, action);
      return area !== undefined && areaAllowed(area, action);
    }
    case 'run-check':
      return (
        (canRunChecks(principal) || can(principal, 'canaries', 'write')) &&
        tokenScopeAllows(principal, 'canaries', 'write')
      );
    case 'playbook': {
      const scoped =
        principal.via !== 'token' ||
        !principal.tokenScope?.length ||
        principal.tokenScope.some(
          (s) => s.object === 'playbooks' && [declaration.action, '*', 'playbook:*'].includes(s.action),
        );
      return can(principal, 'playbook_runs', 'write') && scoped;
    }
  }
}

describe('role × route × method matrix', () => {
  let testDb: TestDatabase;
  const callers: Caller[] = [];
  /** Real ids where the route decides per object (playbook run and approve). */
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    testDb = await createTestDatabase('pglite');
    const db = testDb.db;
    await seedDemoData(db);
    await ensureDemoPlaybooks(db, 'http://127.0.0.1:9');
    const { rows: playbooks } = await db.query<{ id: string }>(
      `SELECT id FROM playbooks WHERE name = 'ping-reference-server'`,
    );
    ids.playbook = playbooks[0]!.id;
    const { rows: runs } = await db.query<{ id: string }>(
      `INSERT INTO playbook_runs (playbook_id, spec, status) SELECT id, spec, 'completed' FROM playbooks WHERE id = $1 RETURNING id`,
      [ids.playbook],
    );
    ids.run = runs[0]!.id;
    for (const role of ROLES) {
      const id = role === 'admin' ? ADMIN_ID : await createPerson(db, [role]);
      callers.push({ name: role, headers: await sessionHeaders(db, id), as: { roles: [role], via: 'session' } });
    }
    const guest = await createPerson(db, ['guest'], { name: 'Scoped guest' });
    await db.query(
      `INSERT INTO access_scopes (name, person_id, resources, scopes) VALUES ('one', $1, '{canary}', '[{"names":["homepage"]}]')`,
      [guest],
    );
    callers.push({
      name: 'guest with a scope',
      headers: await sessionHeaders(db, guest),
      as: { roles: ['guest'], via: 'session' },
    });
    const read = scopeFromPreset('read', '').map(({ object, action }) => ({ object, action }));
    callers.push({
      name: 'read token',
      headers: await tokenHeaders(db, ADMIN_ID, read),
      as: { roles: ['admin'], via: 'token', tokenScope: read },
    });
    const mcp = [{ object: 'mcp', action: '*' }];
    callers.push({
      name: 'mcp token',
      headers: await tokenHeaders(db, ADMIN_ID, mcp),
      as: { roles: ['admin'], via: 'token', tokenScope: mcp },
    });
    callers.push({ name: 'no credentials', headers: {}, as: null });
  });

  afterAll(async () => {
    await testDb.drop();
  });

  it('allows exactly what the role table and token scopes allow', async () => {
    const app = createApp({ db: testDb.db });
    const cells: Array<{ method: string; path: string; table?: string; declaration: AccessDeclaration }> = [];
    for (const route of registeredRoutes(app)) {
      const declaration = effectiveDeclaration(route)!;
      if (route.path === '/api/db/*') continue;
      const methods = route.method === 'ALL' ? ['GET', 'POST', 'PATCH', 'DELETE'] : [route.method];
      const tables =
        route.path === '/api/db/:table'
          ? Object.keys(TABLE_RESOURCES)
          : route.path === '/api/db/rpc/:fn'
            ? Object.keys(RPC_RESOURCES)
            : [undefined];
      for (const table of tables) {
        for (const method of methods) {
          const path =
            route.path === '/*'
              ? '/health'
              : route.path === '/api/playbook/run/approve/:id'
                ? `/api/playbook/run/approve/${ids.run}`
                : route.path
                    .replace(':table', table ?? '')
                    .replace(':fn', table ?? '')
                    .replace(/:[A-Za-z_]\w*/g, NO_ROW);
          cells.push({ method, path, table, declaration });
        }
      }
    }
    // #21: the topology tree (topology/tree/) is reached under /api/canary although the canary area mounts first.
    expect(cells.filter((cell) => cell.path === '/api/canary/api/topology').map((cell) => cell.method)).toEqual([
      'GET',
    ]);
    // #22: the notification routes are in the matrix (read on notifications for the summary and preview, write for silences).
    expect(
      cells
        .filter((cell) => cell.path.startsWith('/api/notification/'))
        .map((cell) => `${cell.method} ${cell.path}`)
        .sort(),
    ).toEqual([
      'GET /api/notification/demo/:service'.replace(':service', '00000000-0000-0000-0000-0000000000ff'),
      'GET /api/notification/silence_preview',
      'POST /api/notification/demo/:service'.replace(':service', '00000000-0000-0000-0000-0000000000ff'),
      'POST /api/notification/silence',
      'POST /api/notification/summary',
    ]);
    const unexpectedAllows: string[] = [];
    const unexpectedDenies: string[] = [];
    const wrongAnonymous: string[] = [];
    for (const caller of callers) {
      for (const cell of cells) {
        const isDb = cell.table !== undefined;
        const write = cell.method !== 'GET' && cell.method !== 'HEAD';
        const query = isDb && (cell.method === 'PATCH' || cell.method === 'DELETE') ? `?id=eq.${NO_ROW}` : '';
        const body =
          write && cell.method !== 'DELETE'
            ? isDb && cell.method === 'POST'
              ? '[]'
              : cell.path === '/api/playbook/run'
                ? JSON.stringify({ id: ids.playbook })
                : '{}'
            : undefined;
        const response = await app.request(`http://localhost${cell.path}${query}`, {
          method: cell.method,
          headers: { ...caller.headers, ...(body ? { 'Content-Type': 'application/json' } : {}) },
          ...(body ? { body } : {}),
        });
        await response.arrayBuffer();
        const allowed = response.status !== 401 && response.status !== 403;
        const want = expected(cell.declaration, caller, cell.method, cell.table);
        const label = `${caller.name}: ${cell.method} ${cell.path} → ${response.status}`;
        if (allowed && !want) unexpectedAllows.push(label);
        // Routes that narrow further themselves (identity sessions, MCP) may refuse more than the table.
        if (!allowed && want && !/^\/api\/(kratos|mcp)/.test(cell.path)) unexpectedDenies.push(label);
        if (!caller.as && !want && response.status !== 401) wrongAnonymous.push(label);
      }
    }
    console.log(
      `access matrix: ${cells.length} route × method cells × ${callers.length} callers = ${cells.length * callers.length} requests; ` +
        `${unexpectedAllows.length} unexpected allows, ${unexpectedDenies.length} unexpected denies`,
    );
    console.log(unexpectedDenies.join('\n'));
    expect(unexpectedAllows).toEqual([]);
    expect(unexpectedDenies).toEqual([]);
    expect(wrongAnonymous).toEqual([]);
  }, 300_000);
});
