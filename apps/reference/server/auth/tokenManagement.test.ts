import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import type { Database } from '../db/database';
import { ensureDemoPlaybooks, seedDemoData } from '../seed';
import { ADMIN_ID, createPerson, requester, sessionHeaders, tokenHeaders } from '../testing/auth';
import { createTestDatabase, type TestDatabase } from '../testing/databases';
import type { TokenScopeEntry } from './tokens';

/**
 * What a token's scope leaves its holder (security review 975ab58, issue #27): S9 token management, S18 the
 * rights of MCP tools, and S22's whoami hostname.
 */
describe('token scopes on token management and MCP tools', () => {
  let testDb: TestDatabase;
  let db: Database;
  let app: ReturnType<typeof createApp>;
  const ids: Record<string, string> = {};

  const canariesRead: TokenScopeEntry[] = [{ object: 'canaries', action: 'read' }];
  const mcp: TokenScopeEntry[] = [{ object: 'mcp', action: '*' }];

  /** One JSON-RPC `tools/call`, as the review sent it with curl; answers the tool's result. */
  const callTool = async (auth: Record<string, string>, name: string, args: Record<string, unknown>) => {
    const response = await requester(app, auth)('http://localhost/api/mcp', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name, arguments: args } }),
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      result: { isError?: boolean; content: Array<{ text: string }>; structuredContent?: unknown };
    };
    return body.result;
  };

  beforeAll(async () => {
    testDb = await createTestDatabase('pglite');
    db = testDb.db;
    await seedDemoData(db);
    await ensureDemoPlaybooks(db, 'http://127.0.0.1:9');
    app = createApp({ db });
    const { rows } = await db.query<{ id: string }>(`SELECT id FROM playbooks WHERE name = 'ping-reference-server'`);
    ids.playbook = rows[0]!.id;
    const { rows: checks } = await db.query<{ id: string }>(`SELECT id FROM checks WHERE name = 'homepage' LIMIT 1`);
    ids.check = checks[0]!.id;
  });

  afterAll(async () => {
    await testDb.drop();
  });

  it('S9: a canaries:read token can neither list nor delete tokens', async () => {
    const readOnly = await tokenHeaders(db, ADMIN_ID, canariesRead);
    const editor = await createPerson(db, ['editor']);
    const other = await tokenHeaders(db, editor, [], { name: 'victim' });
    const asReadOnly = requester(app, readOnly);

    const list = await asReadOnly('http://localhost/api/auth/tokens');
    expect(list.status).toBe(403);
    expect(((await list.json()) as { error: string }).error).toMatch(/scope does not include token management/);
    const remove = await asReadOnly(`http://localhost/api/auth/token/${other.tokenId}`, { method: 'DELETE' });
    expect(remove.status).toBe(403);
    // The other token still works.
    expect((await requester(app, other)('http://localhost/api/auth/whoami')).status).toBe(200);
    const { rows } = await db.query('SELECT 1 FROM access_tokens WHERE id = $1', [other.tokenId]);
    expect(rows).toHaveLength(1);

    // A signed-in session manages tokens, and so does a token created without a scope (its owner's every right).
    const session = requester(app, await sessionHeaders(db, ADMIN_ID));
    const listed = (await (await session('http://localhost/api/auth/tokens')).json()) as { payload: unknown[] };
    expect(listed.payload.length).toBeGreaterThanOrEqual(2);
    const unscoped = requester(app, await tokenHeaders(db, editor, []));
    expect((await unscoped('http://localhost/api/auth/tokens')).status).toBe(200);
    expect((await unscoped(`http://localhost/api/auth/token/${other.tokenId}`, { method: 'DELETE' })).status).toBe(200);
  });

  it('S18: a canaries:read + mcp token reads through the tools but cannot run a check or a playbook', async () => {
    const narrowed = await tokenHeaders(db, ADMIN_ID, [...canariesRead, ...mcp]);
    const search = await callTool(narrowed, 'search_health_checks', { query: 'homepage' });
    expect(search.isError).toBeFalsy();
    const { rows: before } = await db.query('SELECT 1 FROM check_statuses WHERE check_id = $1', [ids.check]);

    const run = await callTool(narrowed, 'run_health_check', { id: ids.check });
    expect(run.isError).toBe(true);
    expect(run.content[0]!.text).toBe('write on canaries is not granted to admin@example.com');
    const { rows: after } = await db.query('SELECT 1 FROM check_statuses WHERE check_id = $1', [ids.check]);
    expect(after.length).toBe(before.length);

    const playbook = await callTool(narrowed, 'run_playbook', { id: ids.playbook, check_id: ids.check });
    expect(playbook.isError).toBe(true);
    expect(playbook.content[0]!.text).toMatch(/not granted/);
    const { rows: runs } = await db.query('SELECT 1 FROM playbook_runs WHERE playbook_id = $1', [ids.playbook]);
    expect(runs).toEqual([]);
  });

  it("S18: an mcp-only token keeps its owner's rights (documented), a viewer's stays a viewer's", async () => {
    const owner = await tokenHeaders(db, ADMIN_ID, mcp);
    const playbook = await callTool(owner, 'run_playbook', { id: ids.playbook, check_id: ids.check });
    expect(playbook.isError).toBeFalsy();
    expect(playbook.structuredContent).toMatchObject({ run_id: expect.any(String) });
    const viewer = await tokenHeaders(db, await createPerson(db, ['viewer'], { email: 'v18@example.com' }), mcp);
    const run = await callTool(viewer, 'run_health_check', { id: ids.check });
    expect(run.content[0]!.text).toBe('write on canaries is not granted to v18@example.com');
  });

  it("S22: whoami does not tell the server's host name", async () => {
    const { hostname } = await import('node:os');
    const response = await requester(app, await sessionHeaders(db, ADMIN_ID))('http://localhost/api/auth/whoami');
    const body = (await response.json()) as { payload: { hostname: string } };
    // The backend's shape keeps the field; its value is the same on every instance.
    expect(body.payload.hostname).toBe('mission-control');
    expect(JSON.stringify(body)).not.toContain(hostname());
  });
});
