import type { Database, Queryable } from '../db/database';
import { PostgrestError } from './errors';

/**
 * The planner's estimate of a statement, read before the statement runs: a cost ceiling as PostgREST
 * deployments have with pg_plan_filter. `EXPLAIN` without ANALYZE only plans, so it costs what the
 * planning of the real statement costs, and it works alike on PGlite and PostgreSQL.
 */
export async function estimatedCost(q: Queryable, sql: string, params: readonly unknown[] = []): Promise<number> {
  const { rows } = await q.query<Record<string, unknown>>(`EXPLAIN (FORMAT JSON) ${sql}`, params);
  const cell = rows[0] ? Object.values(rows[0])[0] : undefined;
  // The drivers return the json column parsed; a text form is parsed here so both shapes read alike.
  const plans = (typeof cell === 'string' ? JSON.parse(cell) : cell) as Array<{ Plan?: { 'Total Cost'?: unknown } }>;
  const cost = plans?.[0]?.Plan?.['Total Cost'];
  if (typeof cost !== 'number' || !Number.isFinite(cost)) {
    throw new Error('EXPLAIN gave no Total Cost for the statement');
  }
  return cost;
}

/** SQLSTATE pg_plan_filter raises for a plan above its limit (program_limit_exceeded). */
export const COST_LIMIT_CODE = '54000';

/** A 400 naming the estimate and the limit, before any row is read. */
export function costTooHigh(cost: number, limit: number): PostgrestError {
  const n = (value: number) => Math.round(value).toLocaleString('en');
  return new PostgrestError(
    400,
    COST_LIMIT_CODE,
    `This query is estimated to cost ${n(cost)}, above the limit of ${n(limit)} (MC_DB_MAX_COST); narrow it with filters or a smaller select.`,
    `The planner's total cost estimate is ${n(cost)}; requests above ${n(limit)} are refused before they run.`,
    'Add filters, embed fewer resources or select fewer rows (limit).',
  );
}

/** Refuses a statement whose estimated cost is above `limit`. */
export async function checkCost(
  q: Queryable,
  sql: string,
  params: readonly unknown[] | undefined,
  limit: number,
): Promise<void> {
  const cost = await estimatedCost(q, sql, params);
  if (cost > limit) throw costTooHigh(cost, limit);
}

const analysed = new WeakSet<Database>();

/**
 * PGlite has no autovacuum, and PostgreSQL's waits a minute or more, so a table nobody analysed has no statistics
 * and the planner guesses its rows (the demo fan-out estimates 0.18 M instead of 1.4 M). Once per database per
 * process, the tables never analysed (reltuples -1) are analysed before the first estimate; on PostgreSQL
 * autovacuum keeps them fresh afterwards, on PGlite they keep what they had (README: run ANALYZE after a bulk load).
 */
export async function ensureStatistics(db: Database): Promise<void> {
  if (analysed.has(db)) return;
  analysed.add(db);
  const { rows } = await db.query<{ name: string }>(
    `SELECT quote_ident(n.nspname) || '.' || quote_ident(c.relname) AS name
       FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE c.relkind IN ('r', 'm') AND c.reltuples < 0
        AND n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg_toast%'`,
  );
  // Names come from pg_class, quoted by quote_ident; ANALYZE takes no parameters.
  if (rows.length) await db.exec(`ANALYZE ${rows.map((row) => row.name).join(', ')}`);
}
