import type { Queryable } from '../db/database';
import type { LogLimits } from './limits';

export interface LogRetentionRun {
  byAge: number;
  bySize: number;
}

/** Deletes lines older than the retention age, then the oldest beyond the line cap. */
export async function applyLogRetention(
  db: Queryable,
  limits: Pick<LogLimits, 'retentionMs' | 'retentionLines'>,
  now = new Date(),
): Promise<LogRetentionRun> {
  const cutoff = new Date(now.getTime() - limits.retentionMs);
  const aged = await db.query<{ n: number }>(
    `WITH gone AS (DELETE FROM logs WHERE "timestamp" < $1 RETURNING 1) SELECT count(*)::int AS n FROM gone`,
    [cutoff],
  );
  // The newest `retentionLines` stay: the line at that rank is the boundary, everything older goes.
  const sized = await db.query<{ n: number }>(
    `WITH boundary AS (
       SELECT "timestamp", id FROM logs ORDER BY "timestamp" DESC, id DESC OFFSET $1 LIMIT 1
     ), gone AS (
       DELETE FROM logs l USING boundary b
       WHERE (l."timestamp", l.id) <= (b."timestamp", b.id) RETURNING 1
     ) SELECT count(*)::int AS n FROM gone`,
    [Math.max(0, limits.retentionLines)],
  );
  // Offsets of files gone for a week are forgotten.
  await db.query(`DELETE FROM log_file_offsets WHERE updated_at < now() - interval '7 days'`);
  return { byAge: Number(aged.rows[0]?.n ?? 0), bySize: Number(sized.rows[0]?.n ?? 0) };
}
