import type { Queryable } from '../db/database';
import { logLimits } from './limits';

/** Where a line came from: the server's own engines, or a tailed file of a logging backend. */
export type LogSource = 'check' | 'playbook' | 'scraper' | 'notification' | 'file';

export interface LogEntry {
  source: LogSource;
  timestamp: Date;
  message: string;
  /** Flat string labels (numbers and booleans are written as text, so `key=value` matches them). */
  labels: Record<string, string>;
  backendId?: string | null;
}

/** Rows per INSERT: 5 parameters each, well under PostgreSQL's 65,535. */
const BATCH = 500;

/** A line as stored: cut to the line limit (and marked), labels as strings without empty keys. */
export function normaliseEntry(entry: LogEntry, maxLineLength = logLimits().maxLineLength): LogEntry {
  const message =
    entry.message.length > maxLineLength ? `${entry.message.slice(0, maxLineLength)} …[truncated]` : entry.message;
  const labels: Record<string, string> = {};
  for (const [key, value] of Object.entries(entry.labels)) {
    if (!key || value === undefined || value === null) continue;
    labels[key.slice(0, 100)] = (typeof value === 'string' ? value : JSON.stringify(value)).slice(0, 1000);
  }
  const time =
    entry.timestamp instanceof Date && !Number.isNaN(entry.timestamp.getTime()) ? entry.timestamp : new Date();
  // NUL cannot be stored in PostgreSQL text.
  return { ...entry, message: message.replaceAll('\u0000', ''), labels, timestamp: time };
}

/** Writes lines in batches; every value is a bound parameter. */
export async function insertLogs(db: Queryable, entries: readonly LogEntry[]): Promise<number> {
  for (let start = 0; start < entries.length; start += BATCH) {
    const batch = entries.slice(start, start + BATCH).map((entry) => normaliseEntry(entry));
    const params: unknown[] = [];
    const values = batch.map((entry) => {
      params.push(entry.backendId ?? null, entry.source, entry.timestamp, entry.message, JSON.stringify(entry.labels));
      const n = params.length;
      return `($${n - 4}::uuid, $${n - 3}, $${n - 2}, $${n - 1}, $${n}::jsonb)`;
    });
    await db.query(
      `INSERT INTO logs (backend_id, source, "timestamp", message, labels) VALUES ${values.join(', ')}`,
      params,
    );
  }
  return entries.length;
}

interface Sink {
  pending: LogEntry[];
  dropped: number;
  timer: NodeJS.Timeout | undefined;
  writing: Promise<void>;
}

const SINKS = new WeakMap<Queryable, Sink>();

function sinkOf(db: Queryable): Sink {
  let sink = SINKS.get(db);
  if (!sink) {
    sink = { pending: [], dropped: 0, timer: undefined, writing: Promise.resolve() };
    SINKS.set(db, sink);
  }
  return sink;
}

/**
 * The server's own logs: the engines' one-line hooks call this and go on at once. Lines wait in memory (at most
 * `bufferLines`; beyond it the oldest are dropped and counted) and are written in one batch shortly after, so a
 * check run or a send never waits for the log store, and a failing write never fails the engine.
 */
export function emitLog(db: Queryable, entry: Omit<LogEntry, 'timestamp'> & { timestamp?: Date }): void {
  const sink = sinkOf(db);
  sink.pending.push({ ...entry, timestamp: entry.timestamp ?? new Date() });
  const overflow = sink.pending.length - logLimits().bufferLines;
  if (overflow > 0) {
    sink.pending.splice(0, overflow);
    sink.dropped += overflow;
  }
  if (!sink.timer) {
    sink.timer = setTimeout(() => void flushLogs(db), 200);
    sink.timer.unref?.();
  }
}

/** Writes what the hooks emitted (tests await it; the tail pass calls it too). Never throws. */
export function flushLogs(db: Queryable): Promise<void> {
  const sink = sinkOf(db);
  if (sink.timer) clearTimeout(sink.timer);
  sink.timer = undefined;
  const batch = sink.pending.splice(0);
  sink.writing = sink.writing.then(async () => {
    if (!batch.length) return;
    try {
      await insertLogs(db, batch);
    } catch (error) {
      sink.dropped += batch.length;
      // A database closed under the buffer (a stop, a test's end) is not worth a report.
      if (/closed|after calling end|terminat/i.test(errorText(error))) return;
      console.error(`Logs: ${batch.length} line(s) of the server's own logs could not be stored:`, errorText(error));
    }
  });
  return sink.writing;
}

/** Lines the buffer dropped (full, or the database refused them). */
export function droppedLogs(db: Queryable): number {
  return SINKS.get(db)?.dropped ?? 0;
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
