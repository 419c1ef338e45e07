import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkSummaryResponseSchema } from '@mission-control/api';
import { createApp } from '../app';
import type { Database } from '../db/database';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../testing/databases';
import { runMaintenance } from './maintenance';
import { reconcileCanary } from './reconcile';
import { Runner } from './runner';
import { sessionHeaders, withAuth } from '../testing/auth';

async function waitFor<T>(what: string, fn: () => Promise<T | undefined>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await fn();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function insertCanary(db: Database, name: string, spec: unknown): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO canaries (name, namespace, labels, spec) VALUES ($1, 'test', '{"suite":"runner"}', $2) RETURNING id`,
    [name, spec],
  );
  return rows[0]!.id;
}

describe.each(testDatabaseKinds)('check runner on %s', (kind) => {
  let testDb: TestDatabase;
  let db: Database;
  let target: Server;
  let targetStatus = 200;
  let targetUrl: string;

  beforeAll(async () => {
    testDb = await createTestDatabase(kind);
    db = testDb.db;
    target = createServer((_req, res) => {
      res.writeHead(targetStatus, { 'Content-Type': 'text/plain' });
      res.end(targetStatus === 200 ? 'all good' : 'broken');
    });
    await new Promise<void>((resolve) => target.listen(0, '127.0.0.1', resolve));
    targetUrl = `http://127.0.0.1:${(target.address() as AddressInfo).port}/health`;
  });

  afterAll(async () => {
    await new Promise((resolve) => target.close(resolve));
    await testDb.drop();
  });

  it('turns an HTTP check unhealthy on the run after its target starts failing', async () => {
    const canaryId = await insertCanary(db, 'local-http', {
      schedule: '@every 1s',
      http: [{ name: 'local target', url: targetUrl, responseContent: 'good' }],
    });
    expect(await reconcileCanary(db, canaryId)).toEqual({ created: 1, updated: 0, deleted: 0 });
    const {
      rows: [check],
    } = await db.query<{ id: string }>('SELECT id FROM checks WHERE canary_id = $1', [canaryId]);
    const checkId = check!.id;
    const statuses = () =>
      db.query<{ status: boolean; time: Date; duration: number; message: string | null; error: string | null }>(
        'SELECT status, time, duration, message, error FROM check_statuses WHERE check_id = $1 ORDER BY time',
        [checkId],
      );
    const runner = new Runner(db, { pollMs: 100 });
    runner.start();
    try {
      await waitFor('two passing runs', async () => ((await statuses()).rows.length >= 2 ? true : undefined));
      const before = await db.query<{ status: string; last_transition_time: Date; next_runtime: Date }>(
        'SELECT status, last_transition_time, next_runtime FROM checks WHERE id = $1',
        [checkId],
      );
      expect(before.rows[0]!.status).toBe('healthy');
      expect(before.rows[0]!.next_runtime.getTime()).toBeGreaterThan(Date.now() - 2000);
      const healthySince = before.rows[0]!.last_transition_time;
      expect((await statuses()).rows.every((row) => row.status)).toBe(true);

      targetStatus = 500;
      const failing = await waitFor('a failing run', async () => (await statuses()).rows.find((row) => !row.status));
      expect(failing.error).toBe('response code 500 is not one of 2xx or 3xx');
      expect(failing.message).toMatch(/^GET http:\/\/127\.0\.0\.1:\d+\/health returned 500 in \d+ms$/);
      await runner.stop();

      const after = await db.query<{ status: string; last_transition_time: Date; last_runtime: Date }>(
        'SELECT status, last_transition_time, last_runtime FROM checks WHERE id = $1',
        [checkId],
      );
      expect(after.rows[0]!.status).toBe('unhealthy');
      expect(after.rows[0]!.last_transition_time.getTime()).toBeGreaterThan(healthySince.getTime());

      const recorded = (await statuses()).rows;
      const app = withAuth(createApp({ db }), await sessionHeaders(db));
      const summary = checkSummaryResponseSchema.parse(await (await app.request('/api/canary/api/summary')).json());
      const item = summary.checks_summary.find((c) => c.id === checkId)!;
      expect(item.status).toBe('unhealthy');
      expect(item.uptime.passed).toBe(recorded.filter((row) => row.status).length);
      expect(item.uptime.failed).toBe(recorded.filter((row) => !row.status).length);
      expect(item.uptime.failed).toBeGreaterThanOrEqual(1);
      expect(item.endpoint).toBe(targetUrl);

      const jobs = await db.query<{ name: string; status: string; resource_name: string; agent: { name: string } }>(
        `SELECT name, status, resource_name, agent FROM job_histories WHERE resource_id = $1 AND name = 'Canary'`,
        [canaryId],
      );
      expect(jobs.rows.length).toBeGreaterThanOrEqual(recorded.length);
      expect(jobs.rows[0]).toMatchObject({ name: 'Canary', resource_name: 'local-http', agent: { name: 'local' } });
      expect(new Set(jobs.rows.map((job) => job.status))).toEqual(new Set(['SUCCESS', 'FAILED']));
    } finally {
      await runner.stop();
      targetStatus = 200;
    }
  });

  it('reconciles spec edits: matches by type and name, soft-deletes removed checks, revives re-added ones', async () => {
    const canaryId = await insertCanary(db, 'edits', {
      schedule: '@hourly',
      exec: [{ name: 'a', script: 'echo a' }],
      tcp: [{ name: 'b', endpoint: '127.0.0.1:1' }],
      mongodb: [{ name: 'c', connection: 'mongodb://x' }],
    });
    expect(await reconcileCanary(db, canaryId)).toEqual({ created: 3, updated: 0, deleted: 0 });
    // Reconciling an unchanged spec touches nothing.
    expect(await reconcileCanary(db, canaryId)).toEqual({ created: 0, updated: 0, deleted: 0 });

    await db.query('UPDATE canaries SET spec = $2 WHERE id = $1', [
      canaryId,
      // A YAML document stored as a JSON string in the jsonb column.
      JSON.stringify('schedule: "@hourly"\nexec:\n  - name: a\n    script: echo changed\n'),
    ]);
    expect(await reconcileCanary(db, canaryId)).toEqual({ created: 0, updated: 1, deleted: 2 });
    const live = await db.query<{ type: string; name: string; spec: { script: string } }>(
      'SELECT type, name, spec FROM checks WHERE canary_id = $1 AND deleted_at IS NULL',
      [canaryId],
    );
    expect(live.rows).toEqual([{ type: 'exec', name: 'a', spec: { name: 'a', script: 'echo changed' } }]);

    await db.query('UPDATE canaries SET spec = $2 WHERE id = $1', [
      canaryId,
      {
        schedule: '@hourly',
        exec: [{ name: 'a', script: 'echo changed' }],
        tcp: [{ name: 'b', endpoint: '127.0.0.1:1' }],
      },
    ]);
    expect(await reconcileCanary(db, canaryId)).toEqual({ created: 0, updated: 1, deleted: 0 });
    const ids = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM checks WHERE canary_id = $1', [canaryId]);
    expect(ids.rows[0]!.n).toBe(3);

    await db.query('UPDATE canaries SET spec = $2 WHERE id = $1', [canaryId, { schedule: 'every minute', exec: [] }]);
    await expect(reconcileCanary(db, canaryId)).rejects.toThrow('invalid schedule "every minute"');

    await db.query('UPDATE canaries SET deleted_at = now() WHERE id = $1', [canaryId]);
    expect(await reconcileCanary(db, canaryId)).toEqual({ created: 0, updated: 0, deleted: 2 });
  });

  it('runs a check now through the API and returns the CheckResult', async () => {
    const canaryId = await insertCanary(db, 'run-now', {
      schedule: '@daily',
      exec: [{ name: 'say ok', script: 'echo ok' }],
      kubernetes: [{ name: 'pods', kind: 'Pod' }],
    });
    await reconcileCanary(db, canaryId);
    const { rows } = await db.query<{ id: string; type: string }>(
      'SELECT id, type FROM checks WHERE canary_id = $1 ORDER BY type',
      [canaryId],
    );
    const app = withAuth(createApp({ db }), await sessionHeaders(db));
    const exec = rows.find((row) => row.type === 'exec')!;
    const response = await app.request(`/api/canary/run/check/${exec.id}`, { method: 'POST' });
    expect(response.status).toBe(200);
    const result = (await response.json()) as Record<string, unknown>;
    expect(result).toMatchObject({ name: 'say ok', pass: true, message: 'ok', namespace: 'test', CanaryResult: null });
    const stored = await db.query<{ time: Date; status: boolean; message: string }>(
      'SELECT time, status, message FROM check_statuses WHERE check_id = $1',
      [exec.id],
    );
    expect(stored.rows).toEqual([{ time: new Date(result.start as string), status: true, message: 'ok' }]);

    const k8s = rows.find((row) => row.type === 'kubernetes')!;
    const unsupported = (await (
      await app.request(`/api/canary/run/check/${k8s.id}`, { method: 'POST' })
    ).json()) as Record<string, unknown>;
    expect(unsupported.pass).toBeUndefined();
    expect(unsupported).toMatchObject({ invalid: true, error: 'check type not supported by this server' });

    const missing = '11111111-1111-1111-1111-111111111111';
    const notFound = await app.request(`/api/canary/run/check/${missing}`, { method: 'POST' });
    expect(notFound.status).toBe(404);
    expect(await notFound.json()).toEqual({ error: `check (${missing}) was not found`, code: 'not_found' });
    const junk = await app.request(`/api/canary/run/check/'; DROP TABLE checks;--`, { method: 'POST' });
    expect(junk.status).toBe(404);
  });

  it('rolls statuses up hourly and daily and applies retention', async () => {
    const canaryId = await insertCanary(db, 'history', { schedule: '@daily', exec: [{ name: 'old', script: 'true' }] });
    await reconcileCanary(db, canaryId);
    const {
      rows: [check],
    } = await db.query<{ id: string }>('SELECT id FROM checks WHERE canary_id = $1', [canaryId]);
    const hour = new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000 - 2 * 3_600_000);
    const rows: Array<[Date, number, boolean]> = [
      [new Date(hour.getTime() + 60_000), 10, true],
      [new Date(hour.getTime() + 120_000), 30, false],
      [new Date(hour.getTime() + 180_000), 20, true],
      [new Date(Date.now() - 40 * 86_400_000), 5, true],
    ];
    for (const [time, duration, status] of rows) {
      await db.query('INSERT INTO check_statuses (check_id, time, duration, status) VALUES ($1, $2, $3, $4)', [
        check!.id,
        time,
        duration,
        status,
      ]);
    }
    const result = await runMaintenance(db);
    expect(result.retentionDays).toBe(30);
    expect(result.deletedStatuses).toBe(1);
    const hourly = await db.query(
      'SELECT created_at, duration, total, passed, failed FROM check_statuses_1h WHERE check_id = $1 ORDER BY created_at',
      [check!.id],
    );
    // The 40-day-old status was rolled up before retention removed it: hourly rollups are kept 3x longer.
    expect(hourly.rows).toEqual([
      expect.objectContaining({ duration: 5, total: 1, passed: 1, failed: 0 }),
      { created_at: hour, duration: 60, total: 3, passed: 2, failed: 1 },
    ]);
    const daily = await db.query<{ total: number }>(
      'SELECT sum(total)::int AS total FROM check_statuses_1d WHERE check_id = $1',
      [check!.id],
    );
    expect(daily.rows[0]!.total).toBe(4);
    const remaining = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM check_statuses WHERE check_id = $1',
      [check!.id],
    );
    expect(remaining.rows[0]!.n).toBe(3);
  });
});
