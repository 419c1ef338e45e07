import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccessToken } from '../../auth/tokens';
import { DB, DEP, NS, openCatalog, POD1, POD2, type CatalogApp } from '../../catalog/readModel.fixture';
import { createPerson } from '../../testing/auth';
import { testDatabaseKinds } from '../../testing/databases';
import { mcpClient, toolText } from '../../testing/mcpClient';

interface SearchResult {
  total: number;
  items: Array<{ id: string; name: string; type: string; health?: string }>;
}

interface ItemResult {
  item: { id: string; name: string; summary: Record<string, number>; config?: unknown };
  related: Array<{
    id: string;
    name: string;
    direction: string;
    relation: string;
    depth: number;
    related_ids: string[];
  }>;
  related_total: number;
}

/** search_catalog and get_catalog_item through the MCP SDK's client, as an admin and as a guest scoped by a tag. */
describe.each(testDatabaseKinds)('MCP catalog tools on %s', (kind) => {
  let catalog: CatalogApp;
  let admin: Client;
  let guest: Client;

  const connect = async (personId: string) => {
    const { token } = await createAccessToken(catalog.db, {
      personId,
      name: 'mcp catalog test',
      expiry: '30d',
      autoRenew: false,
      scope: [{ object: 'mcp', action: '*' }],
    });
    return mcpClient(catalog.app, token);
  };
  const call = async <T>(client: Client, name: string, args: Record<string, unknown>) => {
    const result = await client.callTool({ name, arguments: args });
    expect(result.isError, toolText(result)).toBeFalsy();
    return result.structuredContent as T;
  };

  beforeAll(async () => {
    catalog = await openCatalog(kind);
    admin = await connect(await createPerson(catalog.db, ['admin']));
    const { rows } = await catalog.db.query<{ id: string }>(
      `SELECT person_id AS id FROM access_scopes WHERE name = 'prod-eu'`,
    );
    guest = await connect(rows[0]!.id);
  });

  afterAll(async () => {
    await admin?.close();
    await guest?.close();
    await catalog.testDb.drop();
  });

  it('lists both tools with input and output schemas', async () => {
    const { tools } = await admin.listTools();
    const catalogTools = tools.filter((tool) => ['search_catalog', 'get_catalog_item'].includes(tool.name));
    expect(catalogTools.map((tool) => tool.name).sort()).toEqual(['get_catalog_item', 'search_catalog']);
    for (const tool of catalogTools) expect(tool.outputSchema?.type).toBe('object');
  });

  it('search_catalog finds items by text, type and health', async () => {
    const pods = await call<SearchResult>(admin, 'search_catalog', { type: 'Kubernetes::Pod' });
    expect(pods.items.map((item) => item.name)).toEqual(['web-1', 'web-2']);
    expect(pods.total).toBe(2);
    const web = await call<SearchResult>(admin, 'search_catalog', { query: 'web', health: 'unhealthy' });
    expect(web.items.map((item) => item.id)).toEqual([POD1]);
    const live = await call<SearchResult>(admin, 'search_catalog', { query: 'old' });
    expect(live.items).toEqual([]);
    const withDeleted = await call<SearchResult>(admin, 'search_catalog', { query: 'old', include_deleted: true });
    expect(withDeleted.items.map((item) => item.name)).toEqual(['old-pod']);
  });

  it('get_catalog_item reads the item, its badges and its relationships', async () => {
    const result = await call<ItemResult>(admin, 'get_catalog_item', { id: DEP });
    expect(result.item).toMatchObject({ id: DEP, name: 'web', summary: { relationships: 4, changes: 2 } });
    expect(result.item.config).toEqual({ kind: 'Deployment', spec: { replicas: 2 } });
    const byName = Object.fromEntries(result.related.map((row) => [row.name, row]));
    expect(Object.keys(byName).sort()).toEqual(['orders-db', 'shop', 'web-1', 'web-2']);
    expect(byName['shop']).toMatchObject({ direction: 'incoming', relation: 'hard', depth: 1, related_ids: [DEP] });
    expect(byName['orders-db']).toMatchObject({ direction: 'outgoing', relation: 'uses', depth: 1 });
    const down = await call<ItemResult>(admin, 'get_catalog_item', { id: NS, direction: 'outgoing', soft: false });
    expect(down.related.map((row) => row.name).sort()).toEqual(['web', 'web-1', 'web-2']);
  });

  it('a guest scoped by a tag sees only items in scope, and a hidden item is not found', async () => {
    const all = await call<SearchResult>(guest, 'search_catalog', {});
    expect(all.items.map((item) => item.name).sort()).toEqual(['shop', 'web', 'web-1']);
    const result = await call<ItemResult>(guest, 'get_catalog_item', { id: DEP });
    expect(result.related.map((row) => row.name).sort()).toEqual(['shop', 'web-1']);
    expect(result.item.summary).toMatchObject({ relationships: 2 });
    for (const hidden of [DB, POD2]) {
      const refused = await guest.callTool({ name: 'get_catalog_item', arguments: { id: hidden } });
      expect(refused.isError).toBe(true);
      expect(toolText(refused)).toBe(`config item (${hidden}) was not found`);
    }
  });

  it('refuses an id that is not a UUID with a sentence', async () => {
    const bad = await admin.callTool({ name: 'get_catalog_item', arguments: { id: 'web' } });
    expect(bad.isError).toBe(true);
    expect(toolText(bad)).toContain('must be a config item id (UUID)');
  });
});
