import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, currentUserFromWhoami, isFeatureEnabled } from '@mission-control/api';
import { createApp, SEEDED_ADMIN } from '../app';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../testing/databases';
import { authedFetch, createPerson, sessionHeaders, tokenHeaders, withAuth } from '../testing/auth';

describe.each(testDatabaseKinds)('whoami and properties on %s', (kind) => {
  let testDb: TestDatabase;
  let client: ReturnType<typeof createClient>;

  beforeAll(async () => {
    testDb = await createTestDatabase(kind);
    const app = withAuth(createApp({ db: testDb.db }), await sessionHeaders(testDb.db));
    client = createClient({
      baseUrl: 'http://localhost',
      fetch: async (input, init) => app.request(String(input), init),
    });
  });

  afterAll(async () => {
    await testDb.drop();
  });

  it('reports the seeded admin with the admin policy, parsed by the api schema', async () => {
    const user = currentUserFromWhoami(await client.auth.whoami());
    expect(user).toMatchObject({ id: SEEDED_ADMIN.id, email: SEEDED_ADMIN.email, roles: ['admin', 'everyone'] });
    expect(user.permissions).toContainEqual({ id: 'na', subject: 'admin', object: '*', action: '*' });
  });

  it('lists database properties, so feature flags switch areas off', async () => {
    await testDb.db.query(
      `INSERT INTO properties (name, value) VALUES ('incidents.disable', 'true'), ('old.flag', 'x')`,
    );
    await testDb.db.query(`UPDATE properties SET deleted_at = now() WHERE name = 'old.flag'`);
    const properties = await client.properties.list();
    expect(properties).toEqual([{ name: 'incidents.disable', value: 'true', source: 'db', type: '', description: '' }]);
    expect(isFeatureEnabled(properties, 'incidents')).toBe(false);
    expect(isFeatureEnabled(properties, 'health')).toBe(true);
  });
});

describe.each(testDatabaseKinds)('effective access on %s', (kind) => {
  let testDb: TestDatabase;
  let app: ReturnType<typeof createApp>;
  let editor: string;

  beforeAll(async () => {
    testDb = await createTestDatabase(kind);
    app = createApp({ db: testDb.db });
    editor = await createPerson(testDb.db, ['editor']);
  });

  afterAll(async () => {
    await testDb.drop();
  });

  const accessOf = async (auth: Record<string, string>) =>
    createClient({ baseUrl: 'http://localhost', fetch: authedFetch(app, auth) }).auth.access();

  it('reports the role table for a user without permission rows', async () => {
    const access = await accessOf(await sessionHeaders(testDb.db, editor));
    expect(access.canaries).toEqual({ read: true, write: true });
    expect(access.connections).toEqual({ read: false, write: false });
  });

  it('follows a deny row at once (deny wins over the role), and its removal', async () => {
    const auth = await sessionHeaders(testDb.db, editor);
    const { rows } = await testDb.db.query<{ id: string }>(
      `INSERT INTO permissions (name, subject, subject_type, person_id, object, action, deny)
       VALUES ('e2e-deny', $1::text, 'person', $1::uuid, 'canaries', 'update', true) RETURNING id`,
      [editor],
    );
    expect((await accessOf(auth)).canaries).toEqual({ read: true, write: false });
    // The same decision as the route that saves a canary.
    const write = await app.request('/api/db/canaries', {
      method: 'POST',
      headers: { ...auth, 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'denied', namespace: 'default', spec: {} }),
    });
    expect(write.status).toBe(403);
    await testDb.db.query('UPDATE permissions SET deleted_at = now() WHERE id = $1', [rows[0]!.id]);
    expect((await accessOf(auth)).canaries).toEqual({ read: true, write: true });
  });

  it("narrows to a token's scope", async () => {
    const {
      token: _token,
      tokenId: _id,
      ...auth
    } = await tokenHeaders(testDb.db, editor, [{ object: 'canaries', action: 'read' }]);
    const access = await accessOf(auth);
    expect(access.canaries).toEqual({ read: true, write: false });
    expect(access.playbooks).toEqual({ read: false, write: false });
  });

  it('refuses an anonymous caller', async () => {
    expect((await app.request('/api/auth/access')).status).toBe(401);
  });
});
