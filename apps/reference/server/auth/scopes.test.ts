import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { createApp } from '../app';
import type { Database } from '../db/database';
import { ADMIN_ID, createPerson, requester, sessionHeaders, tokenHeaders } from '../testing/auth';
import { testDatabaseKinds, type TestDatabase } from '../testing/databases';
import { demoApp, idsByName } from '../testing/demoApp';
import { mcpClient, toolText } from '../testing/mcpClient';

/**
 * S6: a guest's access scopes cover job history, playbook runs and run
 * parameters, on /api/db, the playbook routes and MCP. The review's probe: an
 * admin ran check-diagnostics (outside the guest's scope) with a secret note.
 */
describe.each(testDatabaseKinds)('guest scopes around runs and job history on %s', (kind) => {
  let testDb: TestDatabase;
  let db: Database;
  let app: ReturnType<typeof createApp>;
  let guest: string;
  let request: ReturnType<typeof requester>;
  const id: Record<string, string> = {};

  const json = async <T>(path: string, init?: RequestInit) => {
    const response = await request(`http://localhost${path}`, init);
    expect(response.status, path).toBe(200);
    return (await response.json()) as T;
  };

  beforeAll(async () => {
    ({ testDb, db, app } = await demoApp(kind));
    Object.assign(id, await idsByName(db, 'canaries', ['edge-http', 'databases']));
    id.playbook = (
      await db.query<{ id: string }>(`SELECT id FROM playbooks WHERE name = 'check-diagnostics'`)
    ).rows[0]!.id;
    id.run = (
      await db.query<{ id: string }>(
        `INSERT INTO playbook_runs (playbook_id, spec, status, created_by, parameters)
         SELECT id, spec, 'completed', $2, '{"note":"secret-note-42","verbose":true}' FROM playbooks WHERE id = $1 RETURNING id`,
        [id.playbook, ADMIN_ID],
      )
    ).rows[0]!.id;
    await db.query(`DELETE FROM job_history`);
    await db.query(
      `INSERT INTO job_history (name, resource_type, resource_id, details, status) VALUES
         ('PlaybookRun', 'playbook', $1, $2, 'SUCCESS'),
         ('Canary', 'canary', $3, '{}', 'SUCCESS'),
         ('Canary', 'canary', $4, '{}', 'SUCCESS'),
         ('CheckStatusRollupAndRetention', NULL, NULL, '{}', 'SUCCESS')`,
      [id.playbook, JSON.stringify({ run_id: id.run }), id['edge-http'], id['databases']],
    );
    guest = await createPerson(db, ['guest'], { email: 'guest@example.com' });
    await db.query(
      `INSERT INTO access_scopes (name, person_id, resources, scopes)
       VALUES ('edge', $1, '{canary,playbook}', '[{"names":["edge-http"]}]')`,
      [guest],
    );
    request = requester(app, await sessionHeaders(db, guest));
  });

  afterAll(async () => {
    await testDb.drop();
  });

  it('S6: job_history, job_histories and job_history_names show a guest only the jobs of what they see', async () => {
    expect(await json('/api/db/playbook_runs?select=id')).toEqual([]);
    const history = await json<Array<{ name: string; resource_id: string; details: unknown }>>(
      '/api/db/job_history?select=name,resource_id,details&order=created_at.desc&limit=5',
    );
    expect(history).toEqual([{ name: 'Canary', resource_id: id['edge-http'], details: {} }]);
    expect(JSON.stringify(history)).not.toContain(id.run);
    const histories = await json<Array<{ resource_name: string | null }>>('/api/db/job_histories?select=*');
    expect(histories.map((row) => row.resource_name)).toEqual(['edge-http']);
    expect(await json('/api/db/job_history_names?select=name')).toEqual([{ name: 'Canary' }]);
    // Embedding, counting and `or` go through the same filter.
    const counted = await request(
      'http://localhost/api/db/job_history?select=id&or=(name.eq.PlaybookRun,name.eq.Canary)',
      {
        headers: { Prefer: 'count=exact' },
      },
    );
    expect(counted.headers.get('content-range')).toBe('0-0/1');

    // Anyone but a guest still reads every job.
    const admin = requester(app, await sessionHeaders(db, ADMIN_ID));
    const all = (await (await admin('http://localhost/api/db/job_history?select=name')).json()) as unknown[];
    expect(all).toHaveLength(4);
  });

  it('S6: a run, its status and the parameters of a playbook outside the scope are 404 for a guest', async () => {
    const run = await request(`http://localhost/api/playbook/run/${id.run}`);
    expect(run.status).toBe(404);
    expect(await run.text()).not.toContain('secret-note-42');
    expect((await request(`http://localhost/api/playbook/run/${id.run}/status`)).status).toBe(404);
    const params = await request(`http://localhost/api/playbook/${id.playbook}/params`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(params.status).toBe(404);
    expect(await params.json()).toEqual({ error: `playbook ${id.playbook} was not found`, code: 'not_found' });

    // In scope, the same calls answer.
    await db.query(
      `INSERT INTO access_scopes (name, person_id, resources, scopes)
       VALUES ('diag', $1, '{playbook}', '[{"names":["check-diagnostics"]}]')`,
      [guest],
    );
    try {
      expect((await request(`http://localhost/api/playbook/run/${id.run}`)).status).toBe(200);
      expect((await request(`http://localhost/api/playbook/run/${id.run}/status`)).status).toBe(200);
    } finally {
      await db.query(`DELETE FROM access_scopes WHERE name = 'diag'`);
    }
  });

  it('S6: MCP get_playbook_run and get_job_history follow the guest scopes', async () => {
    const { token } = await tokenHeaders(db, guest, [{ object: 'mcp', action: '*' }]);
    const client = await mcpClient(app, token);
    try {
      const run = await client.callTool({ name: 'get_playbook_run', arguments: { id: id.run } });
      expect(run.isError).toBe(true);
      expect(toolText(run)).toBe(`playbook run ${id.run} was not found`);
      const jobs = await client.callTool({ name: 'get_job_history', arguments: {} });
      expect(jobs.isError).toBeFalsy();
      const listed = (jobs.structuredContent as { jobs: Array<{ resource_id: string | null }> }).jobs;
      expect(listed.map((job) => job.resource_id)).toEqual([id['edge-http']]);
      expect(toolText(jobs)).not.toContain(id.run);
    } finally {
      await client.close();
    }
  });
});
