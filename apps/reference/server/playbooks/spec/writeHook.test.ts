import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { playbookSpecError } from '@mission-control/api/rules';
import { seedDemoData } from '../../seed';
import { demoPlaybooks } from '../../seed/playbooks';
import { ADMIN_ID, createPerson, sessionHeaders, withAuth } from '../../testing/auth';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../../testing/databases';

/** #23: playbook specs saved through /api/db are held to the bundled schema; other sources' playbooks are read-only. */
describe.each(testDatabaseKinds)('#23 playbook spec writes on %s', (kind) => {
  let testDb: TestDatabase;
  let editor: string;
  let viewer: string;
  const send = async (personId: string, method: string, path: string, body?: unknown) => {
    const app = withAuth(createApp({ db: testDb.db }), await sessionHeaders(testDb.db, personId));
    const response = await app.request(`/api/db/${path}`, {
      method,
      headers: { 'Content-Type': 'application/json', Prefer: 'return=representation' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as { message?: string } & unknown[] };
  };
  const stored = async (name: string) =>
    (await testDb.db.query('SELECT id FROM playbooks WHERE name = $1', [name])).rows.length;
  const http = { name: 'ask', http: { url: 'https://example.com/health' } };

  beforeAll(async () => {
    testDb = await createTestDatabase(kind);
    await seedDemoData(testDb.db);
    editor = await createPerson(testDb.db, ['editor'], { name: 'Eddie Editor' });
    viewer = await createPerson(testDb.db, ['viewer'], { name: 'Vera Viewer' });
  });
  afterAll(async () => {
    await testDb.drop();
  });

  it('refuses a spec with a wrong field with the schema message naming it, and stores nothing', async () => {
    const wrong = await send(ADMIN_ID, 'POST', 'playbooks', {
      name: 'misspelt',
      title: 'Misspelt',
      spec: { actions: [{ name: 'greet', exec: { scrpt: 'echo hi' } }] },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(
      'invalid playbook spec: spec.actions[0].exec.scrpt: unknown field "scrpt"; an exec action takes script, network, env, connections, artifacts, checkout, setup (and 1 more problem)',
    );
    expect(await stored('misspelt')).toBe(0);

    const noType = await send(editor, 'POST', 'playbooks', { name: 'no-type', spec: { actions: [{ name: 'x' }] } });
    expect(noType.status).toBe(400);
    expect(noType.body.message).toMatch(
      /^invalid playbook spec: spec\.actions\[0\]: needs exactly one action type: exec, http, sql/,
    );
  });

  it("refuses an `on` filter that is not valid CEL on save, with the compiler's sentence", async () => {
    const broken = await send(ADMIN_ID, 'POST', 'playbooks', {
      name: 'broken-trigger',
      spec: { on: { canary: [{ event: 'failed', filter: 'check.name ==' }] }, actions: [http] },
    });
    expect(broken.status).toBe(400);
    expect(broken.body.message).toMatch(
      /^invalid playbook spec: on\.canary\[0\]\.filter is not a valid CEL expression: /,
    );
    expect(await stored('broken-trigger')).toBe(0);
  });

  it('creates, updates (checked again) and soft-deletes a console playbook', async () => {
    const created = await send(editor, 'POST', 'playbooks', {
      name: 'ask-health',
      title: 'Ask health',
      spec: { parameters: [{ name: 'who', type: 'text' }], actions: [http] },
    });
    expect(created.status).toBe(201);
    const id = (created.body as unknown as Array<{ id: string; source: string }>)[0]!.id;
    expect((created.body as unknown as Array<{ source: string }>)[0]!.source).toBe('UI');

    const bad = await send(editor, 'PATCH', `playbooks?id=eq.${id}`, {
      spec: { timeout: 'later', actions: [http] },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('invalid playbook spec: spec.timeout: must be a duration such as 30s, 5m or 1h30m');

    const good = await send(editor, 'PATCH', `playbooks?id=eq.${id}`, {
      title: 'Ask',
      spec: { timeout: '5m', actions: [http] },
    });
    expect(good.status).toBe(200);
    const [row] = (
      await testDb.db.query<{ spec: { timeout: string } }>('SELECT spec FROM playbooks WHERE id = $1', [id])
    ).rows;
    expect(row!.spec.timeout).toBe('5m');

    // A viewer gets no write at all: the permission check refuses it.
    expect(
      (await send(viewer, 'PATCH', `playbooks?id=eq.${id}`, { deleted_at: new Date().toISOString() })).status,
    ).toBe(403);
    const deleted = await send(editor, 'PATCH', `playbooks?id=eq.${id}`, { deleted_at: new Date().toISOString() });
    expect(deleted.status).toBe(200);
    const [gone] = (
      await testDb.db.query<{ deleted_at: unknown }>('SELECT deleted_at FROM playbooks WHERE id = $1', [id])
    ).rows;
    expect(gone!.deleted_at).not.toBeNull();
  });

  it('keeps playbooks from a CRD or a file read-only, and console saves in the UI source', async () => {
    const { rows } = await testDb.db.query<{ id: string }>(
      `INSERT INTO playbooks (name, title, spec, source) VALUES ('from-crd', 'From CRD', $1::jsonb, 'KubernetesCRD') RETURNING id`,
      [JSON.stringify({ actions: [http] })],
    );
    const id = rows[0]!.id;
    const edit = await send(editor, 'PATCH', `playbooks?id=eq.${id}`, { title: 'Mine now' });
    expect(edit.status).toBe(403);
    expect(edit.body.message).toBe(
      'playbook "from-crd" comes from KubernetesCRD and is read-only here; change it where it is defined',
    );
    expect(
      (await send(editor, 'PATCH', `playbooks?id=eq.${id}`, { deleted_at: new Date().toISOString() })).status,
    ).toBe(403);
    expect((await send(editor, 'PATCH', 'playbooks?name=eq.from-crd', { title: 'Mine now' })).status).toBe(403);
    const spoofed = await send(editor, 'POST', 'playbooks', {
      name: 'spoof',
      source: 'ConfigFile',
      spec: { actions: [http] },
    });
    expect(spoofed.status).toBe(403);
    expect(await stored('spoof')).toBe(0);
  });

  it('accepts every demo playbook the seed writes', () => {
    const demos = demoPlaybooks('http://localhost:8080');
    expect(demos.length).toBeGreaterThan(0);
    expect(demos.map((demo) => [demo.name, playbookSpecError(demo.spec) ?? 'valid'])).toEqual(
      demos.map((demo) => [demo.name, 'valid']),
    );
  });
});
