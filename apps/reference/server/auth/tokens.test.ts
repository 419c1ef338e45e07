import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import type { Database } from '../db/database';
import { ADMIN_ID, createPerson, requester, sessionHeaders } from '../testing/auth';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../testing/databases';

/** Every table's rows as text, to prove a secret is stored nowhere in plain text. */
async function dumpDatabase(db: Database): Promise<string> {
  const { rows: tables } = await db.query<{ name: string }>(
    `SELECT quote_ident(table_name) AS name FROM information_schema.tables
     WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`,
  );
  const parts: string[] = [];
  for (const { name } of tables) {
    const { rows } = await db.query<{ body: string | null }>(`SELECT json_agg(t)::text AS body FROM ${name} t`);
    parts.push(`${name}: ${rows[0]?.body ?? ''}`);
  }
  return parts.join('\n');
}

describe.each(testDatabaseKinds)('access tokens on %s', (kind) => {
  let testDb: TestDatabase;
  let db: Database;
  let app: ReturnType<typeof createApp>;
  let asAdmin: ReturnType<typeof requester>;

  const create = async (body: unknown, as = asAdmin) => {
    const response = await as('http://localhost/api/auth/create_token', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    return {
      status: response.status,
      body: (await response.json()) as { payload?: { token: string }; error?: string; message?: string },
    };
  };
  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
  const basic = (token: string) => ({ Authorization: `Basic ${Buffer.from(`token:${token}`).toString('base64')}` });
  const get = (path: string, headers: Record<string, string>) => app.request(`http://localhost${path}`, { headers });

  beforeAll(async () => {
    testDb = await createTestDatabase(kind);
    db = testDb.db;
    app = createApp({ db });
    asAdmin = requester(app, await sessionHeaders(db));
  });

  afterAll(async () => {
    await testDb.drop();
  });

  it('creates a token shown once, lists it without the secret, and stores only its Argon2id hash', async () => {
    const created = await create({
      name: 'ci',
      expiry: '30d',
      autoRenew: true,
      scope: [{ subject: ADMIN_ID, object: 'canaries', action: 'read' }],
    });
    expect(created.status).toBe(200);
    expect(created.body.message).toBe('success');
    const token = created.body.payload!.token;
    expect(token.split('.')).toHaveLength(5);

    const listed = (await (await asAdmin('http://localhost/api/auth/tokens')).json()) as {
      payload: Array<Record<string, unknown>>;
    };
    const item = listed.payload.find((t) => t.name === 'ci')!;
    expect(item).toMatchObject({ name: 'ci', auto_renew: true, scope: [{ object: 'canaries', action: 'read' }] });
    expect(Date.parse(String(item.expires_at)) - Date.now()).toBeGreaterThan(29 * 24 * 3600 * 1000);
    expect(Date.parse(String(item.expires_at)) - Date.now()).toBeLessThan(31 * 24 * 3600 * 1000);
    expect(JSON.stringify(listed)).not.toContain(token);
    expect(JSON.stringify(listed)).not.toContain(token.split('.')[0]);
    expect(Object.keys(item)).not.toContain('value');

    // Used once, so every cache and column that could hold it has had the chance.
    expect((await get('/api/canary/api/summary', bearer(token))).status).toBe(200);
    const dump = await dumpDatabase(db);
    expect(dump).toContain('access_tokens');
    expect(dump).not.toContain(token);
    expect(dump).not.toContain(token.split('.')[0]);
  });

  it('accepts the token as Bearer and as Basic with username token, and enforces its scope', async () => {
    const { body } = await create({ name: 'reader', scope: [{ object: 'canaries', action: 'read' }] });
    const token = body.payload!.token;
    expect((await get('/api/canary/api/summary', bearer(token))).status).toBe(200);
    expect((await get('/api/canary/api/summary', basic(token))).status).toBe(200);
    const whoami = (await (await get('/api/auth/whoami', basic(token))).json()) as {
      payload: { user: { id: string } };
    };
    expect(whoami.payload.user.id).toBe(ADMIN_ID);
    // Outside the scope, though the owner (admin) may: refused.
    const people = await get('/api/db/people', bearer(token));
    expect(people.status).toBe(403);
    const write = await app.request('http://localhost/api/db/canaries', {
      method: 'POST',
      headers: { ...bearer(token), 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'from-token', spec: {} }),
    });
    expect(write.status).toBe(403);
  });

  it('never grants more than the owner has: a viewer token with write scope cannot write', async () => {
    const viewer = await createPerson(db, ['viewer']);
    const asViewer = requester(app, await sessionHeaders(db, viewer));
    const { body } = await create({ name: 'wide', scope: [{ object: 'canaries', action: '*' }] }, asViewer);
    const response = await app.request('http://localhost/api/db/canaries', {
      method: 'POST',
      headers: { ...bearer(body.payload!.token), 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'nope', spec: {} }),
    });
    expect(response.status).toBe(403);
  });

  it('refuses a deleted token, an expired one and a malformed one with 401 and a clear message', async () => {
    const { body } = await create({ name: 'short-lived' });
    const token = body.payload!.token;
    expect((await get('/api/auth/whoami', bearer(token))).status).toBe(200);
    const list = (await (await asAdmin('http://localhost/api/auth/tokens')).json()) as {
      payload: Array<{ id: string; name: string }>;
    };
    const id = list.payload.find((t) => t.name === 'short-lived')!.id;
    expect((await asAdmin(`http://localhost/api/auth/token/${id}`, { method: 'DELETE' })).status).toBe(200);
    const deleted = await get('/api/auth/whoami', bearer(token));
    expect(deleted.status).toBe(401);
    expect(await deleted.json()).toEqual({
      error: 'access token is unknown or has been deleted',
      code: 'unauthorized',
    });

    const expiring = (await create({ name: 'expiring' })).body.payload!.token;
    await db.query(`UPDATE access_tokens SET expires_at = now() - interval '1 second' WHERE name = 'expiring'`);
    const expired = await get('/api/auth/whoami', bearer(expiring));
    expect(expired.status).toBe(401);
    expect(await expired.json()).toEqual({ error: 'access token has expired', code: 'unauthorized' });

    const malformed = await get('/api/auth/whoami', bearer('not-a-token'));
    expect(malformed.status).toBe(401);
    expect(await malformed.json()).toEqual({ error: 'invalid access token', code: 'unauthorized' });
  });

  it('lets only the creator or an admin delete a token, and tokens cannot mint tokens', async () => {
    const editor = await createPerson(db, ['editor']);
    const asEditor = requester(app, await sessionHeaders(db, editor));
    const admins = (await create({ name: 'admins-own' })).body.payload!.token;
    const list = (await (await asAdmin('http://localhost/api/auth/tokens')).json()) as {
      payload: Array<{ id: string; name: string }>;
    };
    const id = list.payload.find((t) => t.name === 'admins-own')!.id;
    const refused = await asEditor(`http://localhost/api/auth/token/${id}`, { method: 'DELETE' });
    expect(refused.status).toBe(403);
    // The editor lists only their own tokens.
    const editorList = (await (await asEditor('http://localhost/api/auth/tokens')).json()) as { payload: unknown[] };
    expect(editorList.payload).toEqual([]);
    const minted = await create({ name: 'child' }, requester(app, bearer(admins)));
    expect(minted.status).toBe(403);
  });

  it('validates the request: name, expiry and scope', async () => {
    expect((await create({ name: '  ' })).body).toEqual({ error: 'Name is required', code: 'bad_request' });
    expect((await create({ name: 'x', expiry: '2d' })).status).toBe(400);
    expect((await create({ name: 'x', scope: [{ object: 'mcp', action: 'read' }] })).body.error).toBe(
      'mcp takes only the * action',
    );
    expect((await create({ name: 'x', scope: [{ object: 'secrets', action: 'read' }] })).status).toBe(400);
    expect((await create({ name: 'x', expiry: '2160h', auto_renew: false })).status).toBe(200);
  });

  it('deleting a person revokes their tokens and sessions', async () => {
    const person = await createPerson(db, ['editor']);
    const session = await sessionHeaders(db, person);
    const asPerson = requester(app, session);
    const token = (await create({ name: 'theirs' }, asPerson)).body.payload!.token;
    expect((await get('/api/auth/whoami', bearer(token))).status).toBe(200);
    expect((await asAdmin(`http://localhost/api/people/${person}`, { method: 'DELETE' })).status).toBe(200);
    expect((await get('/api/auth/whoami', bearer(token))).status).toBe(401);
    expect((await asPerson('http://localhost/api/auth/whoami')).status).toBe(401);
  });
});
