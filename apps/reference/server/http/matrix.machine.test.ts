import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { can, canRunChecks, type ResourceArea } from '@mission-control/api';
import type { createApp } from '../app';
import type { Principal } from '../context';
import type { Database } from '../db/database';
import { kubeRoutes } from '../kube/routes';
import { machineAccess } from '../auth/machine';
import { ADMIN_ID, createPerson, requester, sessionHeaders, tokenHeaders } from '../testing/auth';
import type { TestDatabase } from '../testing/databases';
import { demoApp, idsByName, insertPermission } from '../testing/demoApp';
import { mcpClient, toolText } from '../testing/mcpClient';
import { principalMiddleware } from './principal';

/**
 * The access matrix beyond the HTTP routes (matrix.test.ts): every MCP tool ×
 * role, and per-object permission rows across every path that reads or
 * writes canaries (/api/db, embeds, summary, graph, MCP tools and resources,
 * the Kubernetes-style API). A deny on one canary hides it everywhere.
 */
const NO_ROW = '00000000-0000-0000-0000-0000000000ff';

type Need = { area: ResourceArea; action: 'read' | 'write' } | 'run-check';

/** Each tool, arguments that change nothing when allowed, and the right it needs. */
const TOOLS: ReadonlyArray<[string, Record<string, unknown>, Need]> = [
  ['search_health_checks', {}, { area: 'canaries', action: 'read' }],
  ['get_check_detail', { id: NO_ROW }, { area: 'canaries', action: 'read' }],
  ['run_health_check', { id: NO_ROW }, 'run-check'],
  ['list_playbooks', {}, { area: 'playbooks', action: 'read' }],
  ['run_playbook', { id: NO_ROW }, { area: 'playbook_runs', action: 'write' }],
  ['get_playbook_run', { id: NO_ROW }, { area: 'playbooks', action: 'read' }],
  ['list_incidents', {}, { area: 'incident', action: 'read' }],
  ['get_incident', { id: NO_ROW }, { area: 'incident', action: 'read' }],
  ['link_check_to_incident', { check_id: NO_ROW, incident_id: NO_ROW }, { area: 'evidences', action: 'write' }],
  ['get_job_history', { limit: 1 }, { area: 'database', action: 'read' }],
];

const ROLES_UNDER_TEST = ['admin', 'editor', 'commander', 'responder', 'viewer', 'guest'] as const;

describe('machine access matrix: MCP tools, per-object rows, kube API', () => {
  let testDb: TestDatabase;
  let db: Database;
  let app: ReturnType<typeof createApp>;
  const id: Record<string, string> = {};

  const permit = (row: Record<string, unknown>) => insertPermission(db, row, 'matrix');

  beforeAll(async () => {
    ({ testDb, db, app } = await demoApp('pglite'));
    Object.assign(id, await idsByName(db, 'canaries', ['databases', 'network']));
    for (const name of ['databases', 'network']) {
      id[`${name}Check`] = (
        await db.query<{ id: string }>('SELECT id FROM checks WHERE canary_id = $1 ORDER BY name LIMIT 1', [id[name]])
      ).rows[0]!.id;
    }
  });

  afterAll(async () => {
    await testDb.drop();
  });

  it('MCP: each tool × role is refused exactly when the role table refuses its right', async () => {
    const wrong: string[] = [];
    let cells = 0;
    for (const role of ROLES_UNDER_TEST) {
      const person = role === 'admin' ? ADMIN_ID : await createPerson(db, [role]);
      const principal = { id: person, name: '', email: '', roles: [role], via: 'token' } as Principal;
      const { token } = await tokenHeaders(db, person, [{ object: 'mcp', action: '*' }]);
      const client = await mcpClient(app, token);
      try {
        for (const [tool, args, need] of TOOLS) {
          const want =
            need === 'run-check'
              ? canRunChecks(principal) || can(principal, 'canaries', 'write')
              : can(principal, need.area, need.action);
          const result = await client.callTool({ name: tool, arguments: args });
          const refused = result.isError === true && /is not granted to/.test(toolText(result));
          cells += 1;
          if (refused === want) wrong.push(`${role} ${tool}: ${refused ? 'refused' : 'allowed'} (${toolText(result)})`);
        }
      } finally {
        await client.close();
      }
    }
    expect(cells).toBe(ROLES_UNDER_TEST.length * TOOLS.length);
    expect(wrong).toEqual([]);
  });

  it('S7: a deny of read on one canary hides it from a viewer on every path', async () => {
    const viewer = await createPerson(db, ['viewer'], { email: 'matrix-viewer@example.com' });
    await permit({ subject_type: 'person', person_id: viewer, canary_id: id['databases'], action: 'read', deny: true });
    const request = requester(app, await sessionHeaders(db, viewer));
    const { token } = await tokenHeaders(db, viewer, [{ object: 'mcp', action: '*' }]);
    const client = await mcpClient(app, token);
    const hidden = [id['databases']!, id['databasesCheck']!];
    /** Each path: what it answered, which must not mention the canary, its check or its name. */
    const cells: Array<[string, () => Promise<string>]> = [
      ['GET /api/db/canaries', async () => (await request('http://localhost/api/db/canaries?select=id,name')).text()],
      ['GET /api/db/checks', async () => (await request('http://localhost/api/db/checks?select=id,canary_id')).text()],
      [
        'GET /api/db/check_statuses',
        async () =>
          (
            await request(`http://localhost/api/db/check_statuses?select=check_id&check_id=eq.${id['databasesCheck']}`)
          ).text(),
      ],
      [
        'embed checks→canaries',
        async () => (await request('http://localhost/api/db/checks?select=id,canaries(id,name)')).text(),
      ],
      [
        'embed canaries→checks',
        async () => (await request('http://localhost/api/db/canaries?select=name,checks(id)')).text(),
      ],
      ['summary', async () => (await request('http://localhost/api/canary/api/summary')).text()],
      [
        'graph',
        async () =>
          String((await request(`http://localhost/api/canary/api/graph?check=${id['databasesCheck']}`)).status),
      ],
      [
        'MCP search_health_checks',
        async () => toolText(await client.callTool({ name: 'search_health_checks', arguments: { limit: 500 } })),
      ],
      [
        'MCP get_check_detail',
        async () =>
          toolText(await client.callTool({ name: 'get_check_detail', arguments: { id: id['databasesCheck'] } })),
      ],
      ['MCP resources/list', async () => JSON.stringify(await client.listResources())],
      [
        'MCP resources/read',
        async () =>
          client.readResource({ uri: 'canary://data/databases' }).then(JSON.stringify, (e: Error) => e.message),
      ],
    ];
    const leaks: string[] = [];
    try {
      for (const [label, read] of cells) {
        const text = await read();
        if (hidden.some((value) => text.includes(value)) || /"databases"|data\/databases"/.test(text)) {
          leaks.push(`${label}: ${text.slice(0, 200)}`);
        }
      }
      // The refusals are the ones a missing object gets.
      expect(await cells.find(([label]) => label === 'graph')![1]()).toBe('404');
      // Other canaries stay visible on the same paths.
      expect(await cells[0]![1]()).toContain('"network"');
    } finally {
      await client.close();
    }
    expect(leaks).toEqual([]);
  });

  it('S7: a deny of update on one canary refuses an editor every write path to it, and only to it', async () => {
    const editor = await createPerson(db, ['editor'], { email: 'matrix-editor@example.com' });
    await permit({
      subject_type: 'person',
      person_id: editor,
      canary_id: id['network'],
      action: 'update,delete',
      deny: true,
    });
    const request = requester(app, await sessionHeaders(db, editor));
    const { token } = await tokenHeaders(db, editor, [{ object: 'mcp', action: '*' }]);
    const client = await mcpClient(app, token);
    const stored = async () =>
      (
        await db.query<{ annotations: unknown; labels: unknown; deleted_at: unknown }>(
          'SELECT annotations, labels, deleted_at FROM canaries WHERE id = $1',
          [id['network']],
        )
      ).rows[0];
    const before = await stored();
    const statuses: Record<string, number | string> = {};
    try {
      statuses['PATCH /api/db/canaries'] = (
        await request(`http://localhost/api/db/canaries?id=eq.${id['network']}`, {
          method: 'PATCH',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ annotations: { sec: 'edited-despite-deny' } }),
        })
      ).status;
      statuses['DELETE /api/db/canaries'] = (
        await request(`http://localhost/api/db/canaries?id=eq.${id['network']}`, { method: 'DELETE' })
      ).status;
      statuses['Run Now'] = (
        await request(`http://localhost/api/canary/run/check/${id['networkCheck']}`, { method: 'POST' })
      ).status;
      const run = await client.callTool({ name: 'run_health_check', arguments: { id: id['networkCheck'] } });
      statuses['MCP run_health_check'] = run.isError ? toolText(run) : 'ran';
    } finally {
      await client.close();
    }
    const namespace = (
      await db.query<{ namespace: string }>('SELECT namespace FROM canaries WHERE id = $1', [id['network']])
    ).rows[0]!.namespace;
    expect(namespace).toBe('default');
    expect(statuses).toEqual({
      'PATCH /api/db/canaries': 403,
      'DELETE /api/db/canaries': 403,
      'Run Now': 403,
      'MCP run_health_check': 'write on canaries is not granted to matrix-editor@example.com',
    });
    expect(await stored()).toEqual(before);
    // The editor still writes another canary.
    const other = await request(`http://localhost/api/db/canaries?id=eq.${id['databases']}`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ annotations: { matrix: 'ok' } }),
    });
    expect(other.status).toBe(204);
  });

  it('S7 kube: a deny on one canary hides it from kube lists and named GETs, and refuses its writes', async () => {
    const kube = kubeRoutes({ db, access: machineAccess({ owner: false }), authenticate: principalMiddleware(db) });
    const call = (token: string, method: string, path: string, body?: unknown) =>
      kube.request(`http://kube/apis/canaries.flanksource.com/v1${path}`, {
        method,
        headers: {
          Authorization: `Bearer ${token}`,
          ...(body ? { 'Content-Type': 'application/merge-patch+json' } : {}),
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
    const names = async (response: Response) => {
      expect(response.status).toBe(200);
      return ((await response.json()) as { items: Array<{ metadata: { name: string } }> }).items.map(
        (item) => item.metadata.name,
      );
    };

    const viewer = await createPerson(db, ['viewer']);
    const { token: read } = await tokenHeaders(db, viewer, [{ object: 'canaries', action: 'read' }]);
    expect(await names(await call(read, 'GET', '/canaries'))).toContain('databases');
    await permit({ subject_type: 'person', person_id: viewer, canary_id: id['databases'], action: 'read', deny: true });
    const listed = await names(await call(read, 'GET', '/canaries'));
    expect(listed).toContain('network');
    expect(listed).not.toContain('databases');
    expect(await names(await call(read, 'GET', '/namespaces/data/canaries'))).not.toContain('databases');
    expect([403, 404]).toContain((await call(read, 'GET', '/namespaces/data/canaries/databases')).status);

    // A scoped guest lists only the canaries in their access scopes.
    const guest = await createPerson(db, ['guest']);
    await db.query(
      `INSERT INTO access_scopes (name, person_id, resources, scopes) VALUES ('edge', $1, '{canary}', '[{"names":["edge-http"]}]')`,
      [guest],
    );
    const { token: guestRead } = await tokenHeaders(db, guest, [{ object: 'canaries', action: 'read' }]);
    expect(await names(await call(guestRead, 'GET', '/canaries'))).toEqual(['edge-http']);
    expect([403, 404]).toContain((await call(guestRead, 'GET', '/namespaces/data/canaries/databases')).status);

    const editor = await createPerson(db, ['editor']);
    const { token: write } = await tokenHeaders(db, editor, []);
    await permit({
      subject_type: 'person',
      person_id: editor,
      canary_id: id['databases'],
      action: 'update,delete',
      deny: true,
    });
    const before = (await db.query('SELECT labels, deleted_at FROM canaries WHERE id = $1', [id['databases']])).rows[0];
    const patch = await call(write, 'PATCH', '/namespaces/data/canaries/databases', {
      metadata: { labels: { sec: 'x' } },
    });
    expect(patch.status).toBe(403);
    expect((await call(write, 'DELETE', '/namespaces/data/canaries/databases')).status).toBe(403);
    expect(
      (await db.query('SELECT labels, deleted_at FROM canaries WHERE id = $1', [id['databases']])).rows[0],
    ).toEqual(before);
  });

  it('#21 kube Topology: each role × verb is refused exactly when the role table refuses it; the scope follows the kind', async () => {
    const kube = kubeRoutes({ db, access: machineAccess({ owner: false }), authenticate: principalMiddleware(db) });
    const call = async (token: string, method: string, path: string, body?: unknown) =>
      (
        await kube.request(`http://kube${path.startsWith('/api') ? '' : '/apis/canaries.flanksource.com/v1'}${path}`, {
          method,
          headers: {
            Authorization: `Bearer ${token}`,
            ...(body
              ? { 'Content-Type': method === 'PATCH' ? 'application/merge-patch+json' : 'application/json' }
              : {}),
          },
          ...(body ? { body: JSON.stringify(body) } : {}),
        })
      ).status;
    const topology = (name: string) => ({
      apiVersion: 'canaries.flanksource.com/v1',
      kind: 'Topology',
      metadata: { name, namespace: 'default' },
      spec: { type: 'Application', components: [{ name: 'web' }] },
    });
    const wrong: string[] = [];
    for (const role of ROLES_UNDER_TEST) {
      const person = role === 'admin' ? ADMIN_ID : await createPerson(db, [role]);
      // A guest's scope covering every component, so what decides is the role table, not the scope.
      if (role === 'guest') {
        await db.query(
          `INSERT INTO access_scopes (name, person_id, resources, scopes) VALUES ('all', $1, '{component}', '[{"names":["*"]}]')`,
          [person],
        );
      }
      await db.query(
        `INSERT INTO topologies (name, namespace, spec) VALUES ($1, 'default', '{}'), ($2, 'default', '{}')`,
        [`patch-${role}`, `delete-${role}`],
      );
      const principal = { id: person, name: '', email: '', roles: [role], via: 'token' } as Principal;
      const { token } = await tokenHeaders(db, person, [{ object: 'catalog', action: '*' }]);
      const cells: Array<[string, 'read' | 'write', number, number]> = [
        ['list', 'read', 200, await call(token, 'GET', '/topologies')],
        ['namespaced list', 'read', 200, await call(token, 'GET', '/namespaces/default/topologies')],
        ['get', 'read', 200, await call(token, 'GET', `/namespaces/default/topologies/patch-${role}`)],
        ['namespaces', 'read', 200, await call(token, 'GET', '/api/v1/namespaces')],
        ['create', 'write', 201, await call(token, 'POST', '/namespaces/default/topologies', topology(`new-${role}`))],
        [
          'patch',
          'write',
          200,
          await call(token, 'PATCH', `/namespaces/default/topologies/patch-${role}`, {
            metadata: { labels: { m: role } },
          }),
        ],
        ['delete', 'write', 200, await call(token, 'DELETE', `/namespaces/default/topologies/delete-${role}`)],
      ];
      for (const [label, action, allowed, got] of cells) {
        const want = can(principal, 'topologies', action) ? allowed : 403;
        if (got !== want) wrong.push(`${role} ${label}: ${got}, want ${want}`);
      }
    }
    expect(wrong).toEqual([]);
    const { rows } = await db.query<{ name: string }>(
      `SELECT name FROM topologies WHERE name LIKE 'new-%' AND source = 'KubernetesCRD' ORDER BY name`,
    );
    expect(rows.map((row) => row.name)).toEqual(['new-admin', 'new-editor']);

    // The token's scope must cover the kind: canaries for Canary, catalog (which covers topologies) for Topology.
    const { token: canariesOnly } = await tokenHeaders(db, ADMIN_ID, [{ object: 'canaries', action: '*' }]);
    const { token: catalogOnly } = await tokenHeaders(db, ADMIN_ID, [{ object: 'catalog', action: '*' }]);
    expect(await call(canariesOnly, 'GET', '/topologies')).toBe(403);
    expect(await call(canariesOnly, 'POST', '/namespaces/default/topologies', topology('scoped'))).toBe(403);
    expect(await call(canariesOnly, 'GET', '/canaries')).toBe(200);
    expect(await call(catalogOnly, 'GET', '/canaries')).toBe(403);
    expect(await call(catalogOnly, 'GET', '/topologies')).toBe(200);
    expect(await call(catalogOnly, 'GET', '/apis/canaries.flanksource.com/v1')).toBe(200);
  });
});
