import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import type { Database } from '../db/database';
import { createPerson, sessionHeaders, withAuth } from '../testing/auth';
import { createTestDatabase, type TestDatabase } from '../testing/databases';

/** Saves of canaries, checks and playbooks through /api/db: bad specs and exec writes are refused before storing. */
describe('canary and playbook writes', () => {
  let testDb: TestDatabase;
  let db: Database;
  let admin: ReturnType<typeof createApp>;
  let editor: ReturnType<typeof createApp>;
  const saved = { ...process.env };

  beforeAll(async () => {
    testDb = await createTestDatabase('pglite');
    db = testDb.db;
    const app = createApp({ db });
    admin = withAuth(app, await sessionHeaders(db));
    editor = withAuth(createApp({ db }), await sessionHeaders(db, await createPerson(db, ['editor'])));
  });
  afterAll(async () => {
    await testDb.drop();
  });
  afterEach(() => {
    process.env = { ...saved };
  });

  const send = (app: ReturnType<typeof createApp>, method: string, path: string, body?: unknown) =>
    app.request(`/api/db/${path}`, {
      method,
      headers: { 'Content-Type': 'application/json', Prefer: 'return=representation' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  const stored = async (name: string) =>
    (await db.query('SELECT id FROM canaries WHERE name = $1', [name])).rows.length;
  const execCanary = (name: string) => ({
    name,
    namespace: 'default',
    spec: { schedule: '@every 1h', exec: [{ name, script: 'id -un' }] },
  });

  it('S22: a schedule of "every blue moon" is a 400 at write time, and nothing is stored', async () => {
    const res = await send(admin, 'POST', 'canaries', {
      name: 's22-moon',
      namespace: 'default',
      spec: { schedule: 'every blue moon', http: [{ name: 'x', url: 'http://127.0.0.1:1/' }] },
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { code: string; message: string };
    expect(body.code).toBe('22023');
    expect(body.message).toMatch(/^invalid canary spec: .*every blue moon/);
    expect(await stored('s22-moon')).toBe(0);
  });

  it('S22: exec: "notalist" is a 400 that says a list is needed', async () => {
    const res = await send(admin, 'POST', 'canaries', {
      name: 's22-notalist',
      namespace: 'default',
      spec: { schedule: '@every 1h', exec: 'notalist' },
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toBe(
      'invalid canary spec: exec must be a list of checks, e.g. exec: [{name: ...}]',
    );
    expect(await stored('s22-notalist')).toBe(0);
  });

  it('S22: a PATCH with a bad schedule or a backtracking-unsafe folder pattern is refused and changes nothing', async () => {
    const created = await send(admin, 'POST', 'canaries', {
      name: 's22-patch',
      namespace: 'default',
      spec: { schedule: '@every 1h', folder: [{ name: 'f', path: '/tmp' }] },
    });
    expect(created.status).toBe(201);
    const [row] = (await created.json()) as Array<{ id: string }>;
    const moon = await send(admin, 'PATCH', `canaries?id=eq.${row!.id}`, { schedule: 'every blue moon' });
    expect(moon.status).toBe(400);
    const lookaround = await send(admin, 'PATCH', `canaries?id=eq.${row!.id}`, {
      spec: { folder: [{ name: 'f', path: '/tmp', filter: { regex: '(?<=a)b' } }] },
    });
    expect(lookaround.status).toBe(400);
    expect(((await lookaround.json()) as { message: string }).message).toMatch(
      /^invalid canary spec: folder check "f": filter.regex "\(\?<=a\)b" cannot be used/,
    );
    const { rows } = await db.query<{ spec: unknown; schedule: string | null }>(
      'SELECT spec, schedule FROM canaries WHERE id = $1',
      [row!.id],
    );
    expect(rows[0]).toEqual({ spec: { schedule: '@every 1h', folder: [{ name: 'f', path: '/tmp' }] }, schedule: null });
  });

  it("S3: an editor's exec check is refused under the default MC_EXEC_ROLES; an admin's is stored", async () => {
    const refused = await send(editor, 'POST', 'canaries', execCanary('s3-editor-exec'));
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toBe(
      'only admin may create or change exec checks and exec playbook actions (MC_EXEC_ROLES)',
    );
    expect(await stored('s3-editor-exec')).toBe(0);
    // Editors keep their other checks.
    const http = await send(editor, 'POST', 'canaries', {
      name: 's3-editor-http',
      namespace: 'default',
      spec: { http: [{ name: 'h', url: 'http://127.0.0.1:1/' }] },
    });
    expect(http.status).toBe(201);

    expect((await send(admin, 'POST', 'canaries', execCanary('s3-admin-exec'))).status).toBe(201);
    const { rows } = await db.query<{ id: string; canary_id: string }>(
      "SELECT c.id, c.canary_id FROM checks c JOIN canaries k ON k.id = c.canary_id WHERE k.name = 's3-admin-exec' AND c.type = 'exec'",
    );
    expect(rows).toHaveLength(1);
    // The editor cannot rewrite the admin's script, through the canary or the check row.
    const viaCanary = await send(editor, 'PATCH', `canaries?id=eq.${rows[0]!.canary_id}`, execCanary('s3-admin-exec'));
    expect(viaCanary.status).toBe(403);
    const viaCheck = await send(editor, 'PATCH', `checks?id=eq.${rows[0]!.id}`, {
      spec: { script: 'cat /etc/passwd' },
    });
    expect(viaCheck.status).toBe(403);
    const bulk = await send(editor, 'PATCH', 'checks?type=eq.exec', { spec: { script: 'cat /etc/passwd' } });
    expect(bulk.status).toBe(403);
    const newRow = await send(editor, 'POST', 'checks', {
      canary_id: rows[0]!.canary_id,
      type: 'exec',
      name: 'sneaky',
      spec: { script: 'id' },
    });
    expect(newRow.status).toBe(403);
  });

  it("S3: an editor's exec playbook action is refused; MC_EXEC_ROLES=admin,editor allows it", async () => {
    const playbook = (name: string) => ({
      name,
      namespace: 'default',
      spec: { actions: [{ name: 'a', exec: { script: 'id -un' } }] },
    });
    const refused = await send(editor, 'POST', 'playbooks', playbook('s3-editor-playbook'));
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toContain('MC_EXEC_ROLES');

    process.env.MC_EXEC_ROLES = 'admin,editor';
    expect((await send(editor, 'POST', 'playbooks', playbook('s3-editor-playbook'))).status).toBe(201);
    expect((await send(editor, 'POST', 'canaries', execCanary('s3-editor-allowed'))).status).toBe(201);
  });

  it('S3: MC_EXEC=off refuses exec checks and actions on save, even for an admin', async () => {
    process.env.MC_EXEC = 'off';
    const res = await send(admin, 'POST', 'canaries', execCanary('s3-exec-off'));
    expect(res.status).toBe(403);
    expect(((await res.json()) as { message: string }).message).toBe(
      'exec checks and exec playbook actions are turned off on this server (MC_EXEC=off)',
    );
    const playbook = await send(admin, 'POST', 'playbooks', {
      name: 's3-exec-off',
      namespace: 'default',
      spec: { actions: [{ name: 'a', exec: { script: 'id' } }] },
    });
    expect(playbook.status).toBe(403);
    expect(await stored('s3-exec-off')).toBe(0);
  });
});
