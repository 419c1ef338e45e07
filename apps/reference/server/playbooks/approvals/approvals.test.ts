import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../../testing/databases';
import { ADMIN_ID, createPerson, sessionHeaders, withAuth } from '../../testing/auth';
import { PlaybookExecutor } from '../executor';

type Json = Record<string, unknown>;
type Answer = { status: number; body: Json };
interface RunBody {
  status: string;
  error: string | null;
  start_time: string | null;
  actions: Array<{ name: string; status: string }>;
  approval: {
    type: string;
    approvals: Array<{ person_id: string; team_id: string | null }>;
    can_approve: boolean;
    can_reject: boolean;
  } | null;
}

const TERMINAL = new Set(['completed', 'failed', 'cancelled']);

describe.each(testDatabaseKinds)('playbook run approvals on %s', (kind) => {
  let testDb: TestDatabase;
  let executor: PlaybookExecutor;
  let server: ServerType;
  let origin: string;
  const people: Record<'admin' | 'alice' | 'bob' | 'carol' | 'dave', string> = {
    admin: ADMIN_ID,
    alice: '',
    bob: '',
    carol: '',
    dave: '',
  };
  let teamId: string;
  const apps = new Map<string, ReturnType<typeof createApp>>();

  /** A request as one person (their own session). */
  const as = (person: keyof typeof people) => {
    const call = async (method: 'GET' | 'POST', path: string, body?: unknown): Promise<Answer> => {
      const response = await apps.get(people[person])!.request(`/api${path}`, {
        method,
        headers: { 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      return { status: response.status, body: (text ? JSON.parse(text) : null) as Json };
    };
    return {
      get: (path: string) => call('GET', path),
      post: (path: string, body?: unknown) => call('POST', path, body),
    };
  };

  const addPlaybook = async (name: string, approval: Json) => {
    const spec = {
      approval,
      actions: [{ name: 'server health', timeout: '10s', http: { url: `${origin}/api/health`, method: 'GET' } }],
    };
    const { rows } = await testDb.db.query<{ id: string }>(
      'INSERT INTO playbooks (name, spec) VALUES ($1, $2) RETURNING id',
      [name, spec],
    );
    return rows[0]!.id;
  };

  const readRun = async (runId: string, person: keyof typeof people = 'admin') => {
    const { status, body } = await as(person).get(`/playbook/run/${runId}`);
    expect(status).toBe(200);
    return body as unknown as RunBody;
  };

  const waitForRun = async (runId: string): Promise<RunBody> => {
    const deadline = Date.now() + 20_000;
    for (;;) {
      const run = await readRun(runId);
      if (TERMINAL.has(run.status) || Date.now() > deadline) return run;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };

  const startRun = async (playbookId: string, person: keyof typeof people = 'admin') => {
    const started = await as(person).post('/playbook/run', { id: playbookId });
    expect(started.status).toBe(201);
    return String(started.body.run_id);
  };

  let anyId: string;
  let allId: string;

  beforeAll(async () => {
    testDb = await createTestDatabase(kind);
    executor = new PlaybookExecutor(testDb.db);
    people.alice = await createPerson(testDb.db, ['editor'], { name: 'Alice', email: 'alice@example.com' });
    people.bob = await createPerson(testDb.db, ['editor'], { name: 'Bob', email: 'bob@example.com' });
    people.carol = await createPerson(testDb.db, ['editor'], { name: 'Carol', email: 'carol@example.com' });
    people.dave = await createPerson(testDb.db, ['viewer'], { name: 'Dave', email: 'dave@example.com' });
    const team = await testDb.db.query<{ id: string }>(`INSERT INTO teams (name) VALUES ('sre') RETURNING id`);
    teamId = team.rows[0]!.id;
    await testDb.db.query('INSERT INTO team_members (team_id, person_id) VALUES ($1, $2)', [teamId, people.bob]);
    for (const id of Object.values(people)) {
      apps.set(id, withAuth(createApp({ db: testDb.db, playbooks: executor }), await sessionHeaders(testDb.db, id)));
    }
    // A real listening server, so the run's http action has something to call once approved.
    server = serve({ fetch: apps.get(ADMIN_ID)!.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    // Alice by e-mail (any case), Bob through team sre; Dave is named but may not approve playbooks at all.
    const approvers = { people: ['Alice@Example.com', 'dave@example.com'], teams: ['sre'] };
    anyId = await addPlaybook('approve-any', { type: 'any', approvers });
    allId = await addPlaybook('approve-all', {
      type: 'all',
      approvers: { people: ['alice@example.com'], teams: ['sre'] },
    });
  });

  afterAll(async () => {
    await executor.idle();
    await new Promise((resolve) => server.close(resolve));
    await testDb.drop();
  });

  it('keeps a run pending until an approver approves; then it is scheduled and completes', async () => {
    const runId = await startRun(anyId);
    const pending = await readRun(runId);
    expect(pending.status).toBe('pending_approval');
    expect(pending.start_time).toBeNull();
    expect(pending.approval).toMatchObject({ type: 'any', approvals: [], can_approve: false, can_reject: false });
    expect((await readRun(runId, 'alice')).approval).toMatchObject({ can_approve: true, can_reject: true });

    // Not named: refused, with the sentence naming who may.
    const byAdmin = await as('admin').post(`/playbook/run/approve/${runId}`);
    expect(byAdmin.status).toBe(403);
    expect(byAdmin.body.error).toMatch(
      /^\S+ is not an approver of playbook "approve-any": it names alice@example.com, dave@example.com, team sre$/,
    );
    expect((await as('carol').post(`/playbook/run/approve/${runId}`)).status).toBe(403);
    // Named, but without playbook:approve (a viewer): refused by access control first.
    const byViewer = await as('dave').post(`/playbook/run/approve/${runId}`);
    expect(byViewer.status).toBe(403);
    expect(byViewer.body.error).toBe('playbook:approve on playbook approve-any is not granted to dave@example.com');
    expect((await readRun(runId)).status).toBe('pending_approval');

    const approved = await as('alice').post(`/playbook/run/approve/${runId}`);
    expect(approved).toMatchObject({ status: 200, body: { status: 'scheduled' } });
    const done = await waitForRun(runId);
    expect(done.status).toBe('completed');
    expect(done.actions).toEqual([expect.objectContaining({ name: 'server health', status: 'completed' })]);
    expect(done.approval?.approvals).toEqual([expect.objectContaining({ person_id: people.alice, team_id: null })]);

    const events = await testDb.db.query<{ properties: Json }>(
      `SELECT properties FROM event_queue WHERE name = 'playbook.approval.inserted' AND properties->>'run_id' = $1`,
      [runId],
    );
    expect(events.rows.map((row) => row.properties)).toEqual([
      expect.objectContaining({ run_id: runId, person_id: people.alice, playbook_id: anyId }),
    ]);
    const again = await as('alice').post(`/playbook/run/approve/${runId}`);
    expect(again.status).toBe(400);
    expect(again.body.error).toContain('not waiting for approval');
  });

  it('cancels a pending run its approver rejects; others may not reject it', async () => {
    const runId = await startRun(anyId);
    const byCarol = await as('carol').post(`/playbook/run/cancel/${runId}`);
    expect(byCarol.status).toBe(403);
    expect(byCarol.body.error).toContain('carol@example.com may not reject playbook run');
    expect((await readRun(runId)).status).toBe('pending_approval');

    // Bob approves and rejects through team sre.
    expect((await readRun(runId, 'bob')).approval).toMatchObject({ can_approve: true, can_reject: true });
    const rejected = await as('bob').post(`/playbook/run/cancel/${runId}`);
    expect(rejected).toEqual({ status: 200, body: { message: 'cancelled' } });
    const run = await readRun(runId);
    expect(run).toMatchObject({ status: 'cancelled', error: 'rejected by bob@example.com', start_time: null });
    expect(run.actions).toEqual([]);
    expect((await as('alice').post(`/playbook/run/approve/${runId}`)).status).toBe(400);
  });

  it('lets the person who started a pending run withdraw it', async () => {
    const runId = await startRun(anyId, 'carol');
    expect((await as('carol').post(`/playbook/run/cancel/${runId}`)).status).toBe(200);
    expect(await readRun(runId)).toMatchObject({ status: 'cancelled', error: 'withdrawn by carol@example.com' });
  });

  it('waits for every approver when the rule is all', async () => {
    const runId = await startRun(allId);
    const first = await as('alice').post(`/playbook/run/approve/${runId}`);
    expect(first).toMatchObject({ status: 200, body: { status: 'pending_approval' } });
    const twice = await as('alice').post(`/playbook/run/approve/${runId}`);
    expect(twice.status).toBe(409);
    expect(twice.body.error).toBe(
      `alice@example.com has already approved playbook run ${runId}; it waits for the other approvers`,
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await readRun(runId)).toMatchObject({ status: 'pending_approval', start_time: null });
    expect((await readRun(runId, 'alice')).approval).toMatchObject({ can_approve: false, can_reject: true });

    const second = await as('bob').post(`/playbook/run/approve/${runId}`);
    expect(second).toMatchObject({ status: 200, body: { status: 'scheduled' } });
    const done = await waitForRun(runId);
    expect(done.status).toBe('completed');
    expect(done.approval?.approvals).toEqual([
      expect.objectContaining({ person_id: people.alice, team_id: null }),
      expect.objectContaining({ person_id: people.bob, team_id: teamId }),
    ]);
  });

  it('holds a run created by any other path (an event trigger, a notification) for approval too', async () => {
    const { rows } = await testDb.db.query<{ id: string; status: string }>(
      `INSERT INTO playbook_runs (playbook_id, spec, status)
       SELECT id, spec, 'scheduled' FROM playbooks WHERE id = $1 RETURNING id, status`,
      [anyId],
    );
    expect(rows[0]!.status).toBe('pending_approval');
    // Nobody started it and the approvers may be away: an administrator may still cancel it.
    const cancelled = await as('admin').post(`/playbook/run/cancel/${rows[0]!.id}`);
    expect(cancelled.status).toBe(200);
    expect(await readRun(rows[0]!.id)).toMatchObject({
      status: 'cancelled',
      error: expect.stringMatching(/^cancelled by /),
    });
  });

  it("queues playbook.spec.approval.updated when a playbook's approval rule changes, and only then", async () => {
    const count = async () =>
      (
        await testDb.db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM event_queue WHERE name = 'playbook.spec.approval.updated' AND properties->>'id' = $1`,
          [allId],
        )
      ).rows[0]!.n;
    await testDb.db.query(`UPDATE playbooks SET spec = jsonb_set(spec, '{description}', '"x"') WHERE id = $1`, [allId]);
    expect(await count()).toBe(0);
    await testDb.db.query(`UPDATE playbooks SET spec = jsonb_set(spec, '{approval,type}', '"any"') WHERE id = $1`, [
      allId,
    ]);
    expect(await count()).toBe(1);
  });

  it('refuses to start a run of a playbook that asks for approval but names nobody', async () => {
    const id = await addPlaybook('approve-nobody', { type: 'any', approvers: { people: [], teams: [] } });
    const started = await as('admin').post('/playbook/run', { id });
    expect(started.status).toBe(400);
    expect(started.body.error).toBe(
      'playbook "approve-nobody" requires approval but names no approvers: list people (email or id) under approval.approvers.people or teams under approval.approvers.teams',
    );
  });
});
