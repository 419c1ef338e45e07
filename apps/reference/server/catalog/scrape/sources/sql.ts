import pg from 'pg';
import type { Database, Queryable } from '../../../db/database';
import { findConnection, urlWithCredentials } from '../../../connections/resolve';
import { isConnectionReference, mayReadConnection } from '../../../connections/references';
import { guardedPgStream } from '../../../runner/executors/database';
import type { SourceConfig } from '../spec';
import type { RawDocument, SourceContext } from '../types';

/**
 * The `sql` scraper: `query` on a connection, each row one document (so `id`, `name`, `type` are paths such as
 * `$.id`). `connection` is a `connection://namespace/name` reference or a connection id (a postgres connection),
 * a postgres:// URL, or {@link SELF_DATABASE}: this server's own database, read in a read-only transaction.
 */
export const SELF_DATABASE = 'mission-control://self';

const isSelf = (config: SourceConfig) => config.connection === SELF_DATABASE;

/** Problems a save refuses (besides who may write it, see writeHook.ts). */
export function sqlSourceProblem(config: SourceConfig): string | undefined {
  if (typeof config.query !== 'string' || !config.query.trim()) return 'a sql scraper needs a query';
  const connection = config.connection;
  if (typeof connection !== 'string' || !connection.trim()) {
    return `a sql scraper needs a connection (connection://namespace/name, a postgres:// URL, or ${SELF_DATABASE})`;
  }
  const driver = typeof config.driver === 'string' ? config.driver.trim().toLowerCase() : '';
  if (driver && driver !== 'postgres' && driver !== 'postgresql') {
    return `sql driver "${config.driver}" cannot run on this server; only postgres`;
  }
  if (!isSelf(config) && !isConnectionReference(connection) && !/^postgres(ql)?:\/\//.test(connection)) {
    return `connection must be connection://namespace/name, a connection id, a postgres:// URL or ${SELF_DATABASE}`;
  }
  return undefined;
}

export const readsOwnDatabase = isSelf;

/** The query as a subquery, so a row limit applies and only one statement runs. */
function bounded(query: string, limit: number): string {
  const trimmed = query.trim().replace(/;+\s*$/, '');
  return `SELECT * FROM (${trimmed}\n) AS scraped LIMIT ${Math.max(1, Math.floor(limit)) + 1}`;
}

const rowsOf = (rows: Record<string, unknown>[], context: SourceContext): RawDocument[] => {
  if (rows.length > context.maxDocuments) {
    throw new Error(`the query returned more than the limit of ${context.maxDocuments} rows`);
  }
  // Dates and numbers as JSON sees them, so a path finds what the stored config shows.
  return rows.map((row, index) => ({
    data: JSON.parse(JSON.stringify(row)) as unknown,
    origin: `row ${index + 1}`,
    format: 'row',
  }));
};

/** The scraper's author (created_by) as the authorisation rules see them, for the run-time connection rule. */
export async function authorMayRead(db: Queryable, authorId: string | null, connectionId: string): Promise<boolean> {
  if (!authorId) return false;
  const { rows } = await db.query<{ id: string; name: string; email: string | null; roles: string[] | null }>(
    `SELECT p.id, p.name, p.email,
            ARRAY(SELECT DISTINCT r.v1::text FROM casbin_rule r WHERE r.ptype = 'g' AND r.v0 = p.id::text) AS roles
     FROM people p WHERE p.id = $1 AND p.deleted_at IS NULL`,
    [authorId],
  );
  const person = rows[0];
  if (!person) return false;
  return mayReadConnection(
    db,
    { id: person.id, name: person.name, email: person.email ?? '', roles: person.roles ?? [], via: 'session' },
    connectionId,
  );
}

export async function sqlSource(
  config: SourceConfig,
  db: Database,
  author: string | null,
  context: SourceContext,
): Promise<RawDocument[]> {
  const problem = sqlSourceProblem(config);
  if (problem) throw new Error(problem);
  const query = String(config.query);
  if (isSelf(config)) {
    // Read only: a scraper never changes the server's data, whatever its query says.
    const rows = await db.transaction(async (tx) => {
      await tx.query('SET TRANSACTION READ ONLY');
      if (db.kind === 'postgres')
        await tx.query(`SET LOCAL statement_timeout = ${Math.max(1, Math.floor(context.timeoutMs))}`);
      return (await tx.query<Record<string, unknown>>(bounded(query, context.maxDocuments))).rows;
    });
    return rowsOf(rows, context);
  }
  let url = String(config.connection);
  if (isConnectionReference(url)) {
    const connection = await findConnection(db, url);
    // The S4 rule at run time: whoever wrote the scraper must still be allowed to read the connection.
    if (!(await authorMayRead(db, author, connection.id))) {
      throw new Error(`${url} may not be used: the scraper's author may not read its secrets`);
    }
    url = urlWithCredentials(connection);
  }
  const client = new pg.Client({
    connectionString: url,
    connectionTimeoutMillis: context.timeoutMs,
    statement_timeout: context.timeoutMs,
    query_timeout: context.timeoutMs,
    stream: guardedPgStream,
  });
  client.on('error', () => undefined);
  const onAbort = () => void client.end().catch(() => undefined);
  context.signal.addEventListener('abort', onAbort, { once: true });
  try {
    await client.connect();
    await client.query('BEGIN READ ONLY');
    const result = await client.query<Record<string, unknown>>(bounded(query, context.maxDocuments));
    await client.query('ROLLBACK');
    return rowsOf(result.rows, context);
  } finally {
    context.signal.removeEventListener('abort', onAbort);
    await client.end().catch(() => undefined);
  }
}
