import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PlaybookExecutor } from '../playbooks/executor';
import { reconcileCanary } from '../runner/reconcile';
import { Runner } from '../runner/runner';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../testing/databases';

interface JobRow {
  name: string;
  status: string;
  resource_type: string | null;
  resource_id: string | null;
  resource_name: string | null;
  success_count: number;
  error_count: number;
  details: Record<string, unknown> | null;
  duration_millis: number;
}

describe.each(testDatabaseKinds)('job history rows on %s', (kind) => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase(kind);
  });
  afterAll(() => testDb.drop());

  const jobs = async (name: string) =>
    (
      await testDb.db.query<JobRow>(
        `SELECT name, status, resource_type, resource_id, resource_name, success_count, error_count, details,
                duration_millis
         FROM job_histories WHERE name = $1 ORDER BY created_at`,
        [name],
      )
    ).rows;

  it('a canary reconcile writes CanaryReconcile with its summary; a bad spec a FAILED row with the error', async () => {
    const { rows } = await testDb.db.query<{ id: string }>(
      `INSERT INTO canaries (name, namespace, spec) VALUES ('web', 'default', $1), ('bad', 'default', $2) RETURNING id`,
      [{ http: [{ name: 'home', url: 'http://127.0.0.1:1/' }] }, { schedule: 'every blue moon' }],
    );
    await reconcileCanary(testDb.db, rows[0]!.id);
    await expect(reconcileCanary(testDb.db, rows[1]!.id)).rejects.toThrow();
    const [ok, failed] = await jobs('CanaryReconcile');
    expect(ok).toMatchObject({
      status: 'SUCCESS',
      resource_type: 'canary',
      resource_id: rows[0]!.id,
      resource_name: 'web',
      success_count: 1,
      error_count: 0,
      details: { summary: { created: 1, updated: 0, deleted: 0 } },
    });
    expect(failed).toMatchObject({ status: 'FAILED', resource_name: 'bad', success_count: 0, error_count: 1 });
    expect((failed!.details!.errors as string[])[0]).toContain('every blue moon');
  });

  it('rollups and retention write CheckStatusRollupAndRetention with what they did', async () => {
    const runner = new Runner(testDb.db);
    const result = await runner.maintain();
    const [row] = await jobs('CheckStatusRollupAndRetention');
    expect(row).toMatchObject({ status: 'SUCCESS', success_count: 1, error_count: 0, details: { summary: result } });
  });

  it('a playbook run writes PlaybookRun against the playbook, with its error when it fails', async () => {
    const { rows } = await testDb.db.query<{ id: string }>(
      `INSERT INTO playbooks (name, spec) VALUES ('ok-book', $1), ('bad-book', $2) RETURNING id`,
      [
        { actions: [{ name: 'a', exec: { script: 'true' } }] },
        { actions: [{ name: 'b', exec: { script: 'exit 3' } }] },
      ],
    );
    const executor = new PlaybookExecutor(testDb.db);
    for (const id of rows.map((row) => row.id)) {
      const run = await testDb.db.query<{ id: string }>(
        `INSERT INTO playbook_runs (playbook_id, status, spec) SELECT id, 'scheduled', spec FROM playbooks WHERE id = $1
         RETURNING id`,
        [id],
      );
      executor.start(run.rows[0]!.id);
    }
    await executor.idle();
    const written = await jobs('PlaybookRun');
    expect(written.map((row) => [row.resource_name, row.status, row.success_count, row.error_count])).toEqual(
      expect.arrayContaining([
        ['ok-book', 'SUCCESS', 1, 0],
        ['bad-book', 'FAILED', 0, 1],
      ]),
    );
    const failed = written.find((row) => row.resource_name === 'bad-book')!;
    expect(failed.resource_type).toBe('playbook');
    expect((failed.details!.errors as string[])[0]).toContain('exited with code 3');
  });

  it("a check run writes Canary against the canary, with each failed check's error", async () => {
    const { rows } = await testDb.db.query<{ id: string }>(
      `INSERT INTO canaries (name, namespace, spec) VALUES ('runs', 'default', $1) RETURNING id`,
      [
        {
          exec: [
            { name: 'fine', script: 'echo ok' },
            { name: 'broken', script: 'echo nope >&2; exit 2' },
          ],
        },
      ],
    );
    const canaryId = rows[0]!.id;
    await reconcileCanary(testDb.db, canaryId);
    const checks = await testDb.db.query<{ id: string; name: string }>(
      'SELECT id, name FROM checks WHERE canary_id = $1',
      [canaryId],
    );
    const runner = new Runner(testDb.db);
    for (const check of checks.rows) await runner.runCheckNow(check.id);
    const written = (await jobs('Canary')).filter((row) => row.resource_id === canaryId);
    expect(written.map((row) => [row.resource_type, row.resource_name, row.status])).toEqual(
      expect.arrayContaining([
        ['canary', 'runs', 'SUCCESS'],
        ['canary', 'runs', 'FAILED'],
      ]),
    );
    const failed = written.find((row) => row.status === 'FAILED')!;
    expect(failed).toMatchObject({ success_count: 0, error_count: 1 });
    expect(Object.keys(failed.details!.errors as Record<string, string>)).toEqual(['broken']);
    expect(written.find((row) => row.status === 'SUCCESS')!.details).not.toHaveProperty('errors');
  });

  it('job_history_names lists every job name written', async () => {
    const { rows } = await testDb.db.query<{ name: string }>('SELECT name FROM job_history_names ORDER BY name');
    expect(rows.map((row) => row.name)).toEqual([
      'Canary',
      'CanaryReconcile',
      'CheckStatusRollupAndRetention',
      'PlaybookRun',
    ]);
  });
});
