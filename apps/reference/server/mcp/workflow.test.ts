import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, SEEDED_ADMIN } from '../app';
import { createAccessToken } from '../auth/tokens';
import { ensureDemoPlaybooks, seedDemoData } from '../seed';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../testing/databases';

const data = <T>(answer: unknown) => {
  const result = answer as { structuredContent?: unknown; isError?: boolean; content?: unknown };
  expect(result.isError, JSON.stringify(result.content)).toBeFalsy();
  return result.structuredContent as T;
};

/** An assistant's diagnosis, end to end: playbooks, a run's output, incidents, evidence, jobs, resources. */
describe.each(testDatabaseKinds)('MCP playbook and incident tools on %s', (kind) => {
  let testDb: TestDatabase;
  let server: ServerType;
  let client: Client;
  let checkId: string;

  beforeAll(async () => {
    testDb = await createTestDatabase(kind);
    await seedDemoData(testDb.db);
    await ensureDemoPlaybooks(testDb.db, 'http://127.0.0.1:9');
    const { token } = await createAccessToken(testDb.db, {
      personId: SEEDED_ADMIN.id,
      name: 'assistant',
      expiry: '30d',
      autoRenew: false,
      scope: [{ object: 'mcp', action: '*' }],
    });
    const app = createApp({ db: testDb.db });
    await new Promise<void>((resolve) => {
      server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve());
    });
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    client = new Client({ name: 'workflow-test', version: '1.0.0' });
    await client.connect(
      new StreamableHTTPClientTransport(new URL(`${base}/api/mcp`), {
        requestInit: { headers: { Authorization: `Bearer ${token}` } },
      }),
    );
    const { rows } = await testDb.db.query<{ id: string }>(`SELECT id FROM checks WHERE name = 'homepage'`);
    checkId = rows[0]!.id;
  });

  afterAll(async () => {
    await client.close();
    await new Promise((resolve) => server.close(resolve));
    await testDb.drop();
  });

  it('lists the playbooks of a check, refuses bad parameters with the API message, runs one and reads its output', async () => {
    const { playbooks } = data<{ playbooks: Array<{ id: string; name: string; parameters: Array<{ name: string }> }> }>(
      await client.callTool({ name: 'list_playbooks', arguments: { check_id: checkId } }),
    );
    const diagnostics = playbooks.find((playbook) => playbook.name === 'check-diagnostics');
    expect(diagnostics?.parameters.map((parameter) => parameter.name)).toEqual(['note', 'verbose']);

    const refused = await client.callTool({
      name: 'run_playbook',
      arguments: { id: diagnostics!.id, check_id: checkId, params: { note: 'x'.repeat(201) } },
    });
    expect(refused.isError).toBe(true);
    expect(refused.content).toEqual([{ type: 'text', text: 'parameter "Note" must be at most 200 characters' }]);

    const { run_id: runId } = data<{ run_id: string }>(
      await client.callTool({
        name: 'run_playbook',
        arguments: { id: diagnostics!.id, check_id: checkId, params: { note: 'from the assistant' } },
      }),
    );
    const run = data<{ status: string; actions: Array<{ name: string; status: string; result: { stdout?: string } }> }>(
      await client.callTool({ name: 'get_playbook_run', arguments: { id: runId, wait_seconds: 30 } }),
    );
    expect(run.status).toBe('completed');
    expect(run.actions[0]).toMatchObject({ name: 'collect diagnostics', status: 'completed' });
    expect(run.actions[0]!.result.stdout).toContain('note: from the assistant');
  });

  it('lists incidents, links a check to one as evidence, and reads it back', async () => {
    const { incidents } = data<{ incidents: Array<{ id: string; title: string }> }>(
      await client.callTool({ name: 'list_incidents', arguments: {} }),
    );
    expect(incidents.length).toBeGreaterThan(0);
    const incident = incidents[0]!;
    const linked = data<{ evidence_id: string; hypothesis_id: string }>(
      await client.callTool({
        name: 'link_check_to_incident',
        arguments: { check_id: checkId, incident_id: incident.id, description: 'homepage fails since 10:00' },
      }),
    );
    const read = data<{
      hypotheses: Array<{ id: string; evidences: Array<{ id: string; check_id: string; description: string }> }>;
    }>(await client.callTool({ name: 'get_incident', arguments: { id: incident.id } }));
    const evidence = read.hypotheses
      .find((h) => h.id === linked.hypothesis_id)
      ?.evidences.find((e) => e.id === linked.evidence_id);
    expect(evidence).toMatchObject({ check_id: checkId, description: 'homepage fails since 10:00' });

    const missing = await client.callTool({
      name: 'get_incident',
      arguments: { id: '00000000-0000-0000-0000-000000000000' },
    });
    expect(missing.content).toEqual([
      { type: 'text', text: 'incident 00000000-0000-0000-0000-000000000000 was not found' },
    ]);
  });

  it('reads job history, the canary and check resources, and the diagnosis prompt', async () => {
    await client.callTool({ name: 'run_health_check', arguments: { id: checkId } });
    const { jobs } = data<{ jobs: unknown[] }>(
      await client.callTool({ name: 'get_job_history', arguments: { limit: 5 } }),
    );
    expect(Array.isArray(jobs)).toBe(true);

    const { resources } = await client.listResources();
    const edge = resources.find((resource) => resource.uri === 'canary://default/edge-http');
    expect(edge).toBeDefined();
    const canary = await client.readResource({ uri: edge!.uri });
    expect((canary.contents[0] as { text: string }).text).toMatch(
      /^apiVersion: canaries.flanksource.com\/v1\nkind: Canary\n/,
    );
    const check = await client.readResource({ uri: `check://${checkId}` });
    expect(JSON.parse((check.contents[0] as { text: string }).text)).toMatchObject({ id: checkId, name: 'homepage' });

    const prompt = await client.getPrompt({ name: 'diagnose_failing_check', arguments: { check_id: checkId } });
    expect((prompt.messages[0]!.content as { text: string }).text).toContain(`get_check_detail with id ${checkId}`);
  });
});
