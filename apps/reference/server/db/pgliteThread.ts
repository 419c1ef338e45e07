import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

/**
 * PGlite off the HTTP thread: the embedded database runs in a worker thread and this side only posts
 * statements and receives rows, so a slow query costs its own request and never stops the server
 * (`/api/health`, other requests, timers). The worker's code is a string written here (no second build
 * entry): it imports PGlite from the path this module resolves, and answers one message per statement.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const errorOf = (error) => {
  const copy = { message: error && error.message ? String(error.message) : String(error) };
  for (const key of Object.keys(error || {})) {
    const value = error[key];
    if (value === undefined || typeof value === 'function' || (typeof value === 'object' && value !== null)) continue;
    copy[key] = value;
  }
  return copy;
};
(async () => {
  const { PGlite } = await import(workerData.pglite);
  let db;
  try {
    db = await PGlite.create(workerData.dataDir);
  } catch (error) {
    parentPort.postMessage({ id: 0, error: errorOf(error) });
    return;
  }
  parentPort.postMessage({ id: 0 });
  parentPort.on('message', async ({ id, op, sql, params }) => {
    try {
      if (op === 'query') {
        const result = await db.query(sql, params);
        parentPort.postMessage({ id, rows: result.rows, affectedRows: result.affectedRows || 0 });
      } else if (op === 'exec') {
        await db.exec(sql);
        parentPort.postMessage({ id });
      } else if (op === 'close') {
        await db.close();
        parentPort.postMessage({ id });
      }
    } catch (error) {
      parentPort.postMessage({ id, error: errorOf(error) });
    }
  });
})();
`;

interface Reply {
  id: number;
  rows?: unknown[];
  affectedRows?: number;
  error?: Record<string, unknown> & { message: string };
}

/** A PGlite database in a worker thread: one statement at a time, in the order they are sent. */
export class PgliteThread {
  private readonly worker: Worker;
  private readonly pending = new Map<number, { resolve: (reply: Reply) => void; reject: (error: Error) => void }>();
  private nextId = 1;
  private failure: Error | undefined;

  private constructor(dataDir: string) {
    const pglite = pathToFileURL(createRequire(import.meta.url).resolve('@electric-sql/pglite')).href;
    this.worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { dataDir, pglite } });
    this.worker.on('message', (reply: Reply) => {
      const waiting = this.pending.get(reply.id);
      if (!waiting) return;
      this.pending.delete(reply.id);
      waiting.resolve(reply);
    });
    const stopped = (error: Error) => {
      this.failure = error;
      for (const waiting of this.pending.values()) waiting.reject(error);
      this.pending.clear();
    };
    this.worker.on('error', (error) => stopped(new Error(`the embedded database stopped: ${error.message}`)));
    this.worker.on('exit', (code) => stopped(new Error(`the embedded database stopped (worker exit ${code})`)));
  }

  /** Starts the worker and opens the data directory in it. */
  static async open(dataDir: string): Promise<PgliteThread> {
    const thread = new PgliteThread(dataDir);
    const ready = await new Promise<Reply>((resolve, reject) => thread.pending.set(0, { resolve, reject }));
    if (ready.error) {
      await thread.worker.terminate();
      throw thread.toError(ready.error);
    }
    return thread;
  }

  private toError(data: Record<string, unknown> & { message: string }): Error {
    // The driver error's fields (code, detail, constraint, ...) survive, so callers read them as before.
    return Object.assign(new Error(data.message), data);
  }

  private async send(message: { op: 'query' | 'exec' | 'close'; sql?: string; params?: unknown[] }): Promise<Reply> {
    if (this.failure) throw this.failure;
    const id = this.nextId++;
    const reply = await new Promise<Reply>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ id, ...message });
    });
    if (reply.error) throw this.toError(reply.error);
    return reply;
  }

  async query<T>(sql: string, params: unknown[]): Promise<{ rows: T[]; affectedRows: number }> {
    const reply = await this.send({ op: 'query', sql, params });
    return { rows: (reply.rows ?? []) as T[], affectedRows: reply.affectedRows ?? 0 };
  }

  async exec(sql: string): Promise<void> {
    await this.send({ op: 'exec', sql });
  }

  async close(): Promise<void> {
    try {
      if (!this.failure) await this.send({ op: 'close' });
    } finally {
      await this.worker.terminate();
    }
  }
}
