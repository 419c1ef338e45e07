import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { createApp } from '../app';
import type { Principal } from '../context';
import type { Database } from '../db/database';
import { createPerson, requester, sessionHeaders } from '../testing/auth';
import { testDatabaseKinds, type TestDatabase } from '../testing/databases';
import { demoApp, idsByName, insertPermission } from '../testing/demoApp';
import type { ResourceArea } from '@mission-control/api';
import type { Queryable } from '../db/database';
import { allows, decide, decideByRole, rowFilterOf, type AccessTarget } from './decide';

/** The yes/no of decide() for an area (and object), as routes ask it. */
const isAllowed = async (
  db: Queryable,
  principal: Principal,
  area: ResourceArea,
  action: 'read' | 'write',
  target?: AccessTarget,
) => allows(await decide(principal, { action, area, ...(target ? { target } : {}) }, db));

const playbookAllowed = async (
  db: Queryable,
  principal: Principal,
  playbookId: string,
  action: 'playbook:run' | 'playbook:approve',
) => allows(await decide(principal, { action, playbookId }, db));

const session = (id: string, roles: string[]): Principal => ({ id, name: '', email: '', roles, via: 'session' });

describe.each(testDatabaseKinds)('permission rows and guest scopes on %s', (kind) => {
  let testDb: TestDatabase;
  let db: Database;
  let app: ReturnType<typeof createApp>;
  const id: Record<string, string> = {};

  const permit = (row: Record<string, unknown>) => insertPermission(db, row);
  const as = async (person: string) => requester(app, await sessionHeaders(db, person));
  const names = async (response: Response) => ((await response.json()) as Array<{ name: string }>).map((r) => r.name);

  beforeAll(async () => {
    ({ testDb, db, app } = await demoApp(kind));
    Object.assign(id, await idsByName(db, 'canaries', ['edge-http', 'network']));
    Object.assign(id, await idsByName(db, 'playbooks', ['ping-reference-server', 'check-diagnostics']));
  });

  afterAll(async () => {
    await testDb.drop();
  });

  it('grants a viewer what a permission row allows, and nothing else', async () => {
    const viewer = await createPerson(db, ['viewer']);
    const request = await as(viewer);
    const insert = () =>
      request('http://localhost/api/db/canaries', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ name: `granted-${Date.now()}`, spec: {} }),
      });
    expect((await insert()).status).toBe(403);
    await permit({ subject_type: 'person', person_id: viewer, object: 'canaries', action: 'create' });
    expect((await insert()).status).toBe(201);
    expect(await isAllowed(db, session(viewer, ['viewer']), 'connections', 'write')).toBe(false);
  });

  it('lets a deny win over the role and over a grant, and ignores rows past their until', async () => {
    const editor = await createPerson(db, ['editor']);
    const request = await as(editor);
    expect((await request('http://localhost/api/db/canaries')).status).toBe(200);
    await permit({
      subject_type: 'person',
      person_id: editor,
      object: 'canaries',
      action: 'read',
      deny: true,
      until: new Date(Date.now() - 1000),
    });
    expect((await request('http://localhost/api/db/canaries')).status).toBe(200);
    await permit({ subject_type: 'person', person_id: editor, object: 'canaries', action: '*' });
    await permit({ subject_type: 'person', person_id: editor, object: 'canaries', action: 'read', deny: true });
    const denied = await request('http://localhost/api/db/canaries');
    expect(denied.status).toBe(403);
    // Other areas are untouched.
    expect((await request('http://localhost/api/db/incidents')).status).toBe(200);
  });

  it('shares one permission read among concurrent requests, and a deny applies to the next request', async () => {
    const editor = await createPerson(db, ['editor']);
    const request = await as(editor);
    const burst = await Promise.all(Array.from({ length: 20 }, () => request('http://localhost/api/db/canaries')));
    expect(burst.map((r) => r.status)).toEqual(Array(20).fill(200));
    // Nothing is kept once read: the deny written now refuses the very next request.
    await permit({ subject_type: 'person', person_id: editor, object: 'canaries', action: 'read', deny: true });
    expect((await request('http://localhost/api/db/canaries')).status).toBe(403);
  });

  it('applies rows for a role (group) and for a team to their members', async () => {
    const commander = await createPerson(db, ['commander']);
    expect((await (await as(commander))('http://localhost/api/playbook/list')).status).toBe(200);
    await permit({ subject_type: 'group', subject: 'commander', object: 'playbooks', action: 'read', deny: true });
    expect((await (await as(commander))('http://localhost/api/playbook/list')).status).toBe(403);

    const member = await createPerson(db, ['viewer']);
    const { rows } = await db.query<{ id: string }>(`INSERT INTO teams (name) VALUES ('sre') RETURNING id`);
    await db.query('INSERT INTO team_members (team_id, person_id) VALUES ($1, $2)', [rows[0]!.id, member]);
    expect(await isAllowed(db, session(member, ['viewer']), 'notifications', 'write')).toBe(false);
    await permit({ subject_type: 'team', team_id: rows[0]!.id, object: 'notification', action: 'update' });
    expect(await isAllowed(db, session(member, ['viewer']), 'notifications', 'write')).toBe(true);
  });

  it('honours object-level rows: one canary, one playbook', async () => {
    const responder = await createPerson(db, ['responder']);
    const principal = session(responder, ['responder']);
    await permit({
      subject_type: 'person',
      person_id: responder,
      canary_id: id['network'],
      action: 'update',
      deny: true,
    });
    expect(await isAllowed(db, principal, 'canaries', 'read')).toBe(true);
    expect(await isAllowed(db, principal, 'canaries', 'write', { canaryId: id['network'] })).toBe(false);
    const { rows } = await db.query<{ id: string }>('SELECT id FROM checks WHERE canary_id = $1 LIMIT 1', [
      id['network'],
    ]);
    expect(await isAllowed(db, principal, 'canaries', 'write', { checkId: rows[0]!.id })).toBe(false);
    const runNow = await (
      await as(responder)
    )(`http://localhost/api/canary/run/check/${rows[0]!.id}`, { method: 'POST' });
    expect(runNow.status).toBe(403);

    // The check's canary is read only for a caller with a row that names a canary: a polling graph costs no
    // query for anyone else, and the decision is the same.
    const statements: string[] = [];
    const counted: Queryable = {
      query: ((sql: string, params?: readonly unknown[]) => {
        statements.push(sql);
        return db.query(sql, params);
      }) as Queryable['query'],
    };
    const readsCanary = () => statements.filter((sql) => /FROM checks WHERE id/.test(sql)).length;
    expect(await isAllowed(counted, principal, 'canaries', 'read', { checkId: rows[0]!.id })).toBe(true);
    expect(await isAllowed(counted, principal, 'canaries', 'write', { checkId: rows[0]!.id })).toBe(false);
    expect(readsCanary()).toBe(2);
    const plain = session(await createPerson(db, ['editor']), ['editor']);
    expect(await isAllowed(counted, plain, 'canaries', 'write', { checkId: rows[0]!.id })).toBe(true);
    expect(await isAllowed(counted, plain, 'canaries', 'read', { checkId: rows[0]!.id })).toBe(true);
    expect(readsCanary()).toBe(2);

    const viewer = await createPerson(db, ['viewer']);
    expect(await playbookAllowed(db, session(viewer, ['viewer']), id['ping-reference-server']!, 'playbook:run')).toBe(
      false,
    );
    await permit({
      subject_type: 'person',
      person_id: viewer,
      playbook_id: id['ping-reference-server'],
      action: 'playbook:run',
    });
    expect(await playbookAllowed(db, session(viewer, ['viewer']), id['ping-reference-server']!, 'playbook:run')).toBe(
      true,
    );
    expect(await playbookAllowed(db, session(viewer, ['viewer']), id['check-diagnostics']!, 'playbook:run')).toBe(
      false,
    );
    expect(
      await playbookAllowed(db, session(viewer, ['viewer']), id['ping-reference-server']!, 'playbook:approve'),
    ).toBe(false);
  });

  it('answers allow, deny with the reason, or a row filter (guest scopes by names, denied objects)', async () => {
    const viewer = { ...session(await createPerson(db, ['viewer']), ['viewer']), email: 'v@example.com' };
    expect(await decide(viewer, { action: 'read', area: 'canaries' }, db)).toEqual({ allow: true });
    expect(await decide(viewer, { action: 'write', area: 'canaries' }, db)).toEqual({
      deny: true,
      reason: 'write on canaries is not granted to v@example.com',
    });
    expect(await decide(viewer, { rows: 'read' }, db)).toEqual({ allow: true });
    expect(decideByRole(viewer, { action: 'administer' })).toMatchObject({ deny: true });
    expect(decideByRole(session(viewer.id, ['admin']), { action: 'administer' })).toEqual({ allow: true });

    await permit({
      subject_type: 'person',
      person_id: viewer.id,
      canary_id: id['network'],
      action: 'read',
      deny: true,
    });
    const denied = rowFilterOf(await decide(viewer, { rows: 'read' }, db));
    expect(denied?.hides('canary', id['network'])).toBe(true);
    expect(denied?.hides('canary', id['edge-http'])).toBe(false);
    expect(denied?.guest).toBeNull();

    const guest = session(await createPerson(db, ['guest']), ['guest']);
    await db.query(
      `INSERT INTO access_scopes (name, person_id, resources, scopes) VALUES ('net', $1, '{canary}', '[{"names":["network"]}]')`,
      [guest.id],
    );
    const scoped = rowFilterOf(await decide(guest, { rows: 'read' }, db));
    expect(scoped?.sees('canary', { name: 'network', tags: {} })).toBe(true);
    expect(scoped?.sees('canary', { name: 'edge-http', tags: {} })).toBe(false);
    // The SQL a catalog (or any area of scoped objects) reads through: bound, never spliced.
    const params: unknown[] = [];
    const where = scoped?.condition(
      'canary',
      { id: 'k.id', tags: 'k.labels', agent: 'k.agent_id', name: 'k.name' },
      params,
    );
    const { rows } = await db.query<{ name: string }>(
      `SELECT k.name FROM canaries k WHERE k.deleted_at IS NULL AND ${where}`,
      params,
    );
    expect(rows.map((row) => row.name)).toEqual(['network']);
    expect(params).toEqual([JSON.stringify(['network'])]);
  });

  it('shows a guest only what their own and their team’s access scopes match', async () => {
    const guest = await createPerson(db, ['guest']);
    const request = await as(guest);
    const checks = async () => names(await request('http://localhost/api/db/checks?select=name&order=name'));
    expect(await checks()).toEqual([]);
    expect(await names(await request('http://localhost/api/db/canaries?select=name'))).toEqual([]);

    await db.query(
      `INSERT INTO access_scopes (name, person_id, resources, scopes) VALUES ('net', $1, '{canary}', '[{"names":["network"]}]')`,
      [guest],
    );
    const network = (
      await db.query<{ name: string }>(
        'SELECT name FROM checks WHERE canary_id = $1 AND deleted_at IS NULL ORDER BY name',
        [id['network']],
      )
    ).rows.map((r) => r.name);
    expect(network.length).toBeGreaterThan(0);
    expect((await checks()).filter((n) => network.includes(n))).toEqual(network);
    expect(await names(await request('http://localhost/api/db/canaries?select=name'))).toEqual(['network']);
    // Embedded rows are filtered too.
    const embedded = (await (
      await request('http://localhost/api/db/checks?select=name,canaries(name)')
    ).json()) as Array<{ canaries: { name: string } }>;
    expect(new Set(embedded.map((r) => r.canaries.name))).toEqual(new Set(['network']));
    // The summary lists only those checks.
    const summary = (await (await request('http://localhost/api/canary/api/summary')).json()) as {
      checks_summary?: Array<{ name: string; canary_name?: string }>;
    };
    expect(summary.checks_summary!.map((c) => c.name).sort()).toEqual([...network].sort());

    // A team's scope (tags AND names within the scope) applies to its guest members.
    const { rows } = await db.query<{ id: string }>(`INSERT INTO teams (name) VALUES ('guests') RETURNING id`);
    await db.query('INSERT INTO team_members (team_id, person_id) VALUES ($1, $2)', [rows[0]!.id, guest]);
    await db.query(
      `INSERT INTO access_scopes (name, team_id, resources, scopes) VALUES ('edge', $1, '{canary}', '[{"tags":{"team":"platform"},"names":["edge-http"]}, {"tags":{"team":"platform"},"names":["network"]}]')`,
      [rows[0]!.id],
    );
    expect(await names(await request('http://localhost/api/db/canaries?select=name&order=name'))).toEqual([
      'edge-http',
      'network',
    ]);

    // Graph of a check outside the scopes: not found.
    const { rows: hidden } = await db.query<{ id: string }>(
      `SELECT c.id FROM checks c JOIN canaries k ON k.id = c.canary_id WHERE k.name NOT IN ('network', 'edge-http') LIMIT 1`,
    );
    expect((await request(`http://localhost/api/canary/api/graph?check=${hidden[0]!.id}`)).status).toBe(404);

    // Playbooks: the list and /api/db follow the playbook scopes.
    expect(await names(await request('http://localhost/api/playbook/list'))).toEqual([]);
    await db.query(
      `INSERT INTO access_scopes (name, person_id, resources, scopes) VALUES ('pb', $1, '{playbook}', '[{"names":["check-diagnostics"]}]')`,
      [guest],
    );
    expect(await names(await request('http://localhost/api/playbook/list'))).toEqual(['check-diagnostics']);
    expect(await names(await request('http://localhost/api/db/playbooks?select=name'))).toEqual(['check-diagnostics']);
  });

  it('sets created_by from the session, never from the body', async () => {
    const editor = await createPerson(db, ['editor']);
    const response = await (
      await as(editor)
    )('http://localhost/api/db/canaries', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Prefer: 'return=representation' },
      body: JSON.stringify({ name: 'authored', spec: {}, created_by: '00000000-0000-0000-0000-00000000a001' }),
    });
    expect(response.status).toBe(201);
    expect(((await response.json()) as Array<{ created_by: string }>)[0]!.created_by).toBe(editor);
  });
});
