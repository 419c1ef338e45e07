import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, currentUserFromWhoami, isFeatureEnabled } from '@mission-control/api';
import { createApp, SEEDED_ADMIN } from '../app';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../testing/databases';
import { sessionHeaders, withAuth } from '../testing/auth';

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
