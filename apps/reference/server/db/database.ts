import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { HttpError } from '../http/errors';
import { lockDataDir } from './lock';
import { PgliteThread } from './pgliteThread';
import { listenPostgres, type Unlisten } from './listen';

/**
 * The connection to PostgreSQL was lost or refused (a terminated backend, a restart, a failover):
 * the request answers 503. A transaction whose connection ended before COMMIT was rolled back by
 * PostgreSQL, so nothing of it was applied; only a loss during COMMIT leaves the outcome unknown.
 */
export class DatabaseUnavailableError extends HttpError {
  constructor(
    readonly applied: 'no' | 'unknown',
    options?: { cause?: unknown },
  ) {
    super(
      'service_unavailable',
      applied === 'no'
        ? 'The connection to the database was lost; nothing was changed. Try again.'
        : 'The connection to the database was lost while saving; check whether the change was saved before trying again.',
      503,
    );
    if (options?.cause !== undefined) this.cause = options.cause;
  }
}

/** SQLSTATEs and driver errors that mean the connection itself is gone, not that the statement failed. */
const CONNECTION_STATES = new Set(['57P01', '57P02', '57P03']);
const CONNECTION_CODES = new Set(['ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND']);
const CONNECTION_MESSAGES = ['Connection terminated', 'is not queryable', 'timeout exceeded when trying to connect'];

export function isConnectionLoss(error: unknown): boolean {
  if (error instanceof DatabaseUnavailableError) return true;
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (
    typeof code === 'string' &&
    (CONNECTION_STATES.has(code) || code.startsWith('08') || CONNECTION_CODES.has(code))
  ) {
    return true;
  }
  return CONNECTION_MESSAGES.some((message) => error.message.includes(message));
}

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
  /**
   * PostgreSQL only: follows a `NOTIFY` channel, so several servers on one database hear each other's revocations.
   * PGlite has one server per database, whose caches are cleared in-process.
   */
  listen?(channel: string, onMessage: (payload: string) => void): Promise<Unlisten>;
}

export interface OpenDatabaseOptions {
  /** A PostgreSQL connection string; when set, a real server is used instead of PGlite. */
  url?: string | undefined;
  /** PGlite data directory; `memory://` keeps it in memory (tests). */
  dataDir?: string;
  /** PGlite in a worker thread. @default true for a data directory (unless MC_PGLITE_THREAD=false), false in memory */
  thread?: boolean;
  /** Where lost PostgreSQL connections are reported. @default console.error */
  log?: (message: string) => void;
  /** In-memory PGlite only: starts from this data directory (pgliteDataDir's), e.g. tests' migrated template. */
  loadDataDir?: Blob;
}

/** The PGlite behind an in-memory database, for pgliteDataDir. */
const inMemory = new WeakMap<Database, PGlite>();

/** An in-memory PGlite database's data directory as a tarball, which `loadDataDir` starts another from. */
export function pgliteDataDir(db: Database): Promise<Blob> {
  const pglite = inMemory.get(db);
  if (!pglite) throw new Error('pgliteDataDir needs an in-memory PGlite database');
  return pglite.dumpDataDir('none');
}

function normaliseParams(params?: readonly unknown[]): unknown[] {
  // Objects and arrays go to jsonb columns as JSON text; both drivers then agree.
  return (params ?? []).map((value) =>
    value !== null && typeof value === 'object' && !(value instanceof Date) && !ArrayBuffer.isView(value)
      ? JSON.stringify(value)
      : value,
  );
}

async function openPglite(dataDir: string, loadDataDir?: Blob): Promise<Database> {
  const memory = dataDir.startsWith('memory://');
  const release = memory ? () => undefined : lockDataDir(dataDir);
  let db: PGlite;
  try {
    db = await PGlite.create(dataDir, loadDataDir && memory ? { loadDataDir } : {});
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
  const database: Database = {
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
  if (memory) inMemory.set(database, db);
  return database;
}

/**
 * PGlite in a worker thread (db/pgliteThread.ts), so a heavy statement never blocks HTTP. One statement or
 * one transaction at a time, in order, as PGlite is one connection.
 */
async function openPgliteThread(dataDir: string): Promise<Database> {
  const release = lockDataDir(dataDir);
  let thread: PgliteThread;
  try {
    thread = await PgliteThread.open(dataDir);
  } catch (error) {
    release();
    throw error;
  }
  let turn: Promise<unknown> = Promise.resolve();
  const exclusive = <T>(run: () => Promise<T>): Promise<T> => {
    const result = turn.then(run);
    turn = result.catch(() => undefined);
    return result;
  };
  const direct: Transaction = {
    query: <T>(sql: string, params?: readonly unknown[]) => thread.query<T>(sql, normaliseParams(params)),
    exec: (sql: string) => thread.exec(sql),
  };
  return {
    kind: 'pglite',
    query: <T>(sql: string, params?: readonly unknown[]) => exclusive(() => direct.query<T>(sql, params)),
    exec: (sql: string) => exclusive(() => direct.exec(sql)),
    transaction<T>(fn: (tx: Transaction) => Promise<T>) {
      return exclusive(async () => {
        await thread.exec('BEGIN');
        try {
          const result = await fn(direct);
          await thread.exec('COMMIT');
          return result;
        } catch (error) {
          await thread.exec('ROLLBACK').catch(() => undefined);
          throw error;
        }
      });
    },
    async close() {
      try {
        await exclusive(() => thread.close());
      } finally {
        release();
      }
    },
  };
}

/** At most one line per this many milliseconds about lost connections (a failover ends ten at once). */
const LOSS_LOG_INTERVAL_MS = 5_000;

async function openPostgres(url: string, log: (message: string) => void): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // Every client has an error listener for its whole life, checked out or idle: the pool removes
  // its own idle listener on checkout, and a connection that ends then (a terminated backend, a
  // restart, a failover) emits 'error' on the client, which without a listener ends the process.
  // Queries in flight reject on their own; the pool discards the broken client on release.
  const broken = new WeakSet<pg.ClientBase>();
  let lastLogged = 0;
  const lost = (error: Error) => {
    const now = Date.now();
    if (now - lastLogged < LOSS_LOG_INTERVAL_MS) return;
    lastLogged = now;
    log(`PostgreSQL connection lost (${error.message}); requests using it answer 503, the server keeps running.`);
  };
  pool.on('connect', (client) => {
    client.on('error', (error) => {
      broken.add(client);
      lost(error);
    });
  });
  pool.on('error', lost);
  // Fail fast with a clear message when the server is not reachable.
  const probe = await pool.connect();
  probe.release();
  const unavailable = (error: unknown, applied: 'no' | 'unknown' = 'no') =>
    isConnectionLoss(error) ? new DatabaseUnavailableError(applied, { cause: error }) : error;
  const wrap = (q: pg.Pool | pg.PoolClient): Transaction => ({
    async query<T>(sql: string, params?: readonly unknown[]) {
      try {
        const result = await q.query(sql, normaliseParams(params));
        return { rows: result.rows as T[], affectedRows: result.rowCount ?? 0 };
      } catch (error) {
        throw unavailable(error);
      }
    },
    async exec(sql: string) {
      // Without parameters pg uses the simple protocol, which accepts many statements.
      try {
        await q.query(sql);
      } catch (error) {
        throw unavailable(error);
      }
    },
  });
  return {
    kind: 'postgres',
    ...wrap(pool),
    async transaction<T>(fn: (tx: Transaction) => Promise<T>) {
      let client: pg.PoolClient;
      try {
        client = await pool.connect();
      } catch (error) {
        throw unavailable(error);
      }
      let failure: unknown;
      let committing = false;
      try {
        await client.query('BEGIN');
        const result = await fn(wrap(client));
        committing = true;
        await client.query('COMMIT');
        return result;
      } catch (error) {
        failure = error;
        const gone = broken.has(client) || isConnectionLoss(error);
        if (!gone) {
          await client.query('ROLLBACK').catch(() => undefined);
          throw error;
        }
        // The connection ended: PostgreSQL rolled the open transaction back, unless COMMIT was already sent.
        if (error instanceof DatabaseUnavailableError && !committing) throw error;
        throw new DatabaseUnavailableError(committing ? 'unknown' : 'no', { cause: error });
      } finally {
        // A client whose connection failed is destroyed, never handed to the next request.
        client.release(broken.has(client) || isConnectionLoss(failure) ? true : undefined);
      }
    },
    listen: (channel, onMessage) => listenPostgres(url, channel, onMessage, log),
    async close() {
      await pool.end();
    },
  };
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.url) return openPostgres(options.url, options.log ?? ((message) => console.error(message)));
  const dataDir = options.dataDir ?? 'memory://';
  // A data directory (the server) runs PGlite in a worker thread unless MC_PGLITE_THREAD=false; in-memory
  // databases (tests) stay on the calling thread.
  const threaded = options.thread ?? (!dataDir.startsWith('memory://') && process.env.MC_PGLITE_THREAD !== 'false');
  return threaded ? openPgliteThread(dataDir) : openPglite(dataDir, options.loadDataDir);
}
