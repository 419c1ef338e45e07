import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkSummaryResponseSchema } from '@mission-control/api';
import { createApp } from '../app';
import type { Database, Queryable } from '../db/database';
import { loadMigrations, migrate } from '../db/migrate';
import { recordRun } from '../runner/execute';
import { runMaintenance } from '../runner/maintenance';
import { seedDemoData } from '../seed';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../testing/databases';
import { checkSummaries, type SummaryFilters } from '../canary/summary';
import { sessionHeaders, withAuth } from '../testing/auth';

/**
 * The summary query of the version before migration 005, kept as the oracle:
 * it aggregated the last hour per request and probed the latest status of
 * every idle check. The current query must give the same JSON.
 */
function legacySummarySql(filters: SummaryFilters = {}): { sql: string; params: unknown[] } {
  const params: unknown[] = [];
  const where = ['k.deleted_at IS NULL'];
  if (filters.deleteFrom) {
    params.push(filters.deleteFrom);
    where.push(`(c.deleted_at IS NULL OR c.deleted_at > $${params.length})`);
  } else {
    where.push('c.deleted_at IS NULL');
  }
  if (filters.labels && Object.keys(filters.labels).length) {
    params.push(filters.labels);
    where.push(`(COALESCE(k.labels, '{}'::jsonb) || COALESCE(c.labels, '{}'::jsonb)) @> $${params.length}::jsonb`);
  }
  const order = filters.sortBy === '-name' ? 'c.name DESC' : 'c.name';
  const iso = (expression: string) => `to_char((${expression}) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
  const sql = `
WITH hour AS (
  SELECT check_id,
         count(*) FILTER (WHERE status)::int AS passed,
         count(*) FILTER (WHERE NOT status)::int AS failed,
         max(time) FILTER (WHERE status) AS last_pass,
         max(time) FILTER (WHERE NOT status) AS last_fail,
         percentile_disc(0.95) WITHIN GROUP (ORDER BY duration) AS p95,
         percentile_disc(0.97) WITHIN GROUP (ORDER BY duration) AS p97,
         percentile_disc(0.99) WITHIN GROUP (ORDER BY duration) AS p99
  FROM check_statuses
  WHERE time > now() - interval '1 hour'
  GROUP BY check_id
)
SELECT COALESCE(json_agg(json_strip_nulls(json_build_object(
         'id', c.id, 'canary_id', c.canary_id, 'canary_name', k.name, 'canary_namespace', k.namespace,
         'agent_id', c.agent_id, 'name', c.name, 'namespace', c.namespace, 'description', c.description,
         'endpoint', COALESCE(c.spec->>'endpoint', c.spec->>'url', c.spec->>'query', c.spec->>'path',
                              c.spec->>'addr', c.spec->>'host'),
         'type', c.type, 'icon', c.icon, 'status', c.status, 'severity', c.severity, 'owner', c.owner,
         'labels', COALESCE(k.labels, '{}'::jsonb) || COALESCE(c.labels, '{}'::jsonb),
         'uptime', json_build_object(
           'passed', COALESCE(h.passed, CASE WHEN a.status THEN 1 ELSE 0 END, 0),
           'failed', COALESCE(h.failed, CASE WHEN a.status = false THEN 1 ELSE 0 END, 0),
           'last_pass', ${iso('COALESCE(h.last_pass, CASE WHEN a.status THEN a.time END)')},
           'last_fail', ${iso('COALESCE(h.last_fail, CASE WHEN a.status = false THEN a.time END)')}),
         'latency', json_build_object(
           'p95', NULLIF(COALESCE(h.p95, a.duration), 0),
           'p97', NULLIF(COALESCE(h.p97, a.duration), 0),
           'p99', NULLIF(COALESCE(h.p99, a.duration), 0),
           'rolling1h', 0),
         'last_runtime', ${iso('c.last_runtime')},
         'next_runtime', ${iso('c.next_runtime')},
         'last_transition_time', ${iso('c.last_transition_time')},
         'created_at', ${iso('c.created_at')},
         'updated_at', ${iso('c.updated_at')},
         'deleted_at', ${iso('c.deleted_at')},
         'silenced_at', ${iso('c.silenced_at')}
       )) ORDER BY ${order}), '[]')::text AS body
FROM checks c
JOIN canaries k ON k.id = c.canary_id
LEFT JOIN hour h ON h.check_id = c.id
LEFT JOIN LATERAL (
  SELECT s.status, s.time, s.duration FROM check_statuses s
  WHERE h.check_id IS NULL AND s.check_id = c.id
  ORDER BY s.time DESC LIMIT 1
) a ON true
WHERE ${where.join(' AND ')}`;
  return { sql, params };
}

async function legacySummaries(db: Queryable, filters: SummaryFilters = {}) {
  const { sql, params } = legacySummarySql(filters);
  const { rows } = await db.query<{ body: string }>(sql, params);
  return JSON.parse(rows[0]!.body) as Array<Record<string, unknown>>;
}

/**
 * The legacy query and both forms of the current one (a row per check, one row) in one
 * transaction, so `now()` (the hour window's end) is the same instant for all three.
 */
async function expectSameAsLegacy(db: Database, filters: SummaryFilters = {}) {
  const { legacy, rows, oneRow } = await db.transaction(async (tx) => ({
    legacy: await legacySummaries(tx, filters),
    rows: await checkSummaries(tx, filters),
    oneRow: await checkSummaries(tx, filters, { oneRow: true }),
  }));
  expect(rows).toEqual(legacy);
  expect(oneRow).toEqual(legacy);
  return rows;
}

const byName = (items: Array<Record<string, unknown>>, name: string) => items.find((item) => item.name === name)!;

describe.each(testDatabaseKinds)('health summary on %s', (kind) => {
  let testDb: TestDatabase;
  let db: Database;
  let ids: Record<string, string>;

  beforeAll(async () => {
    // A data directory of the version before this change: migrations up to 004, the demo seed,
    // and checks whose history exercises every branch of the summary.
    testDb = await createTestDatabase(kind, { migrate: false });
    db = testDb.db;
    await migrate(
      db,
      loadMigrations().filter((migration) => migration.version < '005'),
    );
    expect(await seedDemoData(db)).toBe(true);
    const {
      rows: [canary],
    } = await db.query<{ id: string }>(
      `INSERT INTO canaries (name, namespace, labels, spec) VALUES ('summary-edge', 'edge', '{"env": "edge"}', '{}') RETURNING id`,
    );
    ids = {};
    for (const name of [
      'idle-pass',
      'idle-fail',
      'never-ran',
      'all-failing',
      'no-durations',
      'busy',
      'zero-duration',
    ]) {
      const { rows } = await db.query<{ id: string }>(
        `INSERT INTO checks (canary_id, type, name, labels, status, spec)
         VALUES ($1, 'http', $2, $3, 'healthy', $4) RETURNING id`,
        [canary!.id, name, { check: name }, { url: `http://example.invalid/${name}` }],
      );
      ids[name] = rows[0]!.id;
    }
    const statuses = async (name: string, sql: string) => db.query(sql, [ids[name]]);
    // Only statuses older than an hour: the summary shows the newest single one.
    await statuses(
      'idle-pass',
      `INSERT INTO check_statuses (check_id, time, duration, status)
       SELECT $1::uuid, now() - interval '2 hours' - n * interval '10 minutes', 100 + n, n <> 0 FROM generate_series(0, 20) n`,
    );
    await statuses(
      'idle-fail',
      `INSERT INTO check_statuses (check_id, time, duration, status)
       SELECT $1::uuid, now() - interval '3 hours' - n * interval '10 minutes', 40 + n, n <> 0 FROM generate_series(0, 5) n`,
    );
    await statuses(
      'all-failing',
      `INSERT INTO check_statuses (check_id, time, duration, status)
       SELECT $1::uuid, now() - n * interval '5 minutes', 10 * n, false FROM generate_series(0, 10) n`,
    );
    await statuses(
      'no-durations',
      `INSERT INTO check_statuses (check_id, time, duration, status)
       SELECT $1::uuid, now() - n * interval '5 minutes', NULL, n % 2 = 0 FROM generate_series(0, 10) n`,
    );
    await statuses(
      'busy',
      `INSERT INTO check_statuses (check_id, time, duration, status)
       SELECT $1::uuid, now() - n * interval '5 seconds', (n * 37) % 500, n % 13 <> 0 FROM generate_series(0, 400) n`,
    );
    await statuses(
      'zero-duration',
      `INSERT INTO check_statuses (check_id, time, duration, status)
       VALUES ($1, now() - interval '5 hours', 0, true)`,
    );
  });

  afterAll(async () => {
    await testDb.drop();
  });

  it('migrates a data directory with statuses and gives the same summary as before', async () => {
    const before = await legacySummaries(db);
    expect(await migrate(db)).toContain('005_check_summary');
    const after = await expectSameAsLegacy(db);
    // The demo seed and the edge checks survive the migration with their numbers.
    expect(after.map((item) => item.name)).toEqual(before.map((item) => item.name));
    expect(after.length).toBeGreaterThan(30);
    const {
      rows: [latest],
    } = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM check_status_latest');
    const {
      rows: [withStatuses],
    } = await db.query<{ count: number }>('SELECT count(DISTINCT check_id)::int AS count FROM check_statuses');
    expect(latest!.count).toBe(withStatuses!.count);

    expect(byName(after, 'idle-pass')).toMatchObject({
      uptime: { passed: 0, failed: 1 },
      latency: { p95: 100, p97: 100, p99: 100, rolling1h: 0 },
    });
    expect(byName(after, 'idle-fail').uptime).toMatchObject({ passed: 0, failed: 1 });
    expect(byName(after, 'never-ran')).toMatchObject({ uptime: { passed: 0, failed: 0 }, latency: { rolling1h: 0 } });
    expect(byName(after, 'never-ran').latency).toEqual({ rolling1h: 0 });
    expect(byName(after, 'zero-duration').latency).toEqual({ rolling1h: 0 });
    expect(byName(after, 'no-durations').latency).toEqual({ rolling1h: 0 });
    expect(byName(after, 'all-failing').uptime).not.toHaveProperty('last_pass');
    expect(byName(after, 'busy')).toMatchObject({
      endpoint: 'http://example.invalid/busy',
      labels: { env: 'edge', check: 'busy' },
      uptime: { passed: expect.any(Number), failed: expect.any(Number) },
    });
  });

  it('applies the POST filters and sort exactly as before', async () => {
    await expectSameAsLegacy(db, { sortBy: '-name' });
    await expectSameAsLegacy(db, { labels: { env: 'edge' } });
    await expectSameAsLegacy(db, { labels: { env: 'nowhere' } });
    await db.query(`UPDATE checks SET deleted_at = now() - interval '1 hour' WHERE id = $1`, [ids['idle-fail']]);
    const live = await expectSameAsLegacy(db);
    expect(live.map((item) => item.name)).not.toContain('idle-fail');
    const withDeleted = await expectSameAsLegacy(db, { deleteFrom: new Date(Date.now() - 2 * 3_600_000) });
    expect(byName(withDeleted, 'idle-fail').deleted_at).toEqual(expect.any(String));
  });

  it('reflects a status recorded by the runner in the next summary', async () => {
    const start = new Date();
    await db.transaction((tx) =>
      recordRun(tx, { id: ids['idle-pass']! }, { start, duration: 321, pass: false, message: 'down' }, undefined),
    );
    const after = await expectSameAsLegacy(db);
    expect(byName(after, 'idle-pass')).toMatchObject({
      status: 'unhealthy',
      last_runtime: start.toISOString(),
      uptime: { passed: 0, failed: 1, last_fail: start.toISOString() },
      latency: { p95: 321, p97: 321, p99: 321, rolling1h: 0 },
    });
    expect(byName(after, 'idle-pass').uptime).not.toHaveProperty('last_pass');

    // A first status for a check that never ran.
    await db.transaction((tx) =>
      recordRun(tx, { id: ids['never-ran']! }, { start, duration: 12, pass: true }, undefined),
    );
    expect(byName(await expectSameAsLegacy(db), 'never-ran')).toMatchObject({
      uptime: { passed: 1, failed: 0, last_pass: start.toISOString() },
      latency: { p95: 12 },
    });
  });

  it('follows statuses that are deleted or changed, and retention', async () => {
    // Deleting the newest status of an idle check falls back to the one before it.
    await db.query(
      `DELETE FROM check_statuses WHERE check_id = $1 AND time = (SELECT max(time) FROM check_statuses WHERE check_id = $1)`,
      [ids['idle-fail']],
    );
    await expectSameAsLegacy(db, { deleteFrom: new Date(Date.now() - 2 * 3_600_000) });
    // An older status inserted later does not replace the newest.
    await db.query(
      `INSERT INTO check_statuses (check_id, time, duration, status) VALUES ($1, now() - interval '30 hours', 9, false)`,
      [ids['zero-duration']],
    );
    expect(byName(await expectSameAsLegacy(db), 'zero-duration').uptime).toMatchObject({ passed: 1, failed: 0 });
    await db.query(`UPDATE check_statuses SET status = false, duration = 77 WHERE check_id = $1`, [
      ids['zero-duration'],
    ]);
    expect(byName(await expectSameAsLegacy(db), 'zero-duration')).toMatchObject({
      uptime: { passed: 0, failed: 1 },
      latency: { p95: 77 },
    });
    // Retention removes every status of a check: the summary shows none, as before.
    // (Retention is at least a day since migration 008: the statuses are made older than the default 30 days.)
    await db.query(`UPDATE check_statuses SET time = time - interval '40 days' WHERE check_id = $1`, [
      ids['zero-duration'],
    ]);
    await runMaintenance(db);
    const after = await expectSameAsLegacy(db);
    expect(byName(after, 'zero-duration')).toMatchObject({ uptime: { passed: 0, failed: 0 } });
    expect(byName(after, 'zero-duration').latency).toEqual({ rolling1h: 0 });
    await db.query(`DELETE FROM check_statuses WHERE check_id = $1`, [ids['busy']]);
    expect(byName(await expectSameAsLegacy(db), 'busy').uptime).toEqual({ passed: 0, failed: 0 });
  });

  it('follows changes to checks and canaries', async () => {
    await db.query(
      `UPDATE canaries SET name = 'summary "edge"', namespace = 'edge-2', labels = '{"env": "edge", "tier": "1"}'
       WHERE name = 'summary-edge'`,
    );
    await db.query(
      `UPDATE checks SET description = 'Line 1\nline "2"', icon = 'http', owner = 'team-a', severity = 'high',
                         silenced_at = now(), spec = '{"endpoint": "tcp://edge:1"}' WHERE id = $1`,
      [ids['busy']],
    );
    const after = await expectSameAsLegacy(db);
    expect(byName(after, 'busy')).toMatchObject({
      canary_name: 'summary "edge"',
      canary_namespace: 'edge-2',
      description: 'Line 1\nline "2"',
      endpoint: 'tcp://edge:1',
      labels: { env: 'edge', tier: '1', check: 'busy' },
      silenced_at: expect.any(String),
    });
    const {
      rows: [canary],
    } = await db.query<{ id: string }>(`SELECT id FROM canaries WHERE namespace = 'edge-2'`);
    await db.query(`INSERT INTO checks (canary_id, type, name) VALUES ($1, 'dns', 'added-later')`, [canary!.id]);
    expect(byName(await expectSameAsLegacy(db), 'added-later')).toMatchObject({
      canary_name: 'summary "edge"',
      uptime: { passed: 0, failed: 0 },
    });
    await db.query(`UPDATE canaries SET name = 'summary-edge', namespace = 'edge' WHERE id = $1`, [canary!.id]);
    await expectSameAsLegacy(db);
  });

  it('serves the same body over HTTP, in the wire shape the console parses', async () => {
    const app = withAuth(createApp({ db }), await sessionHeaders(db));
    const response = await app.request('/api/canary/api/summary');
    expect(response.headers.get('Content-Type')).toMatch(/^application\/json/);
    const body = (await response.json()) as { checks_summary: Array<Record<string, unknown>> };
    expect(checkSummaryResponseSchema.parse(body).checks_summary).toHaveLength(body.checks_summary.length);
    // Seeded per-minute histories leave the hour window as the clock moves; the edge checks' do not.
    const legacy = await legacySummaries(db);
    expect(body.checks_summary.map((item) => item.name)).toEqual(legacy.map((item) => item.name));
    const edge = (items: Array<Record<string, unknown>>) => items.filter((item) => item.canary_name === 'summary-edge');
    expect(edge(body.checks_summary)).toEqual(edge(legacy));
    expect(edge(legacy).length).toBeGreaterThan(4);
    // Keys whose value is null are left out, as the real backend's omitempty does.
    for (const item of body.checks_summary) {
      expect(Object.values(item)).not.toContain(null);
    }
  });
});
