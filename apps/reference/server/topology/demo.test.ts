import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureDemoScrapers } from '../catalog/scrape/demo';
import { ScrapeEngine } from '../catalog/scrape/engine';
import { seedDemoData } from '../seed';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../testing/databases';
import { DEMO_TOPOLOGY_ID, ensureDemoTopology } from './demo';
import { TopologyEngine } from './engine';

/** #21: the demo's topology is what the runner makes of its spec over the seeded checks and the demo catalog. */
describe.each(testDatabaseKinds)('#21 demo topology on %s', (kind) => {
  let t: TestDatabase;
  let dataDir: string;
  beforeAll(async () => {
    t = await createTestDatabase(kind);
    dataDir = mkdtempSync(join(tmpdir(), 'mc-demo-topology-'));
    await seedDemoData(t.db);
    await ensureDemoScrapers(t.db);
    const scrapers = new ScrapeEngine(t.db, { dataDir });
    await scrapers.tick(new AbortController().signal);
    await scrapers.drain();
    await ensureDemoTopology(t.db);
  });
  afterAll(async () => {
    await t.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('is produced by a run: services, looked-up databases and queues linked to seeded checks and catalog items', async () => {
    // Written due shortly after start (the scrapers first); the run is the runner's, here started directly.
    const { rows: due } = await t.db.query<{ next_runtime: Date }>(
      'SELECT next_runtime FROM topologies WHERE id = $1',
      [DEMO_TOPOLOGY_ID],
    );
    expect(due[0]!.next_runtime).not.toBeNull();
    const job = await new TopologyEngine(t.db).runNow(DEMO_TOPOLOGY_ID);
    expect(job).toMatchObject({ name: 'TopologyRun', resource_name: 'payments-platform', status: 'SUCCESS' });

    const { rows } = await t.db.query<{
      name: string;
      parent: string | null;
      type: string;
      checks: Array<{ name: string; status: string }> | null;
      configs: string[] | null;
      properties: Array<Record<string, unknown>> | null;
    }>(
      `SELECT c.name, p.name AS parent, c.type, c.properties,
         (SELECT json_agg(json_build_object('name', k.name, 'status', k.status) ORDER BY k.name)
          FROM check_component_relationships r JOIN checks k ON k.id = r.check_id
          WHERE r.component_id = c.id AND r.deleted_at IS NULL) AS checks,
         (SELECT json_agg(i.type || '/' || i.name ORDER BY i.name) FROM config_component_relationships r
          JOIN config_items i ON i.id = r.config_id WHERE r.component_id = c.id AND r.deleted_at IS NULL) AS configs
       FROM components c LEFT JOIN components p ON p.id = c.parent_id
       WHERE c.topology_id = $1 AND c.deleted_at IS NULL ORDER BY c.path, c.name`,
      [DEMO_TOPOLOGY_ID],
    );
    const byName = Object.fromEntries(rows.map((row) => [row.name, row]));
    expect(Object.keys(byName).sort()).toEqual(
      [
        'Payments platform',
        'Services',
        'payments-api',
        'checkout',
        'ledger-worker',
        'payments-gateway',
        'auth',
        'Databases',
        'orders-postgres',
        'orders-postgres-replica',
        'sessions-redis',
        'search-elasticsearch',
        'Queues',
        'events-kafka',
        'payment-retries',
      ].sort(),
    );
    expect(byName['Payments platform']).toMatchObject({ parent: null, type: 'Topology' });
    // A failing seeded check makes part of the platform red; the catalog's deployment is linked.
    expect(byName['payments-api']).toMatchObject({
      parent: 'Services',
      checks: [{ name: 'api/payments', status: 'unhealthy' }],
      configs: ['Kubernetes::Deployment/payments-api'],
    });
    // The lookup + forEach: one component per database check, linked to it, with its engine.
    expect(byName['search-elasticsearch']).toMatchObject({
      parent: 'Databases',
      type: 'Database',
      checks: [{ name: 'search-elasticsearch', status: 'unhealthy' }],
      properties: [{ name: 'Engine', text: 'elasticsearch' }],
    });
    expect(byName['Databases']!.configs).toEqual(['Postgres::Database/orders']);
    // The headline property comes from an SQL lookup over this server's catalog.
    const items = byName['Payments platform']!.properties!.find((property) => property.name === 'Catalog items');
    expect(items).toMatchObject({ headline: true });
    expect(Number(items!.value)).toBeGreaterThan(10);
  });
});
