import pg from 'pg';
import { allows, decideByRole } from '../../auth/decide';
import type { Queryable } from '../../db/database';
import { guardedPgStream } from '../../runner/executors/database';
import type { ActionContext, ActionOutcome } from '../actions';

/**
 * The `sql` action (upstream's `sql: {connection, query, driver}`): `query` on a PostgreSQL database, the rows kept
 * as the action's result `{rows, count}`. `connection` is a `connection://namespace/name` reference or an id (the
 * executor has already replaced it by the connection's URL, once the connection rules held: see
 * connections/resolve.ts), a `postgres://` URL (`url` is the other spelling), or `mission-control://self`: this
 * server's own database, read-only, and only in a playbook an administrator wrote.
 *
 * Limits, each with a default: `maxRows` rows kept (1,000, at most 10,000; a query returning more is cut there and
 * says so), the action's `timeout` as the statement timeout (a minute), and 1 MiB of rows as JSON.
 */
export const SELF_DATABASE = 'mission-control://self';
export const DEFAULT_MAX_ROWS = 1000;
export const MAX_ROWS = 10_000;
const MAX_RESULT_BYTES = 1024 * 1024;

const READ_STATEMENT = /^\s*(select|with|values|table)\b/i;

/** A read as a subquery, so only the rows kept (plus one, to know there were more) leave the database. */
function bounded(query: string, limit: number): string {
  const trimmed = query.trim().replace(/;+\s*$/, '');
  if (!READ_STATEMENT.test(trimmed)) return trimmed;
  return `SELECT * FROM (${trimmed}\n) AS action_rows LIMIT ${limit + 1}`;
}

function rowLimit(value: unknown): number | string {
  if (value == null || value === '') return DEFAULT_MAX_ROWS;
  const limit = Number(value);
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_ROWS) {
    return `sql.maxRows must be a whole number from 1 to ${MAX_ROWS}`;
  }
  return limit;
}

/** Rows as JSON sees them (dates as text, bigints as text), cut at the row and byte limits. */
function resultOf(rows: Record<string, unknown>[], limit: number, duration: number) {
  let kept = rows.slice(0, limit);
  let truncated = rows.length > limit;
  const plain = JSON.parse(
    JSON.stringify(kept, (_key, value: unknown) => (typeof value === 'bigint' ? String(value) : value)),
  ) as Record<string, unknown>[];
  kept = plain;
  while (kept.length && JSON.stringify(kept).length > MAX_RESULT_BYTES) {
    kept = kept.slice(0, Math.floor(kept.length / 2));
    truncated = true;
  }
  return {
    rows: kept,
    count: kept.length,
    ...(truncated ? { truncated: `more rows than the ${kept.length} kept (maxRows ${limit}, 1 MiB of JSON)` } : {}),
    duration,
  };
}

/** Whether the run's playbook was written (created_by) by an administrator: the rule for reading this server's database. */
async function writtenByAdmin(db: Queryable, runId: string | undefined): Promise<boolean> {
  if (!runId) return false;
  const { rows } = await db.query<{ roles: string[] | null }>(
    `SELECT ARRAY(SELECT DISTINCT r.v1::text FROM casbin_rule r WHERE r.ptype = 'g' AND r.v0 = p.created_by::text) AS roles
     FROM playbook_runs run JOIN playbooks p ON p.id = run.playbook_id
     JOIN people person ON person.id = p.created_by AND person.deleted_at IS NULL
     WHERE run.id = $1`,
    [runId],
  );
  return !!rows[0] && allows(decideByRole({ roles: rows[0].roles ?? [] }, { action: 'administer' }));
}

export async function runSql(spec: unknown, timeoutMs: number, context: ActionContext): Promise<ActionOutcome> {
  const sql = (spec && typeof spec === 'object' ? spec : {}) as Record<string, unknown>;
  const query = typeof sql.query === 'string' ? sql.query : '';
  if (!query.trim()) return { status: 'failed', error: 'sql.query is required' };
  const driver = typeof sql.driver === 'string' ? sql.driver.trim().toLowerCase() : '';
  if (driver && driver !== 'postgres' && driver !== 'postgresql' && driver !== 'pgx') {
    return {
      status: 'failed',
      error: `sql actions with driver "${sql.driver}" need a ${sql.driver} client; not available on this server (driver postgres only)`,
    };
  }
  const limit = rowLimit(sql.maxRows);
  if (typeof limit === 'string') return { status: 'failed', error: limit };
  const target = [sql.url, sql.connection].find((value): value is string => typeof value === 'string' && !!value);
  if (!target) {
    return {
      status: 'failed',
      error: `sql.connection is required: connection://namespace/name, a postgres:// URL or ${SELF_DATABASE}`,
    };
  }
  const started = performance.now();
  if (target === SELF_DATABASE) return runOnSelf(query, limit, timeoutMs, context, started);
  if (!/^postgres(ql)?:\/\//.test(target)) {
    return {
      status: 'failed',
      error: `sql.connection must be connection://namespace/name, a connection id, a postgres:// URL or ${SELF_DATABASE}`,
    };
  }
  const client = new pg.Client({
    connectionString: target,
    connectionTimeoutMillis: timeoutMs,
    statement_timeout: timeoutMs,
    query_timeout: timeoutMs,
    // The destination policy (net/destinations.ts) applies to the database's address, as for checks.
    stream: guardedPgStream,
  });
  // A server that drops the connection makes the client emit 'error'; unheard, that would end this process.
  client.on('error', () => undefined);
  const onAbort = () => void client.end().catch(() => undefined);
  context.signal.addEventListener('abort', onAbort, { once: true });
  try {
    await client.connect();
    const result = await client.query<Record<string, unknown>>(bounded(query, limit));
    const rows = Array.isArray(result.rows) ? result.rows : [];
    const outcome = resultOf(rows, limit, Math.round(performance.now() - started));
    // Statements without rows (UPDATE, DELETE) report what they did.
    return {
      status: 'completed',
      result: { ...outcome, ...(result.command ? { command: result.command } : {}), rowCount: result.rowCount },
    };
  } catch (error) {
    const reason = context.signal.aborted ? 'cancelled' : (error as Error).message;
    return { status: 'failed', error: `sql: ${reason}` };
  } finally {
    context.signal.removeEventListener('abort', onAbort);
    await client.end().catch(() => undefined);
  }
}

async function runOnSelf(
  query: string,
  limit: number,
  timeoutMs: number,
  context: ActionContext,
  started: number,
): Promise<ActionOutcome> {
  const db = context.db;
  if (!db) return { status: 'failed', error: `${SELF_DATABASE} is only available to playbook runs` };
  if (!(await writtenByAdmin(db, context.runId))) {
    return {
      status: 'failed',
      error: `${SELF_DATABASE} reads this server's own database: only a playbook written by an administrator may use it`,
    };
  }
  try {
    // Read only, whatever the query says: a playbook never changes the server's own data this way.
    const rows = await db.transaction(async (tx) => {
      await tx.query('SET TRANSACTION READ ONLY');
      if (db.kind === 'postgres') await tx.query(`SET LOCAL statement_timeout = ${Math.max(1, Math.floor(timeoutMs))}`);
      return (await tx.query<Record<string, unknown>>(bounded(query, limit))).rows;
    });
    return { status: 'completed', result: resultOf(rows, limit, Math.round(performance.now() - started)) };
  } catch (error) {
    return { status: 'failed', error: `sql: ${(error as Error).message}` };
  }
}
