import { readdirSync, readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import net from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../db/database';
import { runExec } from '../playbooks/actions';
import { postgresCheck, redisCheck } from '../runner/executors/database';
import { execCheck } from '../runner/executors/exec';
import { icmpCheck, isHostNameOrAddress, tcpCheck } from '../runner/executors/network';
import { InvalidSpecError } from '../runner/executors/types';
import {
  childrenOf,
  killAllGroups,
  killGroup,
  liveGroups,
  redactSecrets,
  spawnGroup,
  stopGroup,
} from '../runner/processes';
import { reconcileCanary } from '../runner/reconcile';
import { Runner } from '../runner/runner';
import { createTestDatabase, type TestDatabase } from '../testing/databases';

const signal = () => new AbortController().signal;
/** How long a busy machine may take to show an event the test waits for. */
const EVENTUALLY = { timeout: 15_000, interval: 50 };
/** Running (a zombie waiting for a reaper that is not this test's child counts as gone). */
const alive = (pid: number) => {
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
};

describe('child process environment', () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });

  it('exec checks never see DATABASE_URL or other server secrets', async () => {
    process.env.DATABASE_URL = 'postgres://mc:s3cret-pass@db.internal:5432/mc';
    process.env.MC_SMTP_URL = 'smtp://mailer:hunter22@mail.internal';
    const result = await execCheck(
      { script: 'env', env: [{ name: 'MINE', value: 'yes' }] },
      {
        signal: signal(),
        timeoutMs: 5000,
      },
    );
    const stdout = String((result.detail as { stdout: string }).stdout);
    expect(result.pass).toBe(true);
    expect(stdout).toContain('MINE=yes');
    expect(stdout).toContain('PATH=');
    expect(stdout).not.toContain('DATABASE_URL');
    expect(stdout).not.toContain('MC_SMTP_URL');
  });

  it('masks a server secret that a script prints anyway', async () => {
    process.env.DATABASE_URL = 'postgres://mc:s3cret-pass@db.internal:5432/mc';
    const result = await execCheck({ script: 'echo pass=s3cret-pass' }, { signal: signal(), timeoutMs: 5000 });
    expect(result.message).toBe('pass=****');
    expect(JSON.stringify(result)).not.toContain('s3cret-pass');
    expect(redactSecrets('url postgres://mc:s3cret-pass@db.internal:5432/mc')).toBe('url ****');
  });
});

describe('process groups', () => {
  it('kills a check script and the processes it started on timeout', async () => {
    const controller = new AbortController();
    const running = execCheck(
      { script: 'sleep 30 & echo $! ; wait' },
      { signal: controller.signal, timeoutMs: 5000 },
    ).catch((error: unknown) => error);
    // Wait for events (the group exists, then is gone), not for a guess at how fast a busy machine spawns.
    await vi.waitFor(() => expect(liveGroups().length).toBeGreaterThan(0), EVENTUALLY);
    controller.abort(new Error('timed out'));
    await running;
    await vi.waitFor(() => expect(liveGroups()).toEqual([]), EVENTUALLY);
  });

  it('killAllGroups (shutdown) ends running playbook scripts, grandchildren included, and waits for them', async () => {
    // The script runs in the exec sandbox (its own /tmp and PID namespace): the grandchild is found by its command line.
    const command = `sleep 60.${process.pid}`;
    const grandchildren = () =>
      readdirSync('/proc').filter((pid) => {
        try {
          return (
            /^\d+$/.test(pid) &&
            alive(Number(pid)) &&
            readFileSync(`/proc/${pid}/cmdline`, 'utf8') === `${command.replace(' ', '\0')}\0`
          );
        } catch {
          return false;
        }
      });
    const outcome = runExec({ script: `${command} & wait` }, 60_000, {
      signal: signal(),
      env: {},
    });
    await vi.waitFor(() => expect(grandchildren()).toHaveLength(1), EVENTUALLY);
    await killAllGroups(5000);
    expect(liveGroups()).toEqual([]);
    expect((await outcome).status).toBe('failed');
    await vi.waitFor(() => expect(grandchildren()).toEqual([]), EVENTUALLY);
  });
});

describe('stopping a process group', () => {
  /** A shell whose child has left its group for a session of its own, as bwrap's sandbox init does. */
  const startEscaping = async (marker: string) => {
    const child = spawnGroup('sh', ['-c', `setsid sleep ${marker} & wait`], {
      env: { PATH: process.env.PATH ?? '/usr/bin:/bin' },
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    const closed = new Promise<void>((resolve) => child.once('close', () => resolve()));
    let escaped = 0;
    await vi.waitFor(() => {
      escaped = childrenOf(child.pid!).find((pid) => readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(marker))!;
      expect(escaped).toBeGreaterThan(0);
      // In a session (and so a group) of its own.
      expect(readFileSync(`/proc/${escaped}/stat`, 'utf8').split(') ')[1]!.split(' ')[3]).toBe(String(escaped));
    }, EVENTUALLY);
    return { child, closed, escaped };
  };

  it('stopGroup also kills the children that left the group, so the output pipe closes', async () => {
    const { child, closed, escaped } = await startEscaping(`61.${process.pid}`);
    stopGroup(child);
    await closed;
    // The pipe closes as the killed child releases its files, a moment before it shows as a zombie in /proc.
    await vi.waitFor(() => expect(alive(escaped)).toBe(false), EVENTUALLY);
    expect(liveGroups()).not.toContain(child.pid);
  });

  it('a group kill alone leaves such a child running (what stopGroup is for)', async () => {
    const { child, closed, escaped } = await startEscaping(`62.${process.pid}`);
    killGroup(child.pid);
    await vi.waitFor(() => expect(child.exitCode ?? child.signalCode).not.toBeNull(), EVENTUALLY);
    expect(alive(escaped)).toBe(true);
    process.kill(escaped, 'SIGKILL');
    await closed;
  });
});

describe('values passed to commands', () => {
  it.each(['-c1', '--help', '-f', 'a b', 'host;rm', '$(id)', 'x'.repeat(300), '-.example.com', 'a..b'])(
    'refuses %s as an ICMP target',
    async (endpoint) => {
      expect(isHostNameOrAddress(endpoint)).toBe(false);
      await expect(icmpCheck({ endpoint }, { signal: signal(), timeoutMs: 1000 })).rejects.toBeInstanceOf(
        InvalidSpecError,
      );
    },
  );

  it.each(['localhost', '127.0.0.1', '::1', 'db-1.internal.example.com', 'example.com.'])('accepts %s', (host) => {
    expect(isHostNameOrAddress(host)).toBe(true);
  });
});

describe('fault injection: a target that accepts connections and drops them', () => {
  let server: net.Server;
  let port: number;
  let testDb: TestDatabase;
  let db: Database;
  beforeAll(async () => {
    server = net.createServer((socket) => socket.destroy());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as net.AddressInfo).port;
    testDb = await createTestDatabase('pglite');
    db = testDb.db;
  });
  afterAll(async () => {
    server.close();
    await testDb.drop();
  });

  it('postgres and redis checks fail, they do not throw past the executor or crash the process', async () => {
    const pgResult = await postgresCheck(
      { connection: `postgres://u:p@127.0.0.1:${port}/db` },
      { signal: signal(), timeoutMs: 3000 },
    );
    expect(pgResult.pass).toBe(false);
    expect(pgResult.error).toMatch(/^postgres: /);
    await expect(redisCheck({ addr: `127.0.0.1:${port}` }, { signal: signal(), timeoutMs: 3000 })).rejects.toThrow(
      /closed|reset|ECONNRESET/i,
    );
  });

  it('the runner records failed postgres, redis and tcp checks against it and carries on', async () => {
    const spec = {
      schedule: '@every 1h',
      postgres: [{ name: 'pg drop', connection: `postgres://u:p@127.0.0.1:${port}/db`, timeout: '3s' }],
      redis: [{ name: 'redis drop', addr: `127.0.0.1:${port}`, timeout: '3s' }],
      tcp: [{ name: 'tcp drop', endpoint: `127.0.0.1:${port}`, thresholdMillis: 5000 }],
    };
    const {
      rows: [canary],
    } = await db.query<{ id: string }>(
      `INSERT INTO canaries (name, namespace, spec) VALUES ('faults', 'test', $1) RETURNING id`,
      [spec],
    );
    await reconcileCanary(db, canary!.id);
    const { rows: checks } = await db.query<{ id: string; name: string }>(
      'SELECT id, name FROM checks WHERE canary_id = $1 ORDER BY name',
      [canary!.id],
    );
    expect(checks.map((c) => c.name)).toEqual(['pg drop', 'redis drop', 'tcp drop']);
    const unhandled: unknown[] = [];
    const onUnhandled = (error: unknown) => unhandled.push(error);
    process.on('uncaughtException', onUnhandled);
    process.on('unhandledRejection', onUnhandled);
    try {
      const runner = new Runner(db);
      for (const check of checks) await runner.runCheckNow(check.id);
      await sleep(200);
    } finally {
      process.off('uncaughtException', onUnhandled);
      process.off('unhandledRejection', onUnhandled);
    }
    expect(unhandled).toEqual([]);
    const { rows } = await db.query<{ name: string; status: boolean }>(
      `SELECT c.name, s.status FROM check_statuses s JOIN checks c ON c.id = s.check_id
       WHERE c.canary_id = $1 ORDER BY c.name`,
      [canary!.id],
    );
    // A TCP connect that is accepted passes (the drop comes after); the protocol checks fail.
    expect(rows).toEqual([
      { name: 'pg drop', status: false },
      { name: 'redis drop', status: false },
      { name: 'tcp drop', status: true },
    ]);
    // Still serving: the database answers and the target keeps being accepted.
    expect((await tcpCheck({ endpoint: `127.0.0.1:${port}` }, { signal: signal(), timeoutMs: 1000 })).pass).toBe(true);
  });
});

describe('playbook runs: concurrency limit and shutdown', () => {
  let testDb: TestDatabase;
  let db: Database;
  beforeAll(async () => {
    testDb = await createTestDatabase('pglite');
    db = testDb.db;
  });
  afterAll(async () => {
    await testDb.drop();
  });

  const scheduleRun = async (script: string) => {
    const spec = { actions: [{ name: 'script', exec: { script } }] };
    const playbook = await db.query<{ id: string }>(
      `INSERT INTO playbooks (name, spec) VALUES ('p-' || gen_random_uuid(), $1) RETURNING id`,
      [spec],
    );
    const { rows } = await db.query<{ id: string }>(
      `INSERT INTO playbook_runs (playbook_id, status, spec) VALUES ($1, 'scheduled', $2) RETURNING id`,
      [playbook.rows[0]!.id, spec],
    );
    return rows[0]!.id;
  };
  const statusOf = async (id: string) =>
    (
      await db.query<{ status: string; error: string | null }>(
        'SELECT status, error FROM playbook_runs WHERE id = $1',
        [id],
      )
    ).rows[0]!;

  it('runs at most `concurrency` at once; the rest wait scheduled, and stop fails them only after their scripts are gone', async () => {
    const { PlaybookExecutor } = await import('../playbooks/executor');
    const { INTERRUPTED_RUN_ERROR } = await import('../playbooks/interrupted');
    const executor = new PlaybookExecutor(db, { concurrency: 2 });
    const ids = [await scheduleRun('sleep 60'), await scheduleRun('sleep 60'), await scheduleRun('sleep 60')];
    for (const id of ids) executor.start(id);
    await vi.waitFor(async () => {
      expect(executor.load()).toEqual({ active: 2, queued: 1 });
      expect((await Promise.all(ids.map(statusOf))).map((r) => r.status).sort()).toEqual([
        'running',
        'running',
        'scheduled',
      ]);
      expect(liveGroups()).toHaveLength(2);
    }, EVENTUALLY);
    await executor.stop();
    expect(liveGroups()).toEqual([]);
    for (const id of ids) expect(await statusOf(id)).toEqual({ status: 'failed', error: INTERRUPTED_RUN_ERROR });
    const { rows } = await db.query<{ status: string; error: string }>(
      `SELECT status, error FROM playbook_run_actions WHERE playbook_run_id::text IN (SELECT jsonb_array_elements_text($1::jsonb))`,
      [ids],
    );
    expect(rows.length).toBeGreaterThanOrEqual(2);
    for (const row of rows) expect(row).toEqual({ status: 'failed', error: INTERRUPTED_RUN_ERROR });
  });
});
