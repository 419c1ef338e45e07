import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import type { Database } from '../db/database';
import { adminRequester } from '../testing/auth';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../testing/databases';
import { logScrapeRun } from './hooks';
import { flushLogs } from './store';

/** #24 a catalog item's log selectors (its properties of type `logs`): POST /api/logs {id} and the pickers' views. */
describe.each(testDatabaseKinds)('#24 catalog item log selectors on %s', (kind) => {
  let t: TestDatabase;
  let db: Database;
  let request: Awaited<ReturnType<typeof adminRequester>>;
  let itemId: string;
  let plainId: string;

  const search = async (body: Record<string, unknown>) => {
    const response = await request('/api/logs', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const messages = (body: Record<string, unknown>) =>
    (body.results as Array<{ message: string }>).map((result) => result.message);

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    db = t.db;
    const properties = [
      { name: 'Replicas', text: '3' },
      { name: 'scraper runs', type: 'logs', backend: 'scrapers', labels: { scraper_name: 'demo-infrastructure' } },
      { name: 'failures', type: 'logs', backend: 'scrapers', query: 'level=error' },
    ];
    const inserted = await db.query<{ id: string }>(
      `INSERT INTO config_items (config_class, type, name, properties) VALUES
         ('Deployment', 'Kubernetes::Deployment', 'payments-api', $1), ('Deployment', 'Kubernetes::Deployment', 'plain', $2)
       RETURNING id`,
      [JSON.stringify(properties), JSON.stringify([{ name: 'Replicas', text: '1' }])],
    );
    [itemId, plainId] = inserted.rows.map((row) => row.id) as [string, string];
    logScrapeRun(db, { scraperId: 'a', name: 'demo-infrastructure', status: 'SUCCESS', items: 12, errors: [] });
    logScrapeRun(db, { scraperId: 'b', name: 'aws', status: 'FAILED', items: 0, errors: ['no credentials'] });
    await flushLogs(db);
    request = await adminRequester(createApp({ db }), db);
  });

  afterAll(async () => {
    await t.drop();
  });

  it("searches through a catalog item's first selector, or the one named, with the search box's words", async () => {
    const first = await search({ id: itemId });
    expect(first.status).toBe(200);
    expect(messages(first.body)).toEqual(['Scraper demo-infrastructure success: 12 item(s)']);
    const failures = await search({ id: itemId, name: 'failures' });
    expect(messages(failures.body)).toEqual(['Scraper aws failed: 0 item(s); 1 error(s): no credentials']);
    const typed = await search({ id: itemId, name: 'failures', query: 'credentials' });
    expect(typed.body.total).toBe(1);
    const none = await search({ id: itemId, name: 'failures', query: 'payments' });
    expect(none.body.total).toBe(0);
  });

  it('names the available selectors, and says when an item has none or the id is nobody', async () => {
    const missing = await search({ id: itemId, name: 'traces' });
    expect(missing.status).toBe(400);
    expect(missing.body.error).toBe(
      "Log selector with the name 'traces' was not found. Available names: [scraper runs failures]",
    );
    const plain = await search({ id: plainId });
    expect(plain.status).toBe(400);
    expect(plain.body.error).toBe(`Catalog item ${plainId} has no log selectors`);
    const nobody = await search({ id: '00000000-0000-0000-0000-0000000000ff' });
    expect(nobody.status).toBe(404);
    expect(nobody.body.error).toBe('No component or catalog item has the id 00000000-0000-0000-0000-0000000000ff');
  });

  it('lists catalog items and components with log selectors for the pickers', async () => {
    await db.query(
      `INSERT INTO components (name, type, log_selectors) VALUES ('api', 'Service', $1), ('web', 'Service', NULL)`,
      [JSON.stringify([{ name: 'checks', backend: 'checks' }])],
    );
    const items = await request('/api/db/config_items_with_logs?select=id,name,log_selectors&order=name.asc');
    expect(items.status).toBe(200);
    expect(await items.json()).toEqual([
      {
        id: itemId,
        name: 'payments-api',
        log_selectors: [
          expect.objectContaining({ name: 'scraper runs', backend: 'scrapers' }),
          expect.objectContaining({ name: 'failures', query: 'level=error' }),
        ],
      },
    ]);
    const components = await request('/api/db/components_with_logs?select=name&order=name.asc');
    expect(components.status).toBe(200);
    expect(await components.json()).toEqual([{ name: 'api' }]);
  });
});
