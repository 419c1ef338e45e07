import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccessToken } from '../../auth/tokens';
import { ADMIN_ID } from '../../testing/auth';
import { testDatabaseKinds } from '../../testing/databases';
import { mcpClient, toolText } from '../../testing/mcpClient';
import { API, API1, CK_API1, openTree, ORDERS_DB, ROOT, type TreeApp } from '../../topology/tree/tree.fixture';

interface Answer {
  component?: { id: string; name: string; health: string; summary: Record<string, unknown> };
  children: Array<{ id: string; name: string; health: string }>;
  children_total: number;
  checks: Array<{ id: string; name: string; status: string }>;
}

/** get_topology_component through the MCP SDK's client, as an admin and as a guest scoped to env=prod. */
describe.each(testDatabaseKinds)('MCP topology tool on %s', (kind) => {
  let tree: TreeApp;
  let admin: Client;
  let guest: Client;

  const connect = async (personId: string) => {
    const { token } = await createAccessToken(tree.db, {
      personId,
      name: 'mcp topology test',
      expiry: '30d',
      autoRenew: false,
      scope: [{ object: 'mcp', action: '*' }],
    });
    return mcpClient(tree.app, token);
  };
  const call = async (client: Client, args: Record<string, unknown>) => {
    const result = await client.callTool({ name: 'get_topology_component', arguments: args });
    return { error: result.isError ? toolText(result) : null, answer: result.structuredContent as Answer };
  };

  beforeAll(async () => {
    tree = await openTree(kind);
    admin = await connect(ADMIN_ID);
    guest = await connect(tree.guestId);
  });

  afterAll(async () => {
    await admin?.close();
    await guest?.close();
    await tree.testDb.drop();
  });

  it('#21 reads a component with its rolled-up health, children worst first and linked checks', async () => {
    await tree.db.query(`UPDATE checks SET status = 'unhealthy' WHERE id = $1`, [CK_API1]);
    try {
      const { error, answer } = await call(admin, { id: API });
      expect(error).toBeNull();
      expect(answer.component).toMatchObject({ id: API, name: 'api', health: 'unhealthy' });
      expect(answer.children.map((child) => [child.name, child.health])).toEqual([
        ['api-1', 'unhealthy'],
        ['api-2', 'healthy'],
      ]);
      const leaf = (await call(admin, { id: API1 })).answer;
      expect(leaf.checks.map((check) => [check.name, check.status])).toEqual([['api-1 health', 'unhealthy']]);
      const roots = (await call(admin, {})).answer;
      expect(roots.component).toBeUndefined();
      expect(roots.children.map((child) => [child.name, child.health])).toEqual([
        ['Payments platform', 'unhealthy'],
        ['Internal tools', 'healthy'],
      ]);
    } finally {
      await tree.db.query(`UPDATE checks SET status = 'healthy' WHERE id = $1`, [CK_API1]);
    }
  });

  it('#21 a guest reads only components in scope; others are not found', async () => {
    const roots = (await call(guest, {})).answer;
    expect(roots.children.map((child) => child.id)).toEqual([ROOT]);
    expect((await call(guest, { id: ORDERS_DB })).error).toBe(`component (${ORDERS_DB}) was not found`);
    expect((await call(admin, { id: 'nope' })).error).toMatch(/must be a component id \(UUID\)/);
  });
});
