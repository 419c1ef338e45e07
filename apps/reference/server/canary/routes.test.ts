import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkSummaryResponseSchema } from '@mission-control/api';
import { createApp } from '../app';
import type { Database } from '../db/database';
import { bucketSeconds, empiricalQuantile, parseTimeParam } from '../canary/graph';
import { runMaintenance } from '../runner/maintenance';
import { reconcileCanary } from '../runner/reconcile';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../testing/databases';
import { parseSummaryFilters } from '../canary/summary';
import { sessionHeaders, withAuth } from '../testing/auth';

const NOW = new Date('2026-03-10T12:00:00.000Z');
const HOUR = 3_600_000;

describe('graph parameters', () => {
  it.each([
    ['now', NOW.toISOString()],
    ['now-7d', '2026-03-03T12:00:00.000Z'],
    ['now-1h+30m', '2026-03-10T11:30:00.000Z'],
    ['now-1M', '2026-02-10T12:00:00.000Z'],
    ['1h', '2026-03-10T11:00:00.000Z'],
    ['7d', '2026-03-03T12:00:00.000Z'],
    ['0s', NOW.toISOString()],
    ['2026-03-01T00:00:00Z', '2026-03-01T00:00:00.000Z'],
    ['2026-03-01T01:00:00+01:00', '2026-03-01T00:00:00.000Z'],
  ])('%s', (value, expected) => {
    expect(parseTimeParam('start', value, NOW).toISOString()).toBe(expected);
  });

  it.each(['', 'yesterday', 'now-', 'now-5', 'now-5q', '2026-13-01', '2026-03-01', '-1h', 'now-1h;drop'])(
    '%j is a clear error',
    (value) => {
      expect(() => parseTimeParam('start', value, NOW)).toThrow(/^start: /);
    },
  );

  it.each([
    [HOUR, 60],
    [2 * HOUR, 60],
    [2 * HOUR + 1, 900],
    [24 * HOUR, 900],
    [24 * HOUR + 1, 3600],
    [7 * 24 * HOUR, 3600],
    [7 * 24 * HOUR + 1, 14400],
    [90 * 24 * HOUR, 14400],
  ])('a %d ms range has %d s buckets', (range, width) => {
    expect(bucketSeconds(range)).toBe(width);
  });

  it.each([
    [[], 0.99, undefined],
    [[5], 0.95, 5],
    [[1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 0.95, 10],
    [[1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 0.5, 5],
  ])('quantile of %j at %d is %s', (values, p, expected) => {
    expect(empiricalQuantile(values, p)).toBe(expected);
  });
});

describe('summary POST filters', () => {
  it('reads keys case-insensitively, as Go does', () => {
    expect(
      parseSummaryFilters({ SortBy: '-name', LABELS: { env: 'prod' }, deletefrom: '2026-01-01T00:00:00Z' }),
    ).toEqual({
      sortBy: '-name',
      labels: { env: 'prod' },
      deleteFrom: new Date('2026-01-01T00:00:00Z'),
    });
  });

  it.each([
    [{ sortBy: 'status' }, 'sortBy must be "name" or "-name"'],
    [{ labels: ['env'] }, 'labels must be an object of string values'],
    [{ labels: { env: 1 } }, 'labels must be an object of string values'],
    [{ deleteFrom: 'yesterday' }, 'deleteFrom must be an RFC 3339 time'],
    [[1], 'request body must be a JSON object'],
  ])('%j is refused', (body, message) => {
    expect(() => parseSummaryFilters(body)).toThrow(message);
  });
});

describe.each(testDatabaseKinds)('/canary routes on %s', (kind) => {
  let testDb: TestDatabase;
  let db: Database;
  let app: ReturnType<typeof createApp>;
  let checkId: string;
  // Whole hours, more than an hour ago, and within the retention period (maintenance runs below).
  const end = new Date(Math.floor(Date.now() / HOUR) * HOUR - HOUR);

  beforeAll(async () => {
    testDb = await createTestDatabase(kind);
    db = testDb.db;
    app = withAuth(createApp({ db }), await sessionHeaders(db));
    const canaries: Array<[string, Record<string, string>, unknown]> = [
      ['graph', { env: 'prod', team: 'a' }, { schedule: '@daily', exec: [{ name: 'zeta', script: 'true' }] }],
      ['other', { env: 'dev', team: 'a' }, { schedule: '@daily', exec: [{ name: 'alpha', script: 'true' }] }],
    ];
    for (const [name, labels, spec] of canaries) {
      const { rows } = await db.query<{ id: string }>(
        'INSERT INTO canaries (name, labels, spec) VALUES ($1, $2, $3) RETURNING id',
        [name, labels, spec],
      );
      await reconcileCanary(db, rows[0]!.id);
    }
    checkId = (await db.query<{ id: string }>(`SELECT id FROM checks WHERE name = 'zeta'`)).rows[0]!.id;
    // One status per 10 minutes for 29 days; every 7th fails; durations cycle 10..70 ms.
    await db.query(
      `INSERT INTO check_statuses (check_id, time, duration, status)
       SELECT $1, $2::timestamptz - n * interval '10 minutes', 10 + (n % 7) * 10, n % 7 <> 3
       FROM generate_series(0, 29 * 144 - 1) AS n`,
      [checkId, end],
    );
  });

  afterAll(async () => {
    await testDb.drop();
  });

  const graph = async (query: string) => {
    const response = await app.request(`/api/canary/api/graph?${query}`);
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  type Bucket = { time: string; status?: boolean; duration: number; passed: number; failed: number };

  it.each([
    ['1h', HOUR, 60],
    ['1d', 24 * HOUR, 900],
    ['7d', 7 * 24 * HOUR, 3600],
    ['30d', 30 * 24 * HOUR, 14400],
  ])('buckets a %s range by the documented width', async (_label, range, width) => {
    const start = new Date(end.getTime() - range).toISOString();
    const { status, body } = await graph(`check=${checkId}&start=${start}&end=${end.toISOString()}`);
    expect(status).toBe(200);
    const buckets = body.status as Bucket[];
    const times = buckets.map((bucket) => Date.parse(bucket.time));
    expect(times.every((time) => time % (width * 1000) === 0)).toBe(true);
    // Statuses are 10 minutes apart: buckets narrower than that hold one status each.
    const gaps = times.slice(1).map((time, i) => time - times[i]!);
    expect(Math.min(...gaps)).toBe(Math.max(width, 600) * 1000);
    const rows = await db.query<{ passed: number; failed: number }>(
      `SELECT count(*) FILTER (WHERE status)::int AS passed, count(*) FILTER (WHERE NOT status)::int AS failed
       FROM check_statuses WHERE check_id = $1 AND time >= $2 AND time <= $3`,
      [checkId, start, end],
    );
    expect(body.uptime).toEqual(rows.rows[0]);
    expect(buckets.reduce((sum, bucket) => sum + bucket.passed + bucket.failed, 0)).toBe(
      rows.rows[0]!.passed + rows.rows[0]!.failed,
    );
    // Failing buckets carry no status key (Go omitempty), passing ones status: true.
    for (const bucket of buckets) {
      if (bucket.failed) expect(bucket).not.toHaveProperty('status');
      else expect(bucket.status).toBe(true);
    }
    expect(body.latency).toMatchObject({ rolling1h: 0 });
    expect((body.latency as { p99: number }).p99).toBeGreaterThanOrEqual((body.latency as { p95: number }).p95);
  });

  it('reads the hourly rollup for long ranges and gives the same counts', async () => {
    const start = new Date(end.getTime() - 30 * 24 * HOUR).toISOString();
    const before = await graph(`check=${checkId}&start=${start}&end=${end.toISOString()}`);
    await runMaintenance(db);
    const after = await graph(`check=${checkId}&start=${start}&end=${end.toISOString()}`);
    expect(after.body.uptime).toEqual(before.body.uptime);
    expect((after.body.status as Bucket[]).length).toBe((before.body.status as Bucket[]).length);
  });

  it('accepts since/until, date math and durations ago', async () => {
    const recent = await graph(`check=${checkId}&since=now-1h&until=now`);
    expect(recent.status).toBe(200);
    // The history ends over an hour ago, so the last hour is empty: status is null, counts are zero.
    expect(recent.body).toMatchObject({ status: null, uptime: { passed: 0, failed: 0 }, latency: { rolling1h: 0 } });
    expect((await graph(`check=${checkId}&start=7d`)).status).toBe(200);
  });

  it.each([
    ['', 'check is required'],
    ['check=nope', 'check "nope" is not a valid id'],
    ['check=11111111-1111-1111-1111-111111111111&start=tomorrow', 'start: "tomorrow" is not a time'],
    ['check=11111111-1111-1111-1111-111111111111&start=now&end=now-1h', 'start must be before end'],
  ])('GET /graph?%s is a 400', async (query, message) => {
    const { status, body } = await graph(query);
    expect(status).toBe(400);
    expect(body.error).toContain(message);
  });

  it('filters and sorts the summary on POST, and ignores GET parameters', async () => {
    const post = async (body: unknown) => {
      const response = await app.request('/api/canary/api/summary', {
        method: 'POST',
        body: JSON.stringify(body),
        headers: { 'Content-Type': 'application/json' },
      });
      return checkSummaryResponseSchema.parse(await response.json()).checks_summary.map((check) => check.name);
    };
    expect(await post({ sortBy: 'name' })).toEqual(['alpha', 'zeta']);
    expect(await post({ sortBy: '-name' })).toEqual(['zeta', 'alpha']);
    expect(await post({ labels: { env: 'prod' } })).toEqual(['zeta']);
    expect(await post({ labels: { team: 'a' } })).toEqual(['alpha', 'zeta']);
    expect(await post({ labels: { env: 'none' } })).toEqual([]);

    await db.query(`UPDATE checks SET deleted_at = now() - interval '1 hour' WHERE name = 'alpha'`);
    expect(await post({})).toEqual(['zeta']);
    const since = new Date(Date.now() - 2 * HOUR).toISOString();
    expect(await post({ deleteFrom: since })).toEqual(['alpha', 'zeta']);
    const get = await app.request('/api/canary/api/summary?labels=env%3Ddev');
    expect(checkSummaryResponseSchema.parse(await get.json()).checks_summary.map((c) => c.name)).toEqual(['zeta']);

    const bad = await app.request('/api/canary/api/summary', {
      method: 'POST',
      body: '{"sortBy":',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ error: 'request body must be JSON', code: 'bad_request' });
  });

  it('reports the runner version at /canary/about', async () => {
    const body = (await (await app.request('/api/canary/about')).json()) as { Timestamp: string; Version: string };
    expect(Object.keys(body).sort()).toEqual(['Timestamp', 'Version']);
    expect(Math.abs(Date.parse(body.Timestamp) - Date.now())).toBeLessThan(60_000);
    expect(body.Version).toMatch(/^\d+\.\d+\.\d+/);
  });
});
