import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkDetailQuery, createClient } from '@mission-control/api';
import { createApp } from '../app';
import { seedDemoData } from '../seed';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../testing/databases';
import { sessionHeaders, withAuth } from '../testing/auth';

const detailRow = z.looseObject({
  id: z.string(),
  name: z.string(),
  canaries: z.object({ id: z.string(), name: z.string() }),
  components: z.array(z.object({ components: z.object({ id: z.string(), name: z.string() }) })),
  configs: z.array(z.object({ configs: z.object({ id: z.string(), name: z.string(), type: z.string() }) })),
});

describe.each(testDatabaseKinds)('the console check-detail query on %s', (kind) => {
  let testDb: TestDatabase;
  let client: ReturnType<typeof createClient>;

  beforeAll(async () => {
    testDb = await createTestDatabase(kind);
    await seedDemoData(testDb.db);
    const app = withAuth(createApp({ db: testDb.db }), await sessionHeaders(testDb.db));
    client = createClient({
      baseUrl: 'http://localhost',
      fetch: async (input, init) => app.request(String(input), init),
    });
  });

  afterAll(async () => {
    await testDb.drop();
  });

  it('embeds the canary and the related components and configs through the relationship tables', async () => {
    const db = testDb.db;
    const {
      rows: [check],
    } = await db.query<{ id: string; canary_id: string }>(`SELECT id, canary_id FROM checks WHERE name = 'homepage'`);
    const {
      rows: [config],
    } = await db.query<{ id: string }>(
      `INSERT INTO config_items (config_class, type, name) VALUES ('Deployment', 'Kubernetes::Deployment', 'shop-web') RETURNING id`,
    );
    await db.query(`INSERT INTO check_config_relationships (config_id, check_id, canary_id) VALUES ($1, $2, $3)`, [
      config!.id,
      check!.id,
      check!.canary_id,
    ]);

    const { data } = await client.db.list(checkDetailQuery(check!.id), detailRow);
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({
      name: 'homepage',
      canaries: { id: check!.canary_id, name: 'edge-http' },
      components: [],
      configs: [{ configs: { id: config!.id, name: 'shop-web', type: 'Kubernetes::Deployment' } }],
    });
  });
});
