import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccessToken } from '../../auth/tokens';
import { DB, DEP, openCatalog, POD1, POD2, type CatalogApp } from '../../catalog/readModel.fixture';
import { createPerson } from '../../testing/auth';
import { testDatabaseKinds } from '../../testing/databases';
import { mcpClient, toolText } from '../../testing/mcpClient';

interface ChangesResult {
  total: number;
  total_exact: boolean;
  from: string | null;
  changes: Array<{ id: string; config_id: string; change_type: string; severity?: string; name?: string }>;
}

/** #20 list_changes through the MCP SDK's client: by item and its relatives, time range and severity, in scope. */
describe.each(testDatabaseKinds)('#20 MCP list_changes on %s', (kind) => {
  let catalog: CatalogApp;
  let admin: Client;
  let guest: Client;

  const connect = async (personId: string) => {
    const { token } = await createAccessToken(catalog.db, {
      personId,
      name: 'mcp changes test',
      expiry: '30d',
      autoRenew: false,
      scope: [{ object: 'mcp', action: '*' }],
    });
    return mcpClient(catalog.app, token);
  };
  const call = async (client: Client, args: Record<string, unknown>) => {
    const result = await client.callTool({ name: 'list_changes', arguments: args });
    expect(result.isError, toolText(result)).toBeFalsy();
    return result.structuredContent as ChangesResult;
  };
  const types = async (client: Client, args: Record<string, unknown>) =>
    (await call(client, args)).changes.map((change) => change.change_type);

  beforeAll(async () => {
    catalog = await openCatalog(kind);
    // Beside the fixture's (web-1's diff and Unhealthy within 2 hours, orders-db's diff 3 days ago).
    await catalog.db.query(
      `INSERT INTO config_changes (config_id, change_type, severity, source, created_at) VALUES
         ($1, 'BackOff', 'high', 'kubernetes', now() - interval '10 minutes'),
         ($2, 'OOMKilled', 'critical', 'kubernetes', now() - interval '20 minutes'),
         ($3, 'ScaledUp', 'info', 'kubernetes', now() - interval '30 minutes')`,
      [POD1, POD2, DEP],
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

  it('lists the last two days newest first; by item and what it contains; by severity and time', async () => {
    const all = await call(admin, {});
    expect(all).toMatchObject({ total: 5, total_exact: true, from: expect.stringMatching(/^\d{4}-/) });
    expect(all.changes[0]).toMatchObject({ config_id: POD1, change_type: 'BackOff', severity: 'high', name: 'web-1' });
    expect(await types(admin, { item: DEP })).toEqual(['ScaledUp']);
    expect(await types(admin, { item: DEP, related: 'downstream' })).toEqual([
      'BackOff',
      'OOMKilled',
      'ScaledUp',
      'diff',
      'Unhealthy',
    ]);
    expect(await types(admin, { severity: 'high' })).toEqual(['BackOff', 'OOMKilled']);
    expect(await types(admin, { item: DB, from: 'now-7d' })).toEqual(['diff']);
    expect(await types(admin, { source: '!kubernetes' })).toEqual(['diff', 'Unhealthy']);
    expect((await call(admin, { limit: 2 })).changes).toHaveLength(2);
  });

  it('a guest sees only the changes of items in their scope; bad arguments are refused with a sentence', async () => {
    // The guest's scope is cluster=prod-eu: not web-2 (dev).
    expect(await types(guest, {})).toEqual(['BackOff', 'ScaledUp', 'diff', 'Unhealthy']);
    const bad = await admin.callTool({ name: 'list_changes', arguments: { from: 'last tuesday' } });
    expect(bad.isError).toBe(true);
    expect(toolText(bad)).toContain('from must be an ISO time or a relative time such as now-2d');
    const badItem = await admin.callTool({ name: 'list_changes', arguments: { item: 'web-1' } });
    expect(toolText(badItem)).toContain('must be a config item id (UUID)');
  });
});
