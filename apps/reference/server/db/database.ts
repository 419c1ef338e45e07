import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { lockDataDir } from './lock';

export interface QueryResult<T> {
  rows: T[];
  /** Rows changed by INSERT / UPDATE / DELETE. */
  affectedRows: number;
}

/** What every piece of server code talks to: one SQL dialect (PostgreSQL), bound parameters only. */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<QueryResult<T>>;
}

export interface Transaction extends Queryable {
  /** Runs several statements at once; for migrations only (no parameters). */
  exec(sql: string): Promise<void>;
}

export interface Database extends Transaction {
  readonly kind: 'pglite' | 'postgres';
  transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** A PostgreSQL connection string; when set, a real server is used instead of PGlite. */
  url?: string | undefined;
  /** PGlite data directory; `memory://` keeps it in memory (tests). */
  dataDir?: string;
}

function normaliseParams(params?: readonly unknown[]): unknown[] {
  // Objects and arrays go to jsonb columns as JSON text; both drivers then agree.
  return (params ?? []).map((value) =>
    value !== null && typeof value === 'object' && !(value instanceof Date) && !ArrayBuffer.isView(value)
      ? JSON.stringify(value)
      : value,
  );
}

async function openPglite(dataDir: string): Promise<Database> {
  const release = dataDir.startsWith('memory://') ? () => undefined : lockDataDir(dataDir);
  let db: PGlite;
  try {
    db = await PGlite.create(dataDir);
  } catch (error) {
    release();
    throw error;
  }
  const wrap = (q: Pick<PGlite, 'query' | 'exec'>): Transaction => ({
    async query<T>(sql: string, params?: readonly unknown[]) {
      const result = await q.query<T>(sql, normaliseParams(params));
      return { rows: result.rows, affectedRows: result.affectedRows ?? 0 };
    },
    async exec(sql: string) {
      await q.exec(sql);
    },
  });
  // PGlite runs one statement at a time; queue transactions so they never interleave.
  let queue: Promise<unknown> = Promise.resolve();
  const top = wrap(db);
  // PGlite runs statements on this thread, and its own queue starts the next one in the same
  // microtask run: 200 waiting requests would hold the event loop for seconds, until timers saw
  // their sockets idle past the keep-alive timeout and reset them with requests unread. One
  // statement at a time with a turn of the event loop between keeps sockets read and timers honest.
  let statements: Promise<unknown> = Promise.resolve();
  const inTurn = <T>(run: () => Promise<T>): Promise<T> => {
    const result = statements.then(() => new Promise<void>((resolve) => setImmediate(resolve))).then(run);
    statements = result.catch(() => undefined);
    return result;
  };
  return {
    kind: 'pglite',
    query: <T>(sql: string, params?: readonly unknown[]) => inTurn(() => top.query<T>(sql, params)),
    exec: (sql: string) => inTurn(() => top.exec(sql)),
    transaction<T>(fn: (tx: Transaction) => Promise<T>) {
      const run = queue.then(() => db.transaction((tx) => fn(wrap(tx))));
      queue = run.catch(() => undefined);
      return run as Promise<T>;
    },
    async close() {
      try {
        await db.close();
      } finally {
        release();
      }
    },
  };
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle (or closing) client whose connection ends (server restart, database dropped) is
  // discarded by the pool; without a listener its error would crash the process. Queries
  // in flight still reject on their own.
  pool.on('error', () => undefined);
  // Fail fast with a clear message when the server is not reachable.
  const probe = await pool.connect();
  probe.release();
  const wrap = (q: pg.Pool | pg.PoolClient): Transaction => ({
    async query<T>(sql: string, params?: readonly unknown[]) {
      const result = await q.query(sql, normaliseParams(params));
      return { rows: result.rows as T[], affectedRows: result.rowCount ?? 0 };
    },
    async exec(sql: string) {
      // Without parameters pg uses the simple protocol, which accepts many statements.
      await q.query(sql);
    },
  });
  return {
    kind: 'postgres',
    ...wrap(pool),
    async transaction<T>(fn: (tx: Transaction) => Promise<T>) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    async close() {
      await pool.end();
    },
  };
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.url) return openPostgres(options.url);
  return openPglite(options.dataDir ?? 'memory://');
}
