import type { Queryable } from '../db/database';

export const RETENTION_PROPERTY = 'check.status.retention.days';
export const DEFAULT_RETENTION_DAYS = 30;
/** Less than a day of raw history is refused (migration 008 refuses writing it; older values fall back to the default). */
export const MIN_RETENTION_DAYS = 1;

/** `check.status.retention.days` from the `properties` table when it exists and holds at least a day. */
export async function retentionDays(db: Queryable): Promise<number> {
  const {
    rows: [table],
  } = await db.query<{ exists: boolean }>(`SELECT to_regclass('properties') IS NOT NULL AS exists`);
  if (!table?.exists) return DEFAULT_RETENTION_DAYS;
  const { rows } = await db.query<{ value: string }>('SELECT value FROM properties WHERE name = $1', [
    RETENTION_PROPERTY,
  ]);
  const days = Number(rows[0]?.value);
  return Number.isFinite(days) && days >= MIN_RETENTION_DAYS ? days : DEFAULT_RETENTION_DAYS;
}

/**
 * Upserts the hourly (`unit = 'hour'`) or daily rollup for every bucket that
 * may have changed: the last `overlap` buckets before the newest rollup, or
 * everything on the first run. Buckets are UTC so both databases agree.
 */
function rollupSql(table: string, unit: 'hour' | 'day', overlap: string) {
  return `
INSERT INTO ${table} (check_id, created_at, duration, total, passed, failed)
SELECT check_id,
       date_trunc('${unit}', time AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' AS bucket,
       COALESCE(sum(duration), 0)::int,
       count(*)::int,
       count(*) FILTER (WHERE status)::int,
       count(*) FILTER (WHERE status IS NOT TRUE)::int
FROM check_statuses
WHERE time >= COALESCE((SELECT max(created_at) FROM ${table}) - interval '${overlap}', '-infinity'::timestamptz)
GROUP BY 1, 2
ON CONFLICT (check_id, created_at) DO UPDATE
  SET duration = EXCLUDED.duration, total = EXCLUDED.total, passed = EXCLUDED.passed, failed = EXCLUDED.failed
  -- A bucket whose raw statuses retention has started to delete would shrink: keep the full count.
  WHERE EXCLUDED.total >= ${table}.total`;
}

export interface MaintenanceResult {
  hourly: number;
  daily: number;
  deletedStatuses: number;
  retentionDays: number;
}

/**
 * Rollups (check_statuses_1h, check_statuses_1d) and retention: raw statuses
 * older than the retention period are deleted, hourly rollups after 3× and
 * daily rollups after 9× that period (as the real backend does), job history
 * after the retention period.
 */
export async function runMaintenance(db: Queryable): Promise<MaintenanceResult> {
  const hourly = await db.query(rollupSql('check_statuses_1h', 'hour', '3 hours'));
  const daily = await db.query(rollupSql('check_statuses_1d', 'day', '3 days'));
  const days = await retentionDays(db);
  const deleted = await db.query(`DELETE FROM check_statuses WHERE time < now() - $1::float8 * interval '1 day'`, [
    days,
  ]);
  await db.query(`DELETE FROM check_statuses_1h WHERE created_at < now() - $1::float8 * interval '1 day'`, [days * 3]);
  await db.query(`DELETE FROM check_statuses_1d WHERE created_at < now() - $1::float8 * interval '1 day'`, [days * 9]);
  await db.query(`DELETE FROM job_history WHERE created_at < now() - $1::float8 * interval '1 day'`, [days]);
  return {
    hourly: hourly.affectedRows,
    daily: daily.affectedRows,
    deletedStatuses: deleted.affectedRows,
    retentionDays: days,
  };
}
