import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppEnv, Principal } from '../context';
import { dbRoutes } from '../db/routes';
import { onError } from '../http/errors';
import { executeCheck } from '../runner/execute';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../testing/databases';
import { connectionsTableHook } from './dbHook';
import { resolveActionConnection, resolveCheckConnection } from './resolve';
import { connectionRoutes } from './routes';

const ADMIN = {
  id: '00000000-0000-0000-0000-00000000a001',
  name: 'Admin',
  email: 'admin@example.com',
  roles: ['admin'],
  via: 'session',
} as unknown as Principal;

describe.each(testDatabaseKinds)('connections API on %s', (kind) => {
  let testDb: TestDatabase;
  let app: Hono<AppEnv>;
  let allowed = true;

  beforeAll(async () => {
    testDb = await createTestDatabase(kind);
    app = new Hono<AppEnv>();
    app.use('*', async (c, next) => {
      c.set('db', testDb.db);
      c.set('principal', ADMIN);
      await next();
    });
    app.route('/db', dbRoutes({ tableHooks: { connections: connectionsTableHook }, authorize: () => allowed }));
    app.route('/connection', connectionRoutes({ authorize: () => allowed, timeoutMs: 3000 }));
    app.onError(onError);
  });
  afterAll(() => testDb.drop());

  const call = async (path: string, init: RequestInit = {}) => {
    const response = await app.request(path, {
      ...init,
      headers: { 'Content-Type': 'application/json', Prefer: 'return=representation', ...init.headers },
    });
    const text = await response.text();
    return { status: response.status, text, body: (text ? JSON.parse(text) : null) as unknown };
  };

  it('masks secrets on read and on write responses, and keeps a masked value on update', async () => {
    const created = await call('/db/connections', {
      method: 'POST',
      body: JSON.stringify({
        name: 'db',
        type: 'postgres',
        url: 'postgres://app:url-secret@127.0.0.1:5432/app',
        username: 'app',
        password: 'pw-secret',
        properties: { apiKey: 'k-secret', messageKey: 'message', token: 'secret://creds/token' },
      }),
    });
    expect(created.status).toBe(201);
    expect(created.text).not.toMatch(/url-secret|pw-secret|k-secret/);
    const [row] = created.body as Array<Record<string, unknown>>;
    expect(row).toMatchObject({
      url: 'postgres://app:********@127.0.0.1:5432/app',
      password: '********',
      properties: { apiKey: '********', messageKey: 'message', token: 'secret://creds/token' },
    });

    const read = await call(`/db/connections?id=eq.${String(row!.id)}&select=*`);
    expect(read.text).not.toMatch(/url-secret|pw-secret|k-secret/);

    // The form sends the masked values back with a changed username: the secrets stay.
    const updated = await call(`/db/connections?id=eq.${String(row!.id)}`, {
      method: 'PATCH',
      body: JSON.stringify({ ...row, id: undefined, created_at: undefined, updated_at: undefined, username: 'app2' }),
    });
    expect(updated.status).toBe(200);
    const { rows } = await testDb.db.query<{ url: string; password: string; username: string; properties: unknown }>(
      'SELECT url, password, username, properties FROM connections WHERE id = $1',
      [row!.id],
    );
    expect(rows[0]).toEqual({
      url: 'postgres://app:url-secret@127.0.0.1:5432/app',
      password: 'pw-secret',
      username: 'app2',
      properties: { apiKey: 'k-secret', messageKey: 'message', token: 'secret://creds/token' },
    });
  });

  it('refuses a mask with no stored value, a masked update not by id, and embedding connections', async () => {
    const insert = await call('/db/connections', {
      method: 'POST',
      body: JSON.stringify({ name: 'x', type: 'http', password: '********' }),
    });
    expect(insert.status).toBe(400);
    expect(insert.body).toMatchObject({
      message: 'password is masked but there is no stored value to keep; send the real value',
    });
    const bulk = await call('/db/connections?type=eq.postgres', {
      method: 'PATCH',
      body: JSON.stringify({ password: '********' }),
    });
    expect(bulk.status).toBe(400);
    const embed = await call('/db/playbooks?select=id,connections(password)');
    expect(embed.status).toBe(400);
  });

  it('test route: success message, driver error as 400 {error}, 404, bad id, no access', async () => {
    const { rows } = await testDb.db.query<{ id: string }>(
      `INSERT INTO connections (name, type, url) VALUES ('f', 'folder', '/'), ('g', 'folder', '/no/such/dir-h')
       RETURNING id`,
    );
    expect(await call(`/connection/test/${rows[0]!.id}`, { method: 'POST' })).toMatchObject({
      status: 200,
      body: { message: '/ is a readable folder' },
    });
    const failed = await call(`/connection/test/${rows[1]!.id}`, { method: 'POST' });
    expect(failed.status).toBe(400);
    expect(failed.body).toEqual({ error: expect.stringContaining('ENOENT'), code: 'bad_request' });
    expect((await call('/connection/test/00000000-0000-0000-0000-000000000000', { method: 'POST' })).status).toBe(404);
    expect((await call('/connection/test/nope', { method: 'POST' })).status).toBe(400);
    allowed = false;
    try {
      expect((await call(`/connection/test/${rows[0]!.id}`, { method: 'POST' })).status).toBe(403);
      expect((await call('/db/connections')).status).toBe(403);
    } finally {
      allowed = true;
    }
  });

  it('the test result never carries the password, even when the driver quotes it', async () => {
    const { rows } = await testDb.db.query<{ id: string }>(
      `INSERT INTO connections (name, type, url, password) VALUES ('w', 'http', 'http://127.0.0.1:1/hunter2', 'hunter2')
       RETURNING id`,
    );
    const result = await call(`/connection/test/${rows[0]!.id}`, { method: 'POST' });
    expect(result.text).not.toContain('hunter2');
  });

  /** A canary and a playbook run written by the admin, whose rights a resolved reference borrows (S4). */
  const adminOwned = async () => {
    const canary = await testDb.db.query<{ id: string }>(
      `INSERT INTO canaries (name, spec, created_by) VALUES ('owned', '{}', $1) RETURNING id`,
      [ADMIN.id],
    );
    const playbook = await testDb.db.query<{ id: string }>(
      `INSERT INTO playbooks (name, spec, created_by) VALUES ('owned', '{}', $1) RETURNING id`,
      [ADMIN.id],
    );
    const run = await testDb.db.query<{ id: string }>(
      'INSERT INTO playbook_runs (playbook_id, created_by) VALUES ($1, $2) RETURNING id',
      [playbook.rows[0]!.id, ADMIN.id],
    );
    return { canaryId: canary.rows[0]!.id, playbookRunId: run.rows[0]!.id };
  };

  it('checks and playbook actions resolve connection://namespace/name and ids at run time', async () => {
    const { rows } = await testDb.db.query<{ id: string }>(
      `INSERT INTO connections (name, namespace, type, url, username, password)
       VALUES ('hook', 'ops', 'http', 'http://127.0.0.1:9/hook', 'u', 'p w') RETURNING id`,
    );
    const { canaryId, playbookRunId } = await adminOwned();
    expect(
      await resolveCheckConnection(testDb.db, 'http', { connection: 'connection://ops/hook' }, { canaryId }),
    ).toEqual({
      url: 'http://127.0.0.1:9/hook',
      username: 'u',
      password: 'p w',
    });
    expect(
      await resolveCheckConnection(testDb.db, 'postgres', { connection: rows[0]!.id, query: 'SELECT 1' }, { canaryId }),
    ).toEqual({ connection: 'http://u:p%20w@127.0.0.1:9/hook', query: 'SELECT 1' });
    await expect(
      resolveCheckConnection(testDb.db, 'http', { connection: 'connection://ops/none' }, { canaryId }),
    ).rejects.toThrow('connection connection://ops/none not found');
    expect(
      await resolveActionConnection(testDb.db, { http: { connection: 'connection://ops/hook' } }, { playbookRunId }),
    ).toEqual({
      http: {
        url: 'http://127.0.0.1:9/hook',
        headers: [{ name: 'Authorization', value: `Basic ${Buffer.from('u:p w').toString('base64')}` }],
      },
    });
  });

  it.skipIf(kind !== 'postgres' || !process.env.TEST_DATABASE_URL)(
    'a SQL check that references a PostgreSQL connection runs green',
    async () => {
      const url = new URL(testDb.url!);
      await testDb.db.query(`INSERT INTO connections (name, type, url) VALUES ('pg', 'postgres', $1)`, [
        url.toString(),
      ]);
      const spec = await resolveCheckConnection(
        testDb.db,
        'postgres',
        { connection: 'connection://default/pg', query: 'SELECT 1', results: 1 },
        { canaryId: (await adminOwned()).canaryId },
      );
      const run = await executeCheck(
        {
          id: 'c',
          canary_id: 'k',
          type: 'postgres',
          name: 'c',
          namespace: null,
          description: null,
          labels: null,
          spec,
        },
        5000,
      );
      expect(run).toMatchObject({ pass: true, message: '1 row' });
    },
  );
});
