import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reconcileCanary } from '../runner/reconcile';
import { Runner } from '../runner/runner';
import { createTestDatabase, type TestDatabase } from '../testing/databases';

const target = process.env.TEST_DATABASE_URL;
const ROLE = `mc_runner_conn_${process.pid}`;
// Unique, so finding it anywhere stored means it leaked.
const PASSWORD = `Runner-Conn-${process.pid}-Secret`;

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: target });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * The runner resolves `connection://namespace/name` when each run starts: a
 * SQL check against the real test PostgreSQL passes with the connection's
 * credentials, and fails with the driver's message once its password changes.
 */
describe('runner: a SQL check that references a connection', () => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase('pglite');
    if (target) await admin(`CREATE ROLE ${ROLE} LOGIN PASSWORD '${PASSWORD}'`);
  });
  afterAll(async () => {
    await testDb.drop();
    if (target) await admin(`DROP ROLE IF EXISTS ${ROLE}`);
  });

  it.skipIf(!target)(
    target
      ? 'runs green with the stored credentials, and red with the driver message after the password changes'
      : 'skipped: TEST_DATABASE_URL is not set (eval "$(bash scripts/test-postgres.sh start)")',
    async () => {
      const url = new URL(target!);
      url.username = '';
      url.password = '';
      const {
        rows: [connection],
      } = await testDb.db.query<{ id: string }>(
        `INSERT INTO connections (name, namespace, type, url, username, password)
         VALUES ('reports', 'ops', 'postgres', $1, $2, $3) RETURNING id`,
        [url.toString(), ROLE, PASSWORD],
      );
      const {
        rows: [canary],
      } = await testDb.db.query<{ id: string }>(
        // Written by the seeded admin, who may read the connection (S4: run-time checks use the canary's author).
        `INSERT INTO canaries (name, namespace, spec, created_by)
         VALUES ('sql', 'default', $1, '00000000-0000-0000-0000-00000000a001') RETURNING id`,
        [
          {
            postgres: [
              { name: 'via-connection', connection: 'connection://ops/reports', query: 'SELECT 1', results: 1 },
            ],
          },
        ],
      );
      await reconcileCanary(testDb.db, canary!.id);
      const {
        rows: [check],
      } = await testDb.db.query<{ id: string; spec: Record<string, unknown> }>(
        'SELECT id, spec FROM checks WHERE canary_id = $1',
        [canary!.id],
      );
      const runner = new Runner(testDb.db);

      expect(await runner.runCheckNow(check!.id)).toMatchObject({ pass: true, message: '1 row' });

      await testDb.db.query(`UPDATE connections SET password = 'not-the-password' WHERE id = $1`, [connection!.id]);
      const failed = (await runner.runCheckNow(check!.id)) as { pass?: boolean; error?: string } | undefined;
      expect(failed).not.toHaveProperty('pass');
      expect(failed?.error).toBe(`postgres: password authentication failed for user "${ROLE}"`);

      // The stored check keeps the reference, never the resolved secret.
      expect(check!.spec.connection).toBe('connection://ops/reports');
      const jobs = await testDb.db.query<{ status: string; details: { errors?: Record<string, string> } }>(
        `SELECT status, details FROM job_history WHERE resource_id = $1 AND name = 'Canary' ORDER BY created_at`,
        [canary!.id],
      );
      expect(jobs.rows.map((row) => row.status)).toEqual(['SUCCESS', 'FAILED']);
      expect(jobs.rows[1]!.details.errors).toEqual({ 'via-connection': failed?.error });
      const stored = await testDb.db.query<{ text: string }>(
        `SELECT (SELECT json_agg(s)::text FROM check_statuses s) || (SELECT json_agg(j)::text FROM job_history j)
           || (SELECT json_agg(c)::text FROM checks c) AS text`,
      );
      expect(stored.rows[0]!.text).toContain('via-connection');
      expect(stored.rows[0]!.text).not.toContain(PASSWORD);
    },
  );
});
