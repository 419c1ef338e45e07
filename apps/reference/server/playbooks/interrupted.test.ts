import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { openDatabase } from '../db/database';
import { migrate } from '../db/migrate';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../testing/databases';
import { tokenHeaders } from '../testing/auth';
import { INTERRUPTED_RUN_ERROR, failInterruptedRuns } from './interrupted';

const mainPath = fileURLToPath(new URL('../main.ts', import.meta.url));

type Row = { id: string; status: string; error: string | null; end_time: Date | string | null };

/** A playbook with runs in every state, and actions left running, as a stop would leave them. */
async function leftByAStop(db: Database) {
  const playbook = await db.query<{ id: string }>(`INSERT INTO playbooks (name, spec) VALUES ('p', '{}') RETURNING id`);
  const playbookId = playbook.rows[0]!.id;
  const run = async (status: string, error: string | null = null) => {
    const { rows } = await db.query<{ id: string }>(
      // Written a minute before the stop, by a server that held no lease (or whose lease has expired).
      `INSERT INTO playbook_runs (playbook_id, status, error, end_time, created_at)
       VALUES ($1, $2, $3, CASE WHEN $2 IN ('completed', 'failed', 'cancelled') THEN now() END,
               now() - interval '1 minute') RETURNING id`,
      [playbookId, status, error],
    );
    return rows[0]!.id;
  };
  const action = async (runId: string, name: string, status: string) => {
    const { rows } = await db.query<{ id: string }>(
      `INSERT INTO playbook_run_actions (name, status, playbook_run_id, end_time)
       VALUES ($1, $2, $3, CASE WHEN $2 = 'running' THEN NULL ELSE now() END) RETURNING id`,
      [name, status, runId],
    );
    return rows[0]!.id;
  };
  const runs = {
    scheduled: await run('scheduled'),
    running: await run('running'),
    completed: await run('completed'),
    failed: await run('failed', 'step: exit 1'),
    cancelled: await run('cancelled', 'cancelled'),
  };
  const actions = {
    done: await action(runs.running, 'first', 'completed'),
    cutOff: await action(runs.running, 'second', 'running'),
    // The server stopped after a cancel but before the aborted action recorded itself.
    underCancelled: await action(runs.cancelled, 'only', 'running'),
  };
  return { runs, actions };
}

async function byId(db: Database, table: 'playbook_runs' | 'playbook_run_actions'): Promise<Record<string, Row>> {
  const { rows } = await db.query<Row>(`SELECT id, status, error, end_time FROM ${table}`);
  return Object.fromEntries(rows.map((row) => [row.id, row]));
}

describe.each(testDatabaseKinds)('failInterruptedRuns on %s', (kind) => {
  let testDb: TestDatabase | undefined;
  afterEach(async () => {
    await testDb?.drop();
    testDb = undefined;
  });

  it('marks runs left scheduled or running, and their running actions, failed; finished ones stay', async () => {
    testDb = await createTestDatabase(kind);
    const { db } = testDb;
    const { runs, actions } = await leftByAStop(db);

    expect(await failInterruptedRuns(db)).toEqual({ runs: 2, actions: 2 });

    const runRows = await byId(db, 'playbook_runs');
    for (const id of [runs.scheduled, runs.running]) {
      expect(runRows[id]).toMatchObject({ status: 'failed', error: INTERRUPTED_RUN_ERROR });
      expect(runRows[id]!.end_time).not.toBeNull();
    }
    expect(runRows[runs.completed]).toMatchObject({ status: 'completed', error: null });
    expect(runRows[runs.failed]).toMatchObject({ status: 'failed', error: 'step: exit 1' });
    expect(runRows[runs.cancelled]).toMatchObject({ status: 'cancelled', error: 'cancelled' });

    const actionRows = await byId(db, 'playbook_run_actions');
    expect(actionRows[actions.done]).toMatchObject({ status: 'completed', error: null });
    for (const id of [actions.cutOff, actions.underCancelled]) {
      expect(actionRows[id]).toMatchObject({ status: 'failed', error: INTERRUPTED_RUN_ERROR });
      expect(actionRows[id]!.end_time).not.toBeNull();
    }

    // A second start finds nothing left to mark.
    expect(await failInterruptedRuns(db)).toEqual({ runs: 0, actions: 0 });
  });

  it('#25: a run another live server holds a lease on is left running; an expired lease ends it failed', async () => {
    testDb = await createTestDatabase(kind);
    const { db } = testDb;
    const { runs } = await leftByAStop(db);
    await db.query(
      `UPDATE playbook_runs SET claimed_by = 'other-server', lease_expires_at = now() + interval '30 seconds'
       WHERE id = $1`,
      [runs.running],
    );
    await db.query(
      `UPDATE playbook_runs SET claimed_by = 'dead-server', lease_expires_at = now() - interval '1 second'
       WHERE id = $1`,
      [runs.scheduled],
    );
    // The action left running under the cancelled run ends too; the live server's running action stays.
    expect(await failInterruptedRuns(db)).toEqual({ runs: 1, actions: 1 });
    const runRows = await byId(db, 'playbook_runs');
    expect(runRows[runs.running]).toMatchObject({ status: 'running', error: null });
    expect(runRows[runs.scheduled]).toMatchObject({ status: 'failed', error: INTERRUPTED_RUN_ERROR });
    // A run just accepted and not yet claimed is not taken for abandoned.
    const fresh = await db.query<{ id: string }>(
      `INSERT INTO playbook_runs (playbook_id, status) SELECT playbook_id, 'scheduled' FROM playbook_runs LIMIT 1
       RETURNING id`,
    );
    expect(await failInterruptedRuns(db)).toEqual({ runs: 0, actions: 0 });
    expect((await byId(db, 'playbook_runs'))[fresh.rows[0]!.id]).toMatchObject({ status: 'scheduled' });
  });
});

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe.each(testDatabaseKinds)('server start on %s', (kind) => {
  const cleanups: Array<() => Promise<void> | void> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it('shows a run the last stop cut off as failed, interrupted', { timeout: 90_000 }, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'mc-interrupted-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    let env: Record<string, string>;
    let left: Awaited<ReturnType<typeof leftByAStop>>;
    let auth: Record<string, string>;
    if (kind === 'pglite') {
      // The server's own data directory, written and closed as a stopped server leaves it.
      const db = await openDatabase({ dataDir });
      await migrate(db);
      left = await leftByAStop(db);
      auth = { Authorization: `Bearer ${(await tokenHeaders(db)).token}` };
      await db.close();
      env = { MC_DATA_DIR: dataDir };
    } else {
      const testDb = await createTestDatabase('postgres');
      cleanups.push(() => testDb.drop());
      left = await leftByAStop(testDb.db);
      auth = { Authorization: `Bearer ${(await tokenHeaders(testDb.db)).token}` };
      env = { DATABASE_URL: testDb.url! };
    }

    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', mainPath], {
      env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', MC_SEED: 'false', MC_RUNNER: 'false' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise((resolve) => child.on('exit', resolve));
    cleanups.push(async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    });

    const base = `http://127.0.0.1:${port}/api`;
    const deadline = Date.now() + 60_000;
    for (;;) {
      const ready = await fetch(`${base}/health`).then(
        (response) => response.ok,
        () => false,
      );
      if (ready) break;
      if (Date.now() > deadline || child.exitCode !== null) throw new Error(`server did not start:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }

    const response = await fetch(`${base}/playbook/run/${left.runs.running}`, { headers: auth });
    expect(response.status).toBe(200);
    const run = (await response.json()) as { status: string; error: string; actions: Array<Record<string, unknown>> };
    expect(run).toMatchObject({ status: 'failed', error: INTERRUPTED_RUN_ERROR });
    expect(run.actions.map(({ name, status, error }) => ({ name, status, error }))).toEqual([
      { name: 'first', status: 'completed', error: null },
      { name: 'second', status: 'failed', error: INTERRUPTED_RUN_ERROR },
    ]);
    const scheduled = (await (
      await fetch(`${base}/playbook/run/${left.runs.scheduled}`, { headers: auth })
    ).json()) as Row;
    expect(scheduled).toMatchObject({ status: 'failed', error: INTERRUPTED_RUN_ERROR });
    expect(output).toContain('2 run(s) and 2 action(s) interrupted by a stopped server marked failed');
  });
});
