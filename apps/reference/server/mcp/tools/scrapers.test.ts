import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { createAccessToken } from '../../auth/tokens';
import { ScrapeEngine } from '../../catalog/scrape/engine';
import { createPerson } from '../../testing/auth';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../../testing/databases';
import { mcpClient, toolText } from '../../testing/mcpClient';

/** save_scraper and run_scraper through the MCP SDK's client: the console's save checks and Run now, as the owner. */
describe.each(testDatabaseKinds)('MCP scraper tools on %s', (kind) => {
  let t: TestDatabase;
  let dataDir: string;
  let admin: Client;
  let viewer: Client;

  const connect = async (app: ReturnType<typeof createApp>, personId: string) => {
    const { token } = await createAccessToken(t.db, {
      personId,
      name: 'mcp scraper test',
      expiry: '30d',
      autoRenew: false,
      scope: [{ object: 'mcp', action: '*' }],
    });
    return mcpClient(app, token);
  };

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    dataDir = mkdtempSync(join(tmpdir(), 'mc-mcp-scrape-'));
    mkdirSync(join(dataDir, 'scrape', 'inventory'), { recursive: true });
    writeFileSync(join(dataDir, 'scrape', 'inventory', 'db.json'), JSON.stringify({ id: 'db-1', name: 'orders-db' }));
    const app = createApp({ db: t.db, scrapers: new ScrapeEngine(t.db, { dataDir }) });
    admin = await connect(app, await createPerson(t.db, ['admin']));
    viewer = await connect(app, await createPerson(t.db, ['viewer']));
  });

  afterAll(async () => {
    await admin?.close();
    await viewer?.close();
    await t.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const spec = { file: [{ paths: ['inventory/*.json'], id: '$.id', name: '$.name', type: 'Demo::Database' }] };

  it('#19: an assistant saves a file scraper, runs it, and finds its item in the catalog', async () => {
    const saved = await admin.callTool({ name: 'save_scraper', arguments: { name: 'inventory', spec } });
    expect(saved.isError, toolText(saved)).toBeFalsy();
    const { id } = saved.structuredContent as { id: string };
    const run = await admin.callTool({ name: 'run_scraper', arguments: { id } });
    expect(run.isError, toolText(run)).toBeFalsy();
    expect(run.structuredContent).toMatchObject({ status: 'SUCCESS', success_count: 1, error_count: 0 });
    const found = await admin.callTool({ name: 'search_catalog', arguments: { query: 'orders' } });
    expect((found.structuredContent as { items: Array<{ name: string; type: string }> }).items).toEqual([
      expect.objectContaining({ name: 'orders-db', type: 'Demo::Database' }),
    ]);
  });

  it('#19: a path outside the scrape roots is refused with the sentence naming MC_SCRAPE_PATHS', async () => {
    const result = await admin.callTool({
      name: 'save_scraper',
      arguments: { name: 'etc', spec: { file: [{ paths: ['/etc/*.conf'] }] } },
    });
    expect(result.isError).toBe(true);
    expect(toolText(result)).toMatch(/MC_SCRAPE_PATHS/);
  });

  it("#19: a viewer's assistant may neither save nor run a scraper", async () => {
    const saved = await viewer.callTool({ name: 'save_scraper', arguments: { name: 'x', spec } });
    expect(saved.isError).toBe(true);
    expect(toolText(saved)).toMatch(/write on config_scrapers is not granted/);
    const { rows } = await t.db.query<{ id: string }>('SELECT id FROM config_scrapers LIMIT 1');
    const run = await viewer.callTool({ name: 'run_scraper', arguments: { id: rows[0]!.id } });
    expect(run.isError).toBe(true);
  });
});
