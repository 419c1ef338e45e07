import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, playbookRunSchema } from '@mission-control/api';
import { createApp, SEEDED_ADMIN } from '../app';
import { DEMO_INCIDENT_TITLE, ensureDemoPlaybooks, seedDemoData } from '../seed';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../testing/databases';
import { PlaybookExecutor } from './executor';
import { createPerson, sessionHeaders, withAuth } from '../testing/auth';

type Json = Record<string, unknown>;
type RunAction = { name: string; status: string; result: Json | null; error: string | null; end_time: string | null };
type RunBody = Json & { status: string; error: string | null; actions: RunAction[] };

const TERMINAL = new Set(['completed', 'failed', 'cancelled']);

describe.each(testDatabaseKinds)('/playbook on %s', (kind) => {
  let testDb: TestDatabase;
  let app: ReturnType<typeof createApp>;
  // One executor for every app over this database, as main.ts has one for the server.
  let executor: PlaybookExecutor;
  let server: ServerType;
  let origin: string;
  let checkIds: Record<string, string>;
  let playbookIds: Record<string, string>;
  const scratch = mkdtempSync(join(tmpdir(), 'mc-playbook-test-'));

  const request = async (path: string, init?: RequestInit) => {
    const response = await app.request(`/api${path}`, init);
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as unknown };
  };
  const post = (path: string, body: unknown) =>
    request(path, {
      method: 'POST',
      body: typeof body === 'string' ? body : JSON.stringify(body),
      headers: { 'Content-Type': 'application/json' },
    });
  const names = (body: unknown) => (body as Array<{ name: string }>).map((playbook) => playbook.name).sort();

  const waitForRun = async (runId: string): Promise<RunBody> => {
    const deadline = Date.now() + 20_000;
    for (;;) {
      const { status, body } = await request(`/playbook/run/${runId}`);
      expect(status).toBe(200);
      const run = body as RunBody;
      if (TERMINAL.has(run.status) || Date.now() > deadline) return run;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };

  const addPlaybook = async (name: string, spec: Json) => {
    const { rows } = await testDb.db.query<{ id: string }>(
      `INSERT INTO playbooks (name, spec) VALUES ($1, $2) RETURNING id`,
      [name, spec],
    );
    playbookIds[name] = rows[0]!.id;
    return rows[0]!.id;
  };

  beforeAll(async () => {
    testDb = await createTestDatabase(kind);
    await seedDemoData(testDb.db);
    executor = new PlaybookExecutor(testDb.db);
    app = withAuth(createApp({ db: testDb.db, playbooks: executor }), await sessionHeaders(testDb.db));
    // A real listening server, so the http action has something to call.
    server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    await ensureDemoPlaybooks(testDb.db, origin);
    const checks = await testDb.db.query<{ id: string; name: string }>('SELECT id, name FROM checks');
    checkIds = Object.fromEntries(checks.rows.map((row) => [row.name, row.id]));
    const playbooks = await testDb.db.query<{ id: string; name: string }>('SELECT id, name FROM playbooks');
    playbookIds = Object.fromEntries(playbooks.rows.map((row) => [row.name, row.id]));
  });

  afterAll(async () => {
    await executor.idle();
    await new Promise((resolve) => server.close(resolve));
    await testDb.drop();
    rmSync(scratch, { recursive: true, force: true });
  });

  it('lists every playbook without a target and only the applicable ones for a check', async () => {
    const all = await request('/playbook/list');
    expect(all.status).toBe(200);
    expect(names(all.body)).toEqual(['check-diagnostics', 'ping-reference-server', 'resize-cache']);

    // homepage: an http check in namespace default.
    expect(names((await request(`/playbook/list?check_id=${checkIds.homepage}`)).body)).toEqual([
      'check-diagnostics',
      'ping-reference-server',
    ]);
    // sessions-redis: a redis check in namespace data with an engine label.
    expect(names((await request(`/playbook/list?check_id=${checkIds['sessions-redis']}`)).body)).toEqual([
      'check-diagnostics',
      'resize-cache',
    ]);
    // nightly-export: namespace data but no engine label.
    expect(names((await request(`/playbook/list?check_id=${checkIds['nightly-export']}`)).body)).toEqual([
      'check-diagnostics',
    ]);
  });

  it('lists through the api client, parsed by its schema', async () => {
    const client = createClient({
      baseUrl: 'http://localhost',
      fetch: async (input, init) => app.request(String(input), init),
    });
    const list = await client.playbook.list({ check_id: checkIds.homepage });
    expect(list.map((playbook) => playbook.title).sort()).toEqual(['Collect diagnostics', 'Ping the reference server']);
  });

  it('matches label selectors, name globs and excluded types', async () => {
    await addPlaybook('prod-http-only', {
      checks: [{ types: ['http'], labelSelector: 'env=production,tier in (frontend)', name: 'home*' }],
    });
    await addPlaybook('not-dns', { checks: [{ types: ['!dns', '!icmp'], namespace: 'default' }] });
    await addPlaybook('search-selector', { checks: [{ search: 'homepage' }] });
    const homepage = names((await request(`/playbook/list?check_id=${checkIds.homepage}`)).body);
    expect(homepage).toContain('prod-http-only');
    expect(homepage).toContain('not-dns');
    // Unsupported selector keys match nothing rather than everything.
    expect(homepage).not.toContain('search-selector');
    const orders = names(
      (await request(`/playbook/list?check_id=${encodeURIComponent(checkIds['api/orders']!)}`)).body,
    );
    expect(orders).not.toContain('prod-http-only');
    expect(orders).toContain('not-dns');
    const dns = names((await request(`/playbook/list?check_id=${checkIds['dns-api']}`)).body);
    expect(dns).not.toContain('not-dns');
    await testDb.db.query(`UPDATE playbooks SET deleted_at = now() WHERE name IN ('prod-http-only', 'not-dns')`);
    expect(names((await request(`/playbook/list?check_id=${checkIds.homepage}`)).body)).not.toContain('not-dns');
  });

  it.each([
    ['check_id=nope', 400, 'check_id must be an id (UUID)'],
    ['check_id=11111111-1111-1111-1111-111111111111', 404, 'check 11111111-1111-1111-1111-111111111111 was not found'],
    [
      'check_id=11111111-1111-1111-1111-111111111111&config_id=11111111-1111-1111-1111-111111111111',
      400,
      'give only one of',
    ],
  ])('GET /playbook/list?%s is a %d', async (query, status, message) => {
    const response = await request(`/playbook/list?${query}`);
    expect(response.status).toBe(status);
    expect((response.body as { error: string }).error).toContain(message);
  });

  it('resolves parameter defaults for the check', async () => {
    const { status, body } = await post(`/playbook/${playbookIds['resize-cache']}/params`, {
      check_id: checkIds['sessions-redis'],
    });
    expect(status).toBe(200);
    const params = (body as { params: Array<{ name: string; default?: unknown; type: string }> }).params;
    expect(params.map((param) => [param.name, param.type, param.default])).toEqual([
      ['environment', 'list', 'staging'],
      ['release', 'text', 'sessions-redis'],
      ['memory', 'text', '512Mi'],
      ['cpu', 'text', '250m'],
      ['reason', 'text', undefined],
    ]);
    const diagnostics = await post(`/playbook/${playbookIds['check-diagnostics']}/params`, {
      check_id: checkIds.homepage,
    });
    expect((diagnostics.body as { params: Array<{ default?: unknown }> }).params[0]!.default).toBe(
      'Investigating homepage',
    );
    const none = await post(`/playbook/${playbookIds['ping-reference-server']}/params`, {});
    expect(none.body).toEqual({ params: [] });
    const wrong = await post(`/playbook/${playbookIds['resize-cache']}/params`, { check_id: checkIds.homepage });
    expect(wrong.status).toBe(400);
  });

  it('runs an exec action with its parameters as environment variables and records the output', async () => {
    const { status, body } = await post('/playbook/run', {
      id: playbookIds['check-diagnostics'],
      check_id: checkIds.homepage,
      params: { note: 'looking into it', verbose: true },
    });
    expect(status).toBe(201);
    const { run_id: runId, starts_at: startsAt } = body as { run_id: string; starts_at: string };
    expect(Number.isNaN(Date.parse(startsAt))).toBe(false);
    const run = await waitForRun(runId);
    expect(run).toMatchObject({ status: 'completed', error: null, check_id: checkIds.homepage });
    expect(run.created_by).toBe(SEEDED_ADMIN.id);
    expect(run.parameters).toEqual({ note: 'looking into it', verbose: true });
    expect(run.start_time).toBeTruthy();
    expect(run.end_time).toBeTruthy();
    expect(run.actions).toHaveLength(1);
    const [action] = run.actions;
    expect(action).toMatchObject({ name: 'collect diagnostics', status: 'completed', error: null });
    const stdout = String(action!.result!.stdout);
    expect(stdout).toContain(`check: homepage (${checkIds.homepage})`);
    expect(stdout).toContain('note: looking into it');
    expect(stdout).toMatch(/collected at \d{4}-/);
    expect(action!.result!.exitCode).toBe(0);
    // The api client's schema reads the run.
    expect(playbookRunSchema.parse(run).status).toBe('completed');
    const statusOnly = await request(`/playbook/run/${runId}/status`);
    expect(statusOnly.body).toMatchObject({ id: runId, status: 'completed' });
  });

  it('runs an http action against this server and records the status code and body', async () => {
    const { status, body } = await post('/playbook/run', {
      id: playbookIds['ping-reference-server'],
      check_id: checkIds.homepage,
    });
    expect(status).toBe(201);
    const run = await waitForRun((body as { run_id: string }).run_id);
    expect(run.status).toBe('completed');
    expect(run.actions[0]).toMatchObject({ name: 'server health', status: 'completed' });
    expect(run.actions[0]!.result!.code).toBe(200);
    expect(String(run.actions[0]!.result!.body)).toBe('OK');
  });

  it('fails the run at the first failing action, skips unsupported ones and keeps going after them', async () => {
    const id = await addPlaybook('mixed', {
      actions: [
        { name: 'notify', pod: { name: 'restart' } },
        { name: 'missing page', http: { url: `${origin}/nothing-here` } },
        { name: 'never', exec: { script: 'echo never' } },
      ],
    });
    const { body } = await post('/playbook/run', { id });
    const run = await waitForRun((body as { run_id: string }).run_id);
    expect(run.status).toBe('failed');
    expect(run.error).toContain('missing page');
    expect(run.actions.map((action) => [action.name, action.status])).toEqual([
      ['notify', 'skipped'],
      ['missing page', 'failed'],
    ]);
    expect(run.actions[0]!.error).toBe(
      'pod actions need a Kubernetes cluster to run the pod in; not available on this server',
    );
    expect(run.actions[1]!.result!.code).toBe(404);
  });

  it('records a failing script with its exit code and stderr', async () => {
    const id = await addPlaybook('failing', { actions: [{ name: 'boom', exec: { script: 'echo oops >&2; exit 3' } }] });
    const run = await waitForRun(((await post('/playbook/run', { id })).body as { run_id: string }).run_id);
    expect(run.status).toBe('failed');
    expect(run.actions[0]).toMatchObject({ status: 'failed', error: 'script exited with code 3: oops' });
    expect(run.actions[0]!.result).toMatchObject({ exitCode: 3, stderr: 'oops\n' });
  });

  it('never executes parameter values as shell code', async () => {
    const marker = join(scratch, 'pwned');
    const hostile = `$(touch ${marker}); \`touch ${marker}\`; touch ${marker} ' " \\`;
    const { status, body } = await post('/playbook/run', {
      id: playbookIds['check-diagnostics'],
      check_id: checkIds.homepage,
      params: { note: hostile, verbose: false },
    });
    expect(status).toBe(201);
    const run = await waitForRun((body as { run_id: string }).run_id);
    expect(run.status).toBe('completed');
    expect(String(run.actions[0]!.result!.stdout)).toContain(`note: ${hostile}\n`);
    expect(existsSync(marker)).toBe(false);
  });

  it('keeps the server environment away from scripts', async () => {
    process.env.MC_TEST_SECRET = 'do-not-leak';
    try {
      const id = await addPlaybook('env', {
        actions: [{ exec: { script: 'echo "secret=${MC_TEST_SECRET:-unset}"' } }],
      });
      const run = await waitForRun(((await post('/playbook/run', { id })).body as { run_id: string }).run_id);
      expect(run.actions[0]!.result!.stdout).toBe('secret=unset\n');
      expect(run.actions[0]!.name).toBe('action 1');
    } finally {
      delete process.env.MC_TEST_SECRET;
    }
  });

  it('cancels a running run and stops its script', async () => {
    const id = await addPlaybook('slow', { actions: [{ name: 'sleep', exec: { script: 'sleep 30' } }] });
    const runId = ((await post('/playbook/run', { id })).body as { run_id: string }).run_id;
    for (let i = 0; i < 100; i++) {
      const { body } = await request(`/playbook/run/${runId}`);
      if ((body as RunBody).actions.length) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const cancel = await post(`/playbook/run/cancel/${runId}`, '');
    expect(cancel.status).toBe(200);
    const run = await waitForRun(runId);
    expect(run.status).toBe('cancelled');
    await executor.idle();
    const after = (await request(`/playbook/run/${runId}`)).body as RunBody;
    expect(after.status).toBe('cancelled');
    expect(after.actions[0]).toMatchObject({ status: 'failed', error: 'script cancelled' });
    const again = await post(`/playbook/run/cancel/${runId}`, '');
    expect(again.status).toBe(400);
    expect((again.body as { error: string }).error).toContain('is already cancelled');
  });

  it.each([
    ['an unknown playbook', () => ({ id: '11111111-1111-1111-1111-111111111111' }), 404, 'was not found'],
    ['a playbook id that is not a UUID', () => ({ id: "x' OR 1=1 --" }), 404, 'was not found'],
    ['no playbook id', () => ({}), 400, 'id (the playbook id) is required'],
    [
      'a check the playbook does not apply to',
      () => ({ id: playbookIds['resize-cache'], check_id: checkIds.homepage }),
      400,
      'does not apply to check "homepage"',
    ],
    [
      'no resource for a playbook that needs one',
      () => ({ id: playbookIds['check-diagnostics'] }),
      400,
      'give check_id, component_id or config_id',
    ],
    [
      'an invalid dns1123 name',
      () => ({
        id: playbookIds['resize-cache'],
        check_id: checkIds['sessions-redis'],
        params: { release: 'Bad_Name' },
      }),
      400,
      'parameter "Release name" must be lowercase letters',
    ],
    [
      'bytes without a known unit',
      () => ({ id: playbookIds['resize-cache'], check_id: checkIds['sessions-redis'], params: { memory: '12GB' } }),
      400,
      'parameter "Memory" must be a number with unit Mi, Gi or Ti',
    ],
    [
      'an option not in the list',
      () => ({
        id: playbookIds['resize-cache'],
        check_id: checkIds['sessions-redis'],
        params: { environment: 'moon' },
      }),
      400,
      'parameter "Environment" must be one of the listed options',
    ],
    [
      'a reason too short',
      () => ({ id: playbookIds['resize-cache'], check_id: checkIds['sessions-redis'], params: { reason: 'no' } }),
      400,
      'parameter "Reason" must be at least 5 characters',
    ],
    [
      'an unknown parameter',
      () => ({ id: playbookIds['check-diagnostics'], check_id: checkIds.homepage, params: { rm: '-rf' } }),
      400,
      'unknown parameter "rm"',
    ],
    [
      'params that are not an object',
      () => ({ id: playbookIds['check-diagnostics'], check_id: checkIds.homepage, params: ['a'] }),
      400,
      'params must be an object',
    ],
  ])('rejects %s', async (_label, body, status, message) => {
    const response = await post('/playbook/run', body());
    expect(response.status).toBe(status);
    expect((response.body as { error: string }).error).toContain(message);
  });

  it('requires a parameter without a default', async () => {
    const id = await addPlaybook('needs-ticket', {
      parameters: [{ name: 'ticket', label: 'Ticket', required: true }],
      actions: [{ exec: { script: 'echo "$PARAM_TICKET"' } }],
    });
    const missing = await post('/playbook/run', { id, params: { ticket: '' } });
    expect(missing).toEqual({ status: 400, body: { error: 'parameter "Ticket" is required', code: 'bad_request' } });
    const given = await post('/playbook/run', { id, params: { ticket: 'OPS-1' } });
    expect(given.status).toBe(201);
    const run = await waitForRun((given.body as { run_id: string }).run_id);
    expect(run.actions[0]!.result!.stdout).toBe('OPS-1\n');
  });

  it.each([
    ['{"id":', 'request body must be JSON'],
    ['[1,2]', 'request body must be a JSON object'],
    ['null', 'request body must be a JSON object'],
  ])('answers a malformed body %s with a 400', async (text, message) => {
    const response = await post('/playbook/run', text);
    expect(response).toEqual({ status: 400, body: { error: message, code: 'bad_request' } });
  });

  it('answers unknown runs with a 404 and approval with a clear 400', async () => {
    expect((await request('/playbook/run/11111111-1111-1111-1111-111111111111')).status).toBe(404);
    expect((await request('/playbook/run/not-a-uuid/status')).status).toBe(404);
    expect((await post('/playbook/run/cancel/not-a-uuid', '')).status).toBe(404);
    const { rows } = await testDb.db.query<{ id: string }>('SELECT id FROM playbook_runs LIMIT 1');
    const approve = await post(`/playbook/run/approve/${rows[0]!.id}`, '');
    expect(approve.status).toBe(400);
    expect((approve.body as { error: string }).error).toContain('not waiting for approval');
  });

  it('lets a viewer list playbooks but not run or cancel them', async () => {
    const viewer = await createPerson(testDb.db, ['viewer'], { email: 'vic@example.com' });
    const viewerApp = withAuth(
      createApp({ db: testDb.db, playbooks: executor }),
      await sessionHeaders(testDb.db, viewer),
    );
    const before = await testDb.db.query<{ n: number }>('SELECT count(*)::int AS n FROM playbook_runs');
    const list = await viewerApp.request(`/api/playbook/list?check_id=${checkIds.homepage}`);
    expect(list.status).toBe(200);
    const run = await viewerApp.request('/api/playbook/run', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ id: playbookIds['check-diagnostics'], check_id: checkIds.homepage }),
    });
    expect(run.status).toBe(403);
    expect(await run.json()).toEqual({
      error: 'playbook:run on playbook check-diagnostics is not granted to vic@example.com',
      code: 'forbidden',
    });
    const cancel = await viewerApp.request('/api/playbook/run/cancel/11111111-1111-1111-1111-111111111111', {
      method: 'POST',
    });
    expect(cancel.status).toBe(403);
    const after = await testDb.db.query<{ n: number }>('SELECT count(*)::int AS n FROM playbook_runs');
    expect(after.rows[0]!.n).toBe(before.rows[0]!.n);
  });

  it('seeds the demo incident with a root hypothesis once', async () => {
    await ensureDemoPlaybooks(testDb.db, origin);
    const { rows } = await testDb.db.query<{ title: string; type: string; status: string }>(
      `SELECT h.title, h.type, h.status FROM incidents i JOIN hypotheses h ON h.incident_id = i.id WHERE i.title = $1`,
      [DEMO_INCIDENT_TITLE],
    );
    expect(rows).toEqual([{ title: 'Payments API is slow under load', type: 'root', status: 'possible' }]);
    const playbooks = await testDb.db.query(`SELECT 1 FROM playbooks WHERE name = 'check-diagnostics'`);
    expect(playbooks.rows).toHaveLength(1);
  });
});
