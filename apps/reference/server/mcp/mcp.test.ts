import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MCP_INITIALIZE_REQUEST } from '@mission-control/api';
import { createApp, SEEDED_ADMIN } from '../app';
import { createAccessToken, type TokenScopeEntry } from '../auth/tokens';
import { seedDemoData } from '../seed';
import { createPerson } from '../testing/auth';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../testing/databases';

/** The SDK's own client, over HTTP, against the app served on a real port. */
describe.each(testDatabaseKinds)('MCP server at /api/mcp on %s', (kind) => {
  let testDb: TestDatabase;
  let server: ServerType;
  let base: string;
  const tokens: Record<string, string> = {};

  const token = async (personId: string, scope: TokenScopeEntry[]) =>
    (await createAccessToken(testDb.db, { personId, name: 'mcp test', expiry: '30d', autoRenew: false, scope })).token;

  const connect = async (accessToken: string) => {
    const client = new Client({ name: 'mcp-test', version: '1.0.0' });
    await client.connect(
      new StreamableHTTPClientTransport(new URL(`${base}/api/mcp`), {
        requestInit: { headers: { Authorization: `Bearer ${accessToken}` } },
      }),
    );
    return client;
  };

  beforeAll(async () => {
    testDb = await createTestDatabase(kind);
    await seedDemoData(testDb.db);
    const viewerId = await createPerson(testDb.db, ['viewer'], { email: 'viewer@example.com' });
    tokens.admin = await token(SEEDED_ADMIN.id, [{ object: 'mcp', action: '*' }]);
    tokens.noMcp = await token(SEEDED_ADMIN.id, [{ object: 'canaries', action: 'read' }]);
    tokens.viewer = await token(viewerId, [{ object: 'mcp', action: '*' }]);
    const app = createApp({ db: testDb.db });
    await new Promise<void>((resolve) => {
      server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve());
    });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await testDb.drop();
  });

  it('lists its tools, each with an input schema, an output schema and a description', async () => {
    const client = await connect(tokens.admin!);
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual([
      'create_notification_silence',
      'get_catalog_item',
      'get_check_detail',
      'get_incident',
      'get_job_history',
      'get_playbook_run',
      'get_topology_component',
      'link_check_to_incident',
      'list_changes',
      'list_incidents',
      'list_insights',
      'list_notifications',
      'list_playbooks',
      'run_health_check',
      'run_playbook',
      'run_scraper',
      'save_scraper',
      'search_catalog',
      'search_health_checks',
    ]);
    for (const tool of tools) {
      expect(tool.description?.length, tool.name).toBeGreaterThan(30);
      expect(tool.inputSchema.type, tool.name).toBe('object');
      expect(tool.outputSchema?.type, tool.name).toBe('object');
    }
    await client.close();
  });

  it('searches checks, runs one and reads the result in its detail', async () => {
    const client = await connect(tokens.admin!);
    const search = await client.callTool({ name: 'search_health_checks', arguments: { query: 'homepage' } });
    expect(search.isError).toBeFalsy();
    const found = search.structuredContent as { total: number; checks: Array<{ id: string; name: string }> };
    const homepage = found.checks.find((check) => check.name === 'homepage');
    expect(homepage).toBeDefined();

    const run = await client.callTool({ name: 'run_health_check', arguments: { id: homepage!.id } });
    expect(run.isError).toBeFalsy();
    const result = run.structuredContent as { check_id: string; name: string; pass: boolean; start: string };
    expect(result).toMatchObject({ check_id: homepage!.id, name: 'homepage' });
    expect(typeof result.pass).toBe('boolean');

    const detail = await client.callTool({ name: 'get_check_detail', arguments: { id: homepage!.id, history: 5 } });
    expect(detail.isError).toBeFalsy();
    const history = (detail.structuredContent as { history: Array<{ time: string }> }).history;
    // The run just made is the newest result.
    expect(new Date(history[0]!.time).getTime()).toBe(new Date(result.start).getTime());
    await client.close();
  });

  it('reports bad input and unknown ids as tool errors with the API message', async () => {
    const client = await connect(tokens.admin!);
    const missing = await client.callTool({
      name: 'run_health_check',
      arguments: { id: '00000000-0000-0000-0000-000000000000' },
    });
    expect(missing.isError).toBe(true);
    expect(missing.content).toEqual([
      { type: 'text', text: 'check (00000000-0000-0000-0000-000000000000) was not found' },
    ]);
    await client.close();
  });

  it('refuses a token whose scope lacks mcp, and calls without a token', async () => {
    await expect(connect(tokens.noMcp!)).rejects.toThrow(/scope does not include mcp/);
    const response = await fetch(`${base}/api/mcp`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(MCP_INITIALIZE_REQUEST),
    });
    expect(response.status).toBe(401);
  });

  it("lets a viewer's token read checks but not run them", async () => {
    const client = await connect(tokens.viewer!);
    const search = await client.callTool({ name: 'search_health_checks', arguments: { status: 'healthy', limit: 1 } });
    expect(search.isError).toBeFalsy();
    const [check] = (search.structuredContent as { checks: Array<{ id: string }> }).checks;
    const run = await client.callTool({ name: 'run_health_check', arguments: { id: check!.id } });
    expect(run.isError).toBe(true);
    expect(run.content).toEqual([{ type: 'text', text: 'write on canaries is not granted to viewer@example.com' }]);
    await client.close();
  });

  it("answers the spec's example: a plain POST of initialize with protocol version 2024-11-05", async () => {
    const response = await fetch(`${base}/api/mcp`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${tokens.admin}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(MCP_INITIALIZE_REQUEST),
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      id: number;
      result: { protocolVersion: string; serverInfo: { name: string } };
    };
    expect(body).toMatchObject({
      id: 1,
      result: { protocolVersion: '2024-11-05', serverInfo: { name: 'mission-control' } },
    });
  });
});
