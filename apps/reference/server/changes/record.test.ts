import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../testing/databases';
import { dedupWindowMs, recordChange } from './record';
import { ChangeRetentionPass } from './retention';

/** #20 change upsert/dedup (§1.8) and change retention, on PGlite and (with TEST_DATABASE_URL) PostgreSQL. */
describe.each(testDatabaseKinds)('#20 change records and retention on %s', (kind) => {
  let t: TestDatabase;

  beforeAll(async () => {
    t = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await t.drop();
  });

  const newItem = async (scraperSpec: unknown = {}) => {
    const { rows: scrapers } = await t.db.query<{ id: string }>(
      'INSERT INTO config_scrapers (name, spec) VALUES ($1, $2) RETURNING id',
      [`s-${Math.random().toString(36).slice(2)}`, scraperSpec],
    );
    const { rows } = await t.db.query<{ id: string }>(
      "INSERT INTO config_items (scraper_id, type, name, config_class) VALUES ($1, 'Deployment', 'x', 'Deployment') RETURNING id",
      [scrapers[0]!.id],
    );
    return { scraperId: scrapers[0]!.id, itemId: rows[0]!.id };
  };
  const rowsOf = async (configId: string) =>
    (
      await t.db.query<{ change_type: string; count: number; created_at: Date; first_observed: Date }>(
        'SELECT change_type, count, created_at, first_observed FROM config_changes WHERE config_id = $1 ORDER BY created_at',
        [configId],
      )
    ).rows;
  const record = (
    configId: string,
    change: Partial<Parameters<typeof recordChange>[1]>,
    now: Date,
    windowMs = 3_600_000,
  ) => t.db.transaction((tx) => recordChange(tx, { configId, changeType: 'Pulled', ...change }, { now, windowMs }));

  it('#20 the same (config_id, external_change_id) updates its row: count + 1 only when details or time differ', async () => {
    const { itemId } = await newItem();
    const now = new Date('2026-11-27T08:00:00Z');
    expect((await record(itemId, { externalChangeId: 'e1', details: { a: 1 } }, now)).outcome).toBe('inserted');
    expect((await record(itemId, { externalChangeId: 'e1', details: { a: 1 } }, now)).outcome).toBe('unchanged');
    expect((await record(itemId, { externalChangeId: 'e1', details: { a: 2 } }, now)).outcome).toBe('updated');
    expect(await rowsOf(itemId)).toMatchObject([{ count: 2 }]);
  });

  it('#20 same-fingerprint changes merge within the window only; a re-reported event is not counted again', async () => {
    const { itemId } = await newItem();
    const t0 = new Date('2026-11-27T08:00:00Z');
    const at = (minutes: number) => new Date(t0.getTime() + minutes * 60_000);
    await record(itemId, { details: { image: 'web:1.0' } }, at(0));
    await record(itemId, { details: { image: 'web:1.1' } }, at(30));
    // Outside the hour: a new row.
    await record(itemId, { details: { image: 'web:1.2' } }, at(100));
    // Another event: its own row.
    await record(itemId, { details: { reason: 'BackOff' } }, at(101));
    const rows = await rowsOf(itemId);
    expect(rows.map((row) => [row.change_type, row.count])).toEqual([
      ['Pulled', 2],
      ['Pulled', 1],
      ['Pulled', 1],
    ]);
    expect(new Date(rows[0]!.first_observed).toISOString()).toBe(at(0).toISOString());
    expect(new Date(rows[0]!.created_at).toISOString()).toBe(at(30).toISOString());
    // An event the source reports again with its own time (already counted) leaves the count alone.
    const again = await record(itemId, { details: { image: 'web:1.0' }, createdAt: at(10) }, at(120));
    expect(again.outcome).toBe('unchanged');
    expect((await rowsOf(itemId))[0]!.count).toBe(2);
  });

  it('#20 the dedup window is MC_CHANGES_DEDUP_WINDOW, default 1h', () => {
    expect(dedupWindowMs({})).toBe(3_600_000);
    expect(dedupWindowMs({ MC_CHANGES_DEDUP_WINDOW: '15m' })).toBe(900_000);
    expect(dedupWindowMs({ MC_CHANGES_DEDUP_WINDOW: '0' })).toBe(0);
  });

  it('#20 retention.changes removes what it should and nothing else, and writes job history', async () => {
    const kept = await newItem({
      retention: {
        changes: [
          { name: 'diff', age: '7d' },
          { name: 'Pulled', count: 2 },
        ],
      },
      file: [{ paths: ['/nowhere/*.yaml'], type: 'Deployment' }],
    });
    const other = await newItem({ file: [{ paths: ['/nowhere/*.yaml'], type: 'Deployment' }] });
    const now = Date.now();
    const daysAgo = (days: number) => new Date(now - days * 86_400_000);
    const insert = (configId: string, changeType: string, createdAt: Date) =>
      t.db.transaction((tx) =>
        recordChange(tx, { configId, changeType, createdAt, dedup: false }, { now: new Date(now) }),
      );
    for (const id of [kept.itemId, other.itemId]) {
      await insert(id, 'diff', daysAgo(10));
      await insert(id, 'diff', daysAgo(1));
      for (const days of [4, 3, 2, 1]) await insert(id, 'Pulled', daysAgo(days));
      await insert(id, 'Scaled', daysAgo(30));
    }
    const pass = new ChangeRetentionPass(t.db, { intervalMs: 60_000, leaseHolder: 'test' });
    const run = await pass.runNow();
    expect(run.deleted).toBe(3);
    const remaining = async (id: string) =>
      (
        await t.db.query<{ change_type: string; days: number }>(
          `SELECT change_type, round(extract(epoch FROM ($2::timestamptz - created_at)) / 86400)::int AS days
           FROM config_changes WHERE config_id = $1 ORDER BY change_type, created_at`,
          [id, new Date(now)],
        )
      ).rows.map((row) => `${row.change_type}:${row.days}d`);
    // The old diff and the two oldest Pulled are gone; the untyped rule's Scaled and the other scraper stay.
    expect(await remaining(kept.itemId)).toEqual(['Pulled:2d', 'Pulled:1d', 'Scaled:30d', 'diff:1d']);
    expect(await remaining(other.itemId)).toEqual([
      'Pulled:4d',
      'Pulled:3d',
      'Pulled:2d',
      'Pulled:1d',
      'Scaled:30d',
      'diff:10d',
      'diff:1d',
    ]);
    const { rows: jobs } = await t.db.query<{
      status: string;
      success_count: number;
      details: Record<string, unknown>;
    }>(
      "SELECT status, success_count, details FROM job_history WHERE name = 'ConfigChangeRetention' ORDER BY time_start DESC",
    );
    expect(jobs[0]).toMatchObject({ status: 'SUCCESS', details: { deleted: 3 } });
    // On the tick: claimed once per interval through job_leases (a second server's pass gets nothing).
    const second = new ChangeRetentionPass(t.db, { intervalMs: 60_000, leaseHolder: 'other' });
    await pass.tick(new AbortController().signal);
    await second.tick(new AbortController().signal);
    const { rows: count } = await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM job_history WHERE name = 'ConfigChangeRetention'",
    );
    expect(count[0]!.n).toBe(2);
  });
});
