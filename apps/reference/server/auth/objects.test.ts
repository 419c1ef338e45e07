import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { createApp } from '../app';
import type { Database } from '../db/database';
import { ADMIN_ID, createPerson, requester, sessionHeaders, tokenHeaders } from '../testing/auth';
import { testDatabaseKinds, type TestDatabase } from '../testing/databases';
import { demoApp, idsByName, insertPermission } from '../testing/demoApp';
import { mcpClient } from '../testing/mcpClient';

/**
 * S7: permission rows that name one canary or playbook are honoured on every
 * read and write path, not only where a route passes the object.
 */
describe.each(testDatabaseKinds)('per-object permission rows on %s', (kind) => {
  let testDb: TestDatabase;
  let db: Database;
  let app: ReturnType<typeof createApp>;
  const id: Record<string, string> = {};

  const permit = (row: Record<string, unknown>) => insertPermission(db, row);
  const as = async (person: string) => requester(app, await sessionHeaders(db, person));
  const body = async <T>(response: Response) => {
    expect(response.status, response.url).toBe(200);
    return (await response.json()) as T;
  };

  beforeAll(async () => {
    ({ testDb, db, app } = await demoApp(kind));
    Object.assign(id, await idsByName(db, 'canaries', ['databases', 'network', 'edge-http']));
    id.check = (
      await db.query<{ id: string }>('SELECT id FROM checks WHERE canary_id = $1 ORDER BY name LIMIT 1', [
        id['databases'],
      ])
    ).rows[0]!.id;
    id.networkCheck = (
      await db.query<{ id: string }>('SELECT id FROM checks WHERE canary_id = $1 ORDER BY name LIMIT 1', [
        id['network'],
      ])
    ).rows[0]!.id;
    id.playbook = (
      await db.query<{ id: string }>(`SELECT id FROM playbooks WHERE name = 'check-diagnostics'`)
    ).rows[0]!.id;
    id.run = (
      await db.query<{ id: string }>(
        `INSERT INTO playbook_runs (playbook_id, spec, status) SELECT id, spec, 'completed' FROM playbooks WHERE id = $1 RETURNING id`,
        [id.playbook],
      )
    ).rows[0]!.id;
    await db.query(
      `INSERT INTO job_history (name, resource_type, resource_id, status) VALUES ('Canary', 'canary', $1, 'SUCCESS')`,
      [id['databases']],
    );
  });

  afterAll(async () => {
    await testDb.drop();
  });

  it('S7: a deny of read on one canary hides it from a viewer on /api/db, embeds, summary, graph and MCP', async () => {
    const viewer = await createPerson(db, ['viewer'], { email: 's7-viewer@example.com' });
    const request = await as(viewer);
    // Before the deny the viewer reads the canary (the review's probe).
    expect(
      await body(await request('http://localhost/api/db/canaries?select=name,spec&name=eq.databases')),
    ).toHaveLength(1);
    await permit({ subject_type: 'person', person_id: viewer, canary_id: id['databases'], action: 'read', deny: true });

    expect(await body(await request('http://localhost/api/db/canaries?select=name,spec&name=eq.databases'))).toEqual(
      [],
    );
    const names = await body<Array<{ name: string }>>(await request('http://localhost/api/db/canaries?select=name'));
    expect(names.map((row) => row.name)).toContain('network');
    expect(names.map((row) => row.name)).not.toContain('databases');
    expect(
      await body(await request(`http://localhost/api/db/checks?select=id&canary_id=eq.${id['databases']}`)),
    ).toEqual([]);
    expect(
      await body(await request(`http://localhost/api/db/check_statuses?select=time&check_id=eq.${id.check}`)),
    ).toEqual([]);
    expect(
      await body(await request(`http://localhost/api/db/job_history?select=id&resource_id=eq.${id['databases']}`)),
    ).toEqual([]);
    // Through an embed (checks → canaries) and a reverse embed (canaries → checks).
    const embedded = await body<Array<{ canaries: { name: string } | null }>>(
      await request('http://localhost/api/db/checks?select=name,canaries!inner(name)'),
    );
    expect(embedded.length).toBeGreaterThan(0);
    expect(embedded.some((row) => row.canaries?.name === 'databases')).toBe(false);
    const reverse = await body<Array<{ checks: Array<{ id: string }> }>>(
      await request('http://localhost/api/db/canaries?select=name,checks(id)'),
    );
    expect(reverse.flatMap((row) => row.checks.map((check) => check.id))).not.toContain(id.check);

    const summary = await body<{ checks_summary?: Array<{ canary_id: string }> }>(
      await request('http://localhost/api/canary/api/summary'),
    );
    expect(summary.checks_summary!.length).toBeGreaterThan(0);
    expect(summary.checks_summary!.some((check) => check.canary_id === id['databases'])).toBe(false);
    expect((await request(`http://localhost/api/canary/api/graph?check=${id.check}`)).status).toBe(404);
    expect((await request(`http://localhost/api/canary/api/graph?check=${id.networkCheck}`)).status).toBe(200);

    // MCP: the same caller's token lists nothing of the canary, and its resource reads as missing.
    const { token } = await tokenHeaders(db, viewer, [{ object: 'mcp', action: '*' }]);
    const client = await mcpClient(app, token);
    try {
      const search = await client.callTool({ name: 'search_health_checks', arguments: { limit: 500 } });
      const found = (search.structuredContent as { checks: Array<{ id: string; canary_id?: string }> }).checks;
      expect(found.length).toBeGreaterThan(0);
      expect(found.some((check) => check.canary_id === id['databases'])).toBe(false);
      const detail = await client.callTool({ name: 'get_check_detail', arguments: { id: id.check } });
      expect(detail.isError).toBe(true);
      const { resources } = await client.listResources();
      expect(resources.map((resource) => resource.name)).not.toContain('data/databases');
      expect(resources.length).toBeGreaterThan(0);
      await expect(client.readResource({ uri: 'canary://data/databases' })).rejects.toThrow(/not found/);
    } finally {
      await client.close();
    }
  });

  it('S7: a deny of update on canary X makes PATCH and DELETE of X 403 for an editor, with nothing changed', async () => {
    const editor = await createPerson(db, ['editor'], { email: 's7-editor@example.com' });
    const request = await as(editor);
    await permit({
      subject_type: 'person',
      person_id: editor,
      canary_id: id['network'],
      action: 'update,delete',
      deny: true,
    });
    const patch = (filter: string, value: unknown) =>
      request(`http://localhost/api/db/canaries?${filter}`, {
        method: 'PATCH',
        headers: { 'Content-Type': 'application/json', Prefer: 'return=representation' },
        body: JSON.stringify({ annotations: { sec: value } }),
      });
    const annotations = async (name: string) =>
      (
        await db.query<{ annotations: Record<string, unknown> | null }>(
          'SELECT annotations FROM canaries WHERE name = $1',
          [name],
        )
      ).rows[0]!.annotations;
    const before = await annotations('network');

    const refused = await patch(`id=eq.${id['network']}`, 'edited-despite-deny');
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toBe('permission denied for canaries');
    expect(await annotations('network')).toEqual(before);

    // A filter that matches X and another canary is refused as a whole: neither row changes.
    const edgeBefore = await annotations('edge-http');
    expect((await patch(`name=in.(network,edge-http)`, 'both')).status).toBe(403);
    expect(await annotations('edge-http')).toEqual(edgeBefore);
    expect(await annotations('network')).toEqual(before);

    // The same editor still edits other canaries.
    expect((await patch(`id=eq.${id['edge-http']}`, 'allowed')).status).toBe(200);
    expect(await annotations('edge-http')).toMatchObject({ sec: 'allowed' });

    // Delete, and writes to the canary's checks, are refused too; moving a check out of it as well.
    expect(
      (await request(`http://localhost/api/db/canaries?id=eq.${id['network']}`, { method: 'DELETE' })).status,
    ).toBe(403);
    expect(
      (
        await request(`http://localhost/api/db/checks?id=eq.${id.networkCheck}`, {
          method: 'PATCH',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ description: 'edited' }),
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await request(`http://localhost/api/db/checks?id=eq.${id.networkCheck}`, {
          method: 'PATCH',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ canary_id: id['edge-http'] }),
        })
      ).status,
    ).toBe(403);
    const { rows } = await db.query<{ deleted_at: Date | null; canary_id: string }>(
      'SELECT k.deleted_at, c.canary_id FROM canaries k JOIN checks c ON c.id = $2 WHERE k.id = $1',
      [id['network'], id.networkCheck],
    );
    expect(rows[0]).toEqual({ deleted_at: null, canary_id: id['network'] });
    // Reading is not denied: the editor still sees it.
    expect(await body(await request(`http://localhost/api/db/canaries?select=name&id=eq.${id['network']}`))).toEqual([
      { name: 'network' },
    ]);
  });

  it('S7: a deny on one playbook hides it and its runs from a viewer and refuses writes to it for an editor', async () => {
    const viewer = await createPerson(db, ['viewer']);
    const request = await as(viewer);
    expect((await request(`http://localhost/api/playbook/run/${id.run}`)).status).toBe(200);
    await permit({ subject_type: 'person', person_id: viewer, playbook_id: id.playbook, action: 'read', deny: true });
    expect(await body(await request(`http://localhost/api/db/playbooks?select=id&id=eq.${id.playbook}`))).toEqual([]);
    expect(await body(await request(`http://localhost/api/db/playbook_runs?select=id&id=eq.${id.run}`))).toEqual([]);
    const list = await body<Array<{ id: string }>>(await request('http://localhost/api/playbook/list'));
    expect(list.length).toBeGreaterThan(0);
    expect(list.map((playbook) => playbook.id)).not.toContain(id.playbook);
    expect((await request(`http://localhost/api/playbook/run/${id.run}`)).status).toBe(404);
    expect((await request(`http://localhost/api/playbook/run/${id.run}/status`)).status).toBe(404);
    const params = await request(`http://localhost/api/playbook/${id.playbook}/params`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(params.status).toBe(404);

    const editor = await createPerson(db, ['editor']);
    await permit({ subject_type: 'person', person_id: editor, playbook_id: id.playbook, action: 'update', deny: true });
    const edit = await (
      await as(editor)
    )(`http://localhost/api/db/playbooks?id=eq.${id.playbook}`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ description: 'edited' }),
    });
    expect(edit.status).toBe(403);
    const admin = requester(app, await sessionHeaders(db, ADMIN_ID));
    const [stored] = await body<Array<{ description: string | null }>>(
      await admin(`http://localhost/api/db/playbooks?select=description&id=eq.${id.playbook}`),
    );
    expect(stored!.description).not.toBe('edited');
  });

  it('S7: an allow of update on one canary lets a viewer write that canary and nothing else', async () => {
    const viewer = await createPerson(db, ['viewer']);
    const request = await as(viewer);
    const patch = (filter: string, value: string) =>
      request(`http://localhost/api/db/canaries?${filter}`, {
        method: 'PATCH',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ annotations: { granted: value } }),
      });
    const annotation = async (name: string) =>
      (
        await db.query<{ annotations: Record<string, unknown> | null }>(
          'SELECT annotations FROM canaries WHERE name = $1',
          [name],
        )
      ).rows[0]!.annotations?.granted;
    expect((await patch(`id=eq.${id['edge-http']}`, 'before')).status).toBe(403);
    await permit({ subject_type: 'person', person_id: viewer, canary_id: id['edge-http'], action: 'update' });
    expect((await patch(`id=eq.${id['edge-http']}`, 'one')).status).toBe(204);
    expect(await annotation('edge-http')).toBe('one');
    // Another canary, or a filter reaching beyond the granted one, is refused and rolled back.
    expect((await patch(`id=eq.${id['databases']}`, 'other')).status).toBe(403);
    expect((await patch('name=in.(edge-http,databases)', 'both')).status).toBe(403);
    expect(await annotation('edge-http')).toBe('one');
    expect(await annotation('databases')).not.toBe('both');
    const insert = await request('http://localhost/api/db/canaries', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'granted-new', spec: {} }),
    });
    expect(insert.status).toBe(403);
  });
});
