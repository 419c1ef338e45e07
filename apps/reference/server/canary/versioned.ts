import type { Database, Queryable } from '../db/database';
import { shareInFlight } from '../db/inFlight';
import { coalesceSummary } from './summary';

/**
 * The health summary, computed once per change of the data it reads (checks, statuses, canaries: migration 031
 * advances `summary_data_version` on every write to them) instead of once per request. Its rolling window (the
 * last hour of statuses) also moves without any write, so a cached summary is used for at most
 * `MC_SUMMARY_MAX_AGE_MS` (default 15 s) even when nothing was written.
 */
const DEFAULT_MAX_AGE_MS = 15_000;
/** Filter sets kept per database (each holds one summary body). */
const MAX_KEYS = 8;
/** Graphs kept per database (one check and range each, a few kB). */
const MAX_GRAPH_KEYS = 64;

export function summaryMaxAgeMs(env: NodeJS.ProcessEnv = process.env): number {
  const configured = Number.parseInt(env.MC_SUMMARY_MAX_AGE_MS ?? '', 10);
  return Number.isFinite(configured) && configured >= 0 ? configured : DEFAULT_MAX_AGE_MS;
}

/** The current data version: one read of a sequence, the same on every server sharing the database. */
export async function summaryDataVersion(db: Queryable): Promise<string> {
  const { rows } = await db.query<{ version: string }>(
    "SELECT last_value::text || CASE WHEN is_called THEN '' ELSE '-' END AS version FROM summary_data_version",
  );
  return rows[0]?.version ?? '';
}

interface Cached<T> {
  version: string;
  /** When the computation that produced it started (Date.now()). */
  at: number;
  body: T;
}

const shareVersion = shareInFlight<Database, string>({ kept: 0 });

type Caches = WeakMap<Database, Map<string, Cached<unknown>>>;
const summaries: Caches = new WeakMap();
const graphs: Caches = new WeakMap();

/**
 * The summary for `key` at the database's current version: the cached body while the version is unchanged and it
 * is younger than the max age, else one computation shared by every concurrent caller (coalesceSummary).
 */
export function versionedSummary<T>(
  db: Database,
  key: string,
  compute: () => Promise<T>,
  arrivedAt?: number,
  maxAgeMs = summaryMaxAgeMs(),
): Promise<T> {
  return versioned(summaries, MAX_KEYS, db, key, compute, arrivedAt, maxAgeMs);
}

/**
 * A check's graph, the same way: polling dashboards would otherwise compute it back to back (each computation
 * shared only by the requests that arrive while it runs), holding the database for every other request. It reads
 * the same statuses, so the same data version and max age tell when it must be computed again.
 */
export function versionedGraph<T>(
  db: Database,
  key: string,
  compute: () => Promise<T>,
  arrivedAt?: number,
  maxAgeMs = summaryMaxAgeMs(),
): Promise<T> {
  return versioned(graphs, MAX_GRAPH_KEYS, db, `graph ${key}`, compute, arrivedAt, maxAgeMs);
}

async function versioned<T>(
  caches: Caches,
  maxKeys: number,
  db: Database,
  key: string,
  compute: () => Promise<T>,
  arrivedAt: number | undefined,
  maxAgeMs: number,
): Promise<T> {
  // Read before computing: a write that lands during the computation advances the version past this one, so the
  // next request computes again rather than keeping a summary that missed it. Requests that arrive while a read is
  // under way share it (as they share a computation): on PGlite every statement queues on one thread, and 200
  // polling clients would otherwise queue 200 reads of one number.
  const version = await shareVersion(db, 'version', () => summaryDataVersion(db));
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  const hit = cache.get(key);
  const now = Date.now();
  if (hit && hit.version === version && now - hit.at < maxAgeMs) return hit.body as T;
  const body = await coalesceSummary(db, `${version} ${key}`, compute, arrivedAt);
  const current = cache.get(key);
  // Concurrent callers may finish in any order: keep the newest computation.
  if (!current || current.at <= now) {
    cache.delete(key);
    cache.set(key, { version, at: now, body });
    if (cache.size > maxKeys) cache.delete(cache.keys().next().value!);
  }
  return body;
}
