import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import type { Database } from '../db/database';
import { seedDemoData } from '../seed';
import { ADMIN_ID, createPerson, requester, sessionHeaders } from '../testing/auth';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../testing/databases';

/**
 * The role model of security review 975ab58 (issue #27): S1 (an editor made themselves admin through a permission
 * row, or locked every admin out with a deny row) and S21 (role changes answered 500), replayed as the review's
 * probes on each database.
 */
describe.each(testDatabaseKinds)('role model on %s', (kind) => {
  let testDb: TestDatabase;
  let db: Database;
  let app: ReturnType<typeof createApp>;

  const json = { 'Content-Type': 'application/json' };
  const as = async (person: string) => requester(app, await sessionHeaders(db, person));
  const grant = (row: Record<string, unknown>) => {
    const keys = Object.keys(row);
    return db.query(
      `INSERT INTO permissions (name, ${keys.join(', ')}) VALUES ('granted by an admin', ${keys.map((_, i) => `$${i + 1}`).join(', ')})`,
      Object.values(row),
    );
  };
  const rolesOf = async (person: string) =>
    (
      await db.query<{ v1: string }>("SELECT v1 FROM casbin_rule WHERE ptype = 'g' AND v0 = $1 ORDER BY v1", [person])
    ).rows.map((row) => row.v1);
  const access = async (request: Awaited<ReturnType<typeof as>>) =>
    ((await (await request('http://localhost/api/auth/access')).json()) as { payload: Record<string, unknown> })
      .payload;

  beforeAll(async () => {
    testDb = await createTestDatabase(kind);
    db = testDb.db;
    await seedDemoData(db);
    app = createApp({ db });
  });

  afterAll(async () => {
    await testDb.drop();
  });

  it('S1: an editor cannot write a permission row that grants them rbac and identities', async () => {
    const editor = await createPerson(db, ['editor']);
    const request = await as(editor);
    const row = {
      name: 'x',
      subject_type: 'person',
      person_id: editor,
      subject: editor,
      action: '*',
      object: 'rbac',
    };
    const response = await request('http://localhost/api/db/permissions', {
      method: 'POST',
      headers: json,
      body: JSON.stringify(row),
    });
    expect(response.status).toBe(403);
    expect(((await response.json()) as { message: string }).message).toBe('permission denied for permissions');
    expect(await access(request)).toMatchObject({
      rbac: { write: false },
      identities: { write: false },
      permissions: { read: true, write: false },
      access_scopes: { read: true, write: false },
    });
    // Nor a deny row on the admins (the review's lock-out), nor through PATCH and DELETE, nor the other tables.
    const lockOut = { name: 'lock-out-admins', subject_type: 'role', subject: 'admin', action: '*', deny: true };
    const writes: Array<[string, string, unknown?]> = [
      ['POST', '/api/db/permissions', lockOut],
      ['PATCH', '/api/db/permissions?name=eq.anything', { deny: true }],
      ['DELETE', '/api/db/permissions?name=eq.anything'],
      ['POST', '/api/db/permission_groups', { name: 'g' }],
      ['POST', '/api/db/access_scopes', { name: 's', person_id: editor, resources: ['canary'], scopes: [{}] }],
      ['PATCH', '/api/db/access_scopes?name=eq.anything', { name: 't' }],
      ['DELETE', '/api/db/access_scopes?name=eq.anything'],
    ];
    for (const [method, path, body] of writes) {
      const answer = await request(`http://localhost${path}`, {
        method,
        headers: json,
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      expect(`${method} ${path} → ${answer.status}`).toBe(`${method} ${path} → 403`);
    }
    const { rows } = await db.query('SELECT 1 FROM permissions WHERE person_id = $1 OR name = $2', [
      editor,
      'lock-out-admins',
    ]);
    expect(rows).toEqual([]);
  });

  it('S1: a permission row granting rbac and identities does not make its holder an administrator', async () => {
    // The review's second step, with the row an editor could write before (now only an admin could).
    const editor = await createPerson(db, ['editor']);
    await grant({ subject_type: 'person', person_id: editor, subject: editor, action: '*', object: 'rbac' });
    await grant({ subject_type: 'person', person_id: editor, subject: editor, action: '*' });
    const request = await as(editor);
    const post = (path: string, body: unknown) =>
      request(`http://localhost${path}`, { method: 'POST', headers: json, body: JSON.stringify(body) });

    const invite = await post('/api/auth/invite_user', {
      firstName: 'Mallory',
      lastName: 'X',
      email: 'mallory@attacker.test',
      role: 'admin',
    });
    expect(invite.status).toBe(403);
    expect((await post(`/api/rbac/${editor}/update_role`, { roles: ['admin'] })).status).toBe(403);
    expect((await request('http://localhost/api/kratos/admin/identities')).status).toBe(403);
    expect((await post('/api/db/permissions', { name: 'y', subject_type: 'role', subject: 'editor' })).status).toBe(
      403,
    );
    expect((await post('/api/db/people_roles', [])).status).toBe(403);
    expect(await rolesOf(editor)).toEqual(['editor']);
    const { rows } = await db.query('SELECT 1 FROM people WHERE email = $1', ['mallory@attacker.test']);
    expect(rows).toEqual([]);
    // Reading what the row grants still works: rows widen reads, never administration.
    expect((await request(`http://localhost/api/rbac/${editor}/roles`)).status).toBe(200);
  });

  it('S1: a deny row on the admin role (or on everyone) cannot lock the administrators out', async () => {
    await grant({ subject_type: 'role', subject: 'admin', action: '*', deny: true });
    await db.query("UPDATE permissions SET name = 'lock-out-admins' WHERE subject = 'admin' AND deny");
    await grant({ subject_type: 'role', subject: 'everyone', action: '*', object: 'rbac', deny: true });
    await db.query("UPDATE permissions SET name = 'lock-out-everyone' WHERE subject = 'everyone' AND deny");
    const admin = await as(ADMIN_ID);
    // The deny row holds where it applies (the admin's canaries) ...
    expect((await admin('http://localhost/api/db/canaries?select=name')).status).toBe(403);
    // ... but not over the administration: the admin sees and removes it.
    const listed = await admin('http://localhost/api/db/permissions?select=name&deny=is.true');
    expect(listed.status).toBe(200);
    expect(((await listed.json()) as Array<{ name: string }>).map((row) => row.name).sort()).toEqual([
      'lock-out-admins',
      'lock-out-everyone',
    ]);
    expect(await access(admin)).toMatchObject({
      rbac: { read: true, write: true },
      permissions: { read: true, write: true },
      identities: { read: true, write: true },
    });
    expect((await admin('http://localhost/api/kratos/admin/identities')).status).toBe(200);
    const removed = await admin('http://localhost/api/db/permissions?name=in.(lock-out-admins,lock-out-everyone)', {
      method: 'DELETE',
    });
    expect(removed.status).toBe(204);
    expect((await admin('http://localhost/api/db/canaries?select=name')).status).toBe(200);
  });

  it('S1: the last admin cannot be demoted or deactivated (409 says why); with a second admin it can', async () => {
    const admin = await as(ADMIN_ID);
    const demote = await admin(`http://localhost/api/rbac/${ADMIN_ID}/update_role`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ roles: ['editor'], replace: true }),
    });
    expect(demote.status).toBe(409);
    expect(((await demote.json()) as { error: string }).error).toMatch(
      /^Removing the admin role from this person would leave no active administrator.*make another person admin first$/,
    );
    expect(await rolesOf(ADMIN_ID)).toEqual(['admin']);

    const deactivate = await admin(`http://localhost/api/kratos/admin/identities/${ADMIN_ID}`, {
      method: 'PATCH',
      headers: json,
      body: JSON.stringify([{ op: 'replace', path: '/state', value: 'inactive' }]),
    });
    expect(deactivate.status).toBe(409);
    expect(JSON.stringify(await deactivate.json())).toContain(
      'Deactivating this identity would leave no active administrator',
    );
    const { rows } = await db.query<{ state: string }>('SELECT state FROM identities WHERE id = $1', [ADMIN_ID]);
    expect(rows[0]!.state).toBe('active');

    // A second, deactivated admin does not count; an active one does.
    const second = await createPerson(db, ['admin']);
    await db.query("UPDATE identities SET state = 'inactive' WHERE id = $1", [second]);
    const again = await admin(`http://localhost/api/rbac/${ADMIN_ID}/update_role`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ roles: ['editor'], replace: true }),
    });
    expect(again.status).toBe(409);
    await db.query("UPDATE identities SET state = 'active' WHERE id = $1", [second]);
    const removeSecond = await admin(`http://localhost/api/rbac/${second}/update_role`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ roles: ['viewer'], replace: true }),
    });
    expect(removeSecond.status).toBe(200);
    expect(await rolesOf(second)).toEqual(['viewer']);
  });

  it('S21: an admin changes and removes roles through update_role (no 500)', async () => {
    const admin = await as(ADMIN_ID);
    const person = await createPerson(db, ['editor']);
    const update = (body: unknown) =>
      admin(`http://localhost/api/rbac/${person}/update_role`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify(body),
      });
    const added = await update({ roles: ['responder'] });
    expect(added.status).toBe(200);
    expect(await added.json()).toEqual({ message: 'Role updated successfully' });
    expect(await rolesOf(person)).toEqual(['editor', 'responder']);
    // Adding a role the person has already changes nothing.
    expect((await update({ roles: ['responder'] })).status).toBe(200);
    expect(await rolesOf(person)).toEqual(['editor', 'responder']);
    // Replace: the editor is demoted to viewer, and the console's role read agrees.
    expect((await update({ roles: ['viewer'], replace: true })).status).toBe(200);
    const read = await admin(`http://localhost/api/rbac/${person}/roles`);
    expect(await read.json()).toEqual({ message: '', payload: ['viewer'] });
    // The demotion applies to the person's next request.
    const demoted = await as(person);
    const write = await demoted('http://localhost/api/db/properties', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ name: 'sec.s21', value: 'x' }),
    });
    expect(write.status).toBe(403);
    // A second admin can be made and then demoted again.
    expect((await update({ roles: ['admin'], replace: true })).status).toBe(200);
    expect(await rolesOf(person)).toEqual(['admin']);
    expect((await update({ roles: ['guest'], replace: true })).status).toBe(200);
    expect(await rolesOf(person)).toEqual(['guest']);
  });
});
