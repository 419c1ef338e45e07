import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../testing/databases';
import { PlaybookExecutor } from './executor';
import { INTERRUPTED_RUN_ERROR } from './interrupted';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(testDatabaseKinds)('playbook run leases on %s', (kind) => {
  let testDb: TestDatabase;

  beforeAll(async () => {
    testDb = await createTestDatabase(kind);
  });

  afterAll(async () => {
    await testDb.drop();
  });

  async function scheduledRun(script: string): Promise<string> {
    const { rows } = await testDb.db.query<{ id: string }>(
      `WITH book AS (INSERT INTO playbooks (name, spec) VALUES ($1, $2) RETURNING id, spec)
       INSERT INTO playbook_runs (playbook_id, status, spec) SELECT id, 'scheduled', spec FROM book RETURNING id`,
      [`lease-${Math.random().toString(36).slice(2, 8)}`, { actions: [{ name: 'work', exec: { script } }] }],
    );
    return rows[0]!.id;
  }

  const runRow = async (id: string) =>
    (
      await testDb.db.query<{ status: string; claimed_by: string | null; leased: boolean; error: string | null }>(
        `SELECT status, claimed_by, lease_expires_at > now() AS leased, error FROM playbook_runs WHERE id = $1`,
        [id],
      )
    ).rows[0]!;

  it('#25: the server that runs a playbook run holds a lease on it and renews it until the run ends', async () => {
    const executor = new PlaybookExecutor(testDb.db, { leaseHolder: 'server-a' });
    const id = await scheduledRun('sleep 1');
    executor.start(id);
    await sleep(400);
    expect(await runRow(id)).toMatchObject({ status: 'running', claimed_by: 'server-a', leased: true });
    await testDb.db.query(`UPDATE playbook_runs SET lease_expires_at = now() + interval '1 second' WHERE id = $1`, [
      id,
    ]);
    await executor.renewLeases();
    const { rows } = await testDb.db.query<{ ahead: boolean }>(
      `SELECT lease_expires_at > now() + interval '20 seconds' AS ahead FROM playbook_runs WHERE id = $1`,
      [id],
    );
    expect(rows[0]!.ahead).toBe(true);
    await executor.idle();
    expect(await runRow(id)).toMatchObject({ status: 'completed', claimed_by: 'server-a' });
  });

  it('#25: a run left running by a server that died ends failed on a live server, with the reason', async () => {
    const id = await scheduledRun('true');
    // What a dead server leaves: running, its lease expired.
    await testDb.db.query(
      `UPDATE playbook_runs SET status = 'running', claimed_by = 'dead-server',
              lease_expires_at = now() - interval '1 second' WHERE id = $1`,
      [id],
    );
    const survivor = new PlaybookExecutor(testDb.db, { leaseHolder: 'server-b' });
    survivor.watchLeases(50);
    try {
      const deadline = Date.now() + 5000;
      while ((await runRow(id)).status === 'running' && Date.now() < deadline) await sleep(50);
    } finally {
      await survivor.stop();
    }
    expect(await runRow(id)).toMatchObject({ status: 'failed', error: INTERRUPTED_RUN_ERROR });
  });
});
