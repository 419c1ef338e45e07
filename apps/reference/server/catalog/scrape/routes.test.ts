import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { createPerson, requester, sessionHeaders } from '../../testing/auth';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../../testing/databases';
import { ScrapeEngine } from './engine';

/** Scrapers over HTTP: saved through /api/db (checked by the table hook) and run with POST .../run. */
describe.each(testDatabaseKinds)('scraper routes on %s', (kind) => {
  let t: TestDatabase;
  let dataDir: string;
  let admin: ReturnType<typeof requester>;
  let viewer: ReturnType<typeof requester>;
  beforeAll(async () => {
    t = await createTestDatabase(kind);
    dataDir = mkdtempSync(join(tmpdir(), 'mc-routes-'));
    mkdirSync(join(dataDir, 'scrape', 'team'), { recursive: true });
    const app = createApp({ db: t.db, scrapers: new ScrapeEngine(t.db, { dataDir }) });
    admin = requester(app, await sessionHeaders(t.db));
    viewer = requester(app, await sessionHeaders(t.db, await createPerson(t.db, ['viewer'])));
  });
  afterAll(async () => {
    await t.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const saveScraper = (spec: unknown) =>
    admin('/api/db/config_scrapers', {
      method: 'POST',
      headers: { 'content-type': 'application/json', Prefer: 'return=representation' },
      body: JSON.stringify({ name: 'team files', spec }),
    });

  it('a file path outside the scrape roots is refused on save with a 400 naming MC_SCRAPE_PATHS', async () => {
    const response = await saveScraper({ file: [{ paths: ['/etc/*.conf'], type: 'File' }] });
    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).toMatch(/outside the folders scrapers may read.*MC_SCRAPE_PATHS/);
    const { rows } = await t.db.query('SELECT 1 FROM config_scrapers');
    expect(rows).toHaveLength(0);
  });

  it("Run now answers with the finished run's job row; an edited folder brings a new item", async () => {
    writeFileSync(join(dataDir, 'scrape', 'team', 'a.json'), JSON.stringify({ id: 'svc-a', name: 'alpha' }));
    const saved = await saveScraper({
      file: [{ paths: ['team/*.json'], id: '$.id', name: '$.name', type: 'Demo::Service' }],
    });
    expect(saved.status).toBe(201);
    const id = ((await saved.json()) as Array<{ id: string }>)[0]!.id;
    const run = await admin(`/api/catalog/scrapers/${id}/run`, { method: 'POST' });
    expect(run.status).toBe(200);
    const job = (await run.json()) as Record<string, unknown>;
    expect(job).toMatchObject({
      name: 'Scraper',
      resource_type: 'config_scraper',
      resource_id: id,
      resource_name: 'team files',
      status: 'SUCCESS',
      success_count: 1,
    });
    writeFileSync(join(dataDir, 'scrape', 'team', 'b.json'), JSON.stringify({ id: 'svc-b', name: 'beta' }));
    await admin(`/api/catalog/scrapers/${id}/run`, { method: 'POST' });
    const items = await admin(`/api/db/config_items?scraper_id=eq.${id}&select=name&order=name`);
    expect(await items.json()).toEqual([{ name: 'alpha' }, { name: 'beta' }]);
  });

  it('a viewer may not run a scraper (403); an unknown scraper is a 404', async () => {
    const { rows } = await t.db.query<{ id: string }>('SELECT id FROM config_scrapers LIMIT 1');
    expect((await viewer(`/api/catalog/scrapers/${rows[0]!.id}/run`, { method: 'POST' })).status).toBe(403);
    expect(
      (await admin('/api/catalog/scrapers/00000000-0000-0000-0000-000000000000/run', { method: 'POST' })).status,
    ).toBe(404);
  });
});
