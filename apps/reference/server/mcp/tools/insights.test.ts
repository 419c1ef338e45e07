import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccessToken } from '../../auth/tokens';
import { DB, openCatalog, POD1, type CatalogApp } from '../../catalog/readModel.fixture';
import { createPerson } from '../../testing/auth';
import { testDatabaseKinds } from '../../testing/databases';
import { mcpClient, toolText } from '../../testing/mcpClient';

interface InsightsResult {
  total: number;
  insights: Array<{
    id: string;
    config_id: string;
    analyzer: string;
    analysis_type: string;
    severity: string;
    status: string;
    first_observed: string;
    config: { id: string; name: string; type: string };
  }>;
}

/** #20 list_insights through the MCP SDK's client: open findings by item, severity and type, within a guest's scope. */
describe.each(testDatabaseKinds)('#20 MCP list_insights on %s', (kind) => {
  let catalog: CatalogApp;
  let admin: Client;
  let guest: Client;

  const connect = async (personId: string) => {
    const { token } = await createAccessToken(catalog.db, {
      personId,
      name: 'mcp insights test',
      expiry: '30d',
      autoRenew: false,
      scope: [{ object: 'mcp', action: '*' }],
    });
    return mcpClient(catalog.app, token);
  };
  const call = async (client: Client, args: Record<string, unknown>) => {
    const result = await client.callTool({ name: 'list_insights', arguments: args });
    expect(result.isError, toolText(result)).toBeFalsy();
    return result.structuredContent as InsightsResult;
  };

  beforeAll(async () => {
    catalog = await openCatalog(kind);
    // The fixture's findings: privileged (web-1, security, open), oversized (orders-db, cost, open), old-engine
    // (orders-db, security, resolved).
    await catalog.db.query(
      "UPDATE config_analysis SET severity = CASE analyzer WHEN 'privileged' THEN 'critical' ELSE 'low' END",
    );
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

  it('lists open insights, newest first, with their item; filters by item, severity and type', async () => {
    const all = await call(admin, {});
    expect(all.total).toBe(2);
    expect(all.insights.map((row) => row.analyzer)).toEqual(['privileged', 'oversized']);
    expect(all.insights[0]).toMatchObject({
      config_id: POD1,
      analysis_type: 'security',
      severity: 'critical',
      status: 'open',
      first_observed: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      config: { id: POD1, name: 'web-1', type: 'Kubernetes::Pod' },
    });
    expect((await call(admin, { item: DB })).insights.map((row) => row.analyzer)).toEqual(['oversized']);
    expect((await call(admin, { severity: 'critical' })).insights.map((row) => row.analyzer)).toEqual(['privileged']);
    expect((await call(admin, { type: 'cost' })).insights.map((row) => row.analyzer)).toEqual(['oversized']);
    expect((await call(admin, { type: 'security', severity: 'low' })).total).toBe(0);
  });

  it('a guest sees only the insights of items in their scope; bad arguments are refused with a sentence', async () => {
    const seen = await call(guest, {});
    expect(seen.insights.map((row) => row.config.name)).toEqual(['web-1']);
    expect((await call(guest, { item: DB })).insights).toEqual([]);
    const bad = await admin.callTool({ name: 'list_insights', arguments: { item: 'orders-db' } });
    expect(bad.isError).toBe(true);
    expect(toolText(bad)).toContain('must be a config item id (UUID)');
  });
});
