import { hostname } from 'node:os';
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/database';

/**
 * Claiming work through the database, so that several servers on one PostgreSQL (or the one PGlite server)
 * run each due job once. Two forms:
 * - a due ROW (a check, a scraper) is claimed by moving its `next_runtime` forward to the end of a lease,
 *   compare-and-set on the value the scheduler saw: of two servers that saw the same due row, one update
 *   matches and the other finds the row changed. The run then writes the real next time; a server that
 *   dies mid-run leaves the lease, and the row is due again when it expires.
 * - a named JOB (retention, rollups) holds a row in `job_leases` until it expires.
 */

/** This process, as a lease holder: the host name plus a per-process id (two servers may share a host). */
export const LEASE_HOLDER = `${hostname()}/${process.pid}/${randomUUID().slice(0, 8)}`;

/** Tables whose rows are scheduled by `next_runtime` (a fixed list: the name is never caller input). */
export type ScheduledTable = 'checks' | 'config_scrapers' | 'topologies';

const SCHEDULED_TABLES: ReadonlySet<ScheduledTable> = new Set(['checks', 'config_scrapers', 'topologies']);

/** Shortest and longest lease on a due row: long enough to cover a run, short enough to take over soon. */
export const MIN_ROW_LEASE_MS = 5_000;
export const MAX_ROW_LEASE_MS = 15 * 60_000;

/**
 * The lease on a due row that runs every `intervalMs`: one interval, so a server that dies mid-run has its
 * rows run again by another within two intervals, and a run longer than its interval is started again on
 * schedule (each interval's run is claimed once). Kept between 5 s and 15 min.
 */
export function rowLeaseMs(intervalMs: number): number {
  return Math.min(MAX_ROW_LEASE_MS, Math.max(MIN_ROW_LEASE_MS, intervalMs));
}

/**
 * Claims a due row: true when this server won it. `seen` is the row's `next_runtime::text` as the scheduler
 * read it (null when it had none): text, because a JavaScript Date drops PostgreSQL's microseconds.
 */
export async function claimDueRow(
  db: Queryable,
  table: ScheduledTable,
  id: string,
  seen: string | null,
  leaseMs: number,
): Promise<boolean> {
  if (!SCHEDULED_TABLES.has(table)) throw new Error(`not a scheduled table: ${table}`);
  const { rows } = await db.query<{ id: string }>(
    `UPDATE ${table} SET next_runtime = now() + ($3::double precision * interval '1 millisecond')
     WHERE id = $1 AND next_runtime::text IS NOT DISTINCT FROM $2::text
       AND (next_runtime IS NULL OR next_runtime <= now())
     RETURNING id`,
    [id, seen, Math.max(0, Math.round(leaseMs))],
  );
  return rows.length === 1;
}

/** Gives a claimed row back (its run was interrupted by a stop): due again now, for any server. */
export async function releaseDueRow(db: Queryable, table: ScheduledTable, id: string): Promise<void> {
  if (!SCHEDULED_TABLES.has(table)) throw new Error(`not a scheduled table: ${table}`);
  await db.query(`UPDATE ${table} SET next_runtime = LEAST(next_runtime, now()) WHERE id = $1`, [id]);
}

/**
 * Takes the named job's lease for `ttlMs` when nobody holds it (or it expired, or this process holds it):
 * true when this server may run the job now. The lease is kept for the whole TTL, so a job claimed every
 * interval with a TTL a little under it runs once per interval across all servers.
 */
export async function claimLease(db: Queryable, name: string, ttlMs: number, holder = LEASE_HOLDER): Promise<boolean> {
  const { rows } = await db.query<{ name: string }>(
    `INSERT INTO job_leases (name, holder, acquired_at, expires_at)
     VALUES ($1, $2, now(), now() + ($3::double precision * interval '1 millisecond'))
     ON CONFLICT (name) DO UPDATE SET holder = EXCLUDED.holder, acquired_at = EXCLUDED.acquired_at,
                                      expires_at = EXCLUDED.expires_at
       WHERE job_leases.expires_at <= now() OR job_leases.holder = EXCLUDED.holder
     RETURNING name`,
    [name, holder, Math.max(1, Math.round(ttlMs))],
  );
  return rows.length === 1;
}

/** Gives a lease back early (a clean stop), so another server need not wait for it to expire. */
export async function releaseLease(db: Queryable, name: string, holder = LEASE_HOLDER): Promise<void> {
  await db.query('DELETE FROM job_leases WHERE name = $1 AND holder = $2', [name, holder]);
}
