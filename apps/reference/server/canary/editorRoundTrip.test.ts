import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '@mission-control/api';
import { from } from '@mission-control/api/postgrest';
import { canaryQuery } from '@mission-control/api/queries';
import { canarySchema, type Canary } from '@mission-control/api/schemas';
import { asFormHolds, canaryRow, openCanary, specFromForm } from '@mission-control/console/checks';
import { createApp } from '../app';
import { ensureDemoNotifications } from '../notifications/demo';
import { DEMO_CHECK_COUNT, ensureSelfCanary, seedDemoData } from '../seed';
import { authedFetch, sessionHeaders } from '../testing/auth';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../testing/databases';

/** Every check of every canary: the canary id, the check's type and name, as the check detail's Edit names them. */
async function everyCheck(db: TestDatabase['db']) {
  const { rows } = await db.query<{ id: string; spec: Record<string, unknown> }>(
    'SELECT id, spec FROM canaries WHERE deleted_at IS NULL ORDER BY name',
  );
  return rows.flatMap((row) =>
    Object.entries(row.spec).flatMap(([type, list]) =>
      Array.isArray(list)
        ? list.map((entry) => ({ canaryId: row.id, type, name: String((entry as { name?: unknown }).name ?? '') }))
        : [],
    ),
  );
}

/**
 * #28: opening any seeded or demo check in the typed editor and saving it unchanged (the console's own form model,
 * saved through /api/db as the editor saves) leaves the stored spec byte for byte the same.
 */
describe.each(testDatabaseKinds)('#28 check editor round trip on %s', (kind) => {
  let testDb: TestDatabase;
  let client: ReturnType<typeof createClient>;
  let checks: Awaited<ReturnType<typeof everyCheck>>;

  beforeAll(async () => {
    testDb = await createTestDatabase(kind);
    // What a demo server holds after its first start: the historical canaries, the live self checks and the
    // live notifications canary.
    await seedDemoData(testDb.db);
    await ensureSelfCanary(testDb.db, { port: 9520, folder: '/tmp' });
    await ensureDemoNotifications(testDb.db, { port: 9520 });
    const app = createApp({ db: testDb.db });
    client = createClient({ baseUrl: 'http://localhost', fetch: authedFetch(app, await sessionHeaders(testDb.db)) });
    checks = await everyCheck(testDb.db);
  });

  afterAll(async () => {
    await testDb.drop();
  });

  const read = async (id: string) => (await client.db.list(canaryQuery(id), canarySchema, { count: false })).data[0]!;
  /** The stored spec as the database gives it back, text for text. */
  const storedSpec = async (id: string) =>
    (await testDb.db.query<{ spec: string }>('SELECT spec::text AS spec FROM canaries WHERE id = $1', [id])).rows[0]!
      .spec;

  it('covers every seeded and demo check', () => {
    // The historical canaries, the five live self checks and the two live notification checks.
    expect(checks).toHaveLength(DEMO_CHECK_COUNT + 5 + 2);
    expect([...new Set(checks.map((c) => c.type))]).toEqual(
      expect.arrayContaining(['http', 'dns', 'icmp', 'tcp', 'postgres', 'exec', 'folder']),
    );
  });

  it('opens each check in the typed editor, saves it unchanged, and the stored spec is the same', async () => {
    for (const check of checks) {
      const before = await storedSpec(check.canaryId);
      const canary: Canary = await read(check.canaryId);
      const { form, values } = openCanary(canary, { type: check.type, name: check.name });
      expect(form.type, `${check.type}/${check.name}`).toBe(check.type);
      const held = asFormHolds(form.type, values);
      const spec = specFromForm(form, held);
      expect(JSON.stringify(spec), `${check.type}/${check.name}`).toBe(JSON.stringify(canary.spec));
      const saved = await client.db.update(
        from('canaries').eq('id', check.canaryId),
        canaryRow(canary, form, held, spec),
        canarySchema,
      );
      expect(saved, `${check.type}/${check.name}`).toHaveLength(1);
      expect(await storedSpec(check.canaryId), `${check.type}/${check.name}`).toBe(before);
    }
  });
});
