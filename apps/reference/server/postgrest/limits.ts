import type { Database, Queryable } from '../db/database';
import { checkCost, ensureStatistics } from './cost';
import { PostgrestError } from './errors';
import { LIMITS, type SelectItem } from './parse';

function envInt(name: string, fallback: number, min: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) {
    throw new Error(`${name} must be a whole number of at least ${min}, got "${raw}"`);
  }
  return value;
}

/** /api/db limits; each has a default and an environment variable. Read when first used. */
export interface DbLimits {
  /** MC_DB_MAX_ROWS: rows in one response (PostgREST db-max-rows). @default 2000 */
  maxRows: number;
  /** MC_DB_STATEMENT_TIMEOUT_MS: each request's SQL is cancelled after this long (PostgreSQL). @default 10000 */
  statementTimeoutMs: number;
  /** MC_DB_MAX_RESPONSE_BYTES: a larger JSON answer is refused. @default 16 MiB */
  maxResponseBytes: number;
  /**
   * MC_DB_MAX_COST: a read whose planner estimate (EXPLAIN's Total Cost) is above this is refused before it
   * runs, on both databases; 0 turns the check off. @default 1000000
   */
  maxCost: number;
  /** Embedded resources in one select. @default 20 */
  maxEmbeds: number;
  /** Nesting of a JSON body (objects and arrays). @default 64 */
  maxJsonDepth: number;
}

/**
 * Five times the costliest read the console makes (the catalog's label options at 100,000 items: 0.18 M on
 * PGlite, 0.08 M on PostgreSQL; a catalog page costs 3,200), below the nested fan-out over the demo data (1.4 M).
 */
const DEFAULT_MAX_COST = 1_000_000;

let cached: DbLimits | undefined;

export function dbLimits(): DbLimits {
  cached ??= {
    maxRows: envInt('MC_DB_MAX_ROWS', LIMITS.maxRows, 1),
    statementTimeoutMs: envInt('MC_DB_STATEMENT_TIMEOUT_MS', 10_000, 100),
    maxResponseBytes: envInt('MC_DB_MAX_RESPONSE_BYTES', 16 * 1024 * 1024, 1024),
    maxCost: envInt('MC_DB_MAX_COST', DEFAULT_MAX_COST, 0),
    maxEmbeds: 20,
    maxJsonDepth: 64,
  };
  return cached;
}

/** Tests change the environment and read the limits again. */
export function resetDbLimits(): void {
  cached = undefined;
}

/** Depth of nested arrays/objects, walked without recursion; stops as soon as `max` is passed. */
export function jsonDepth(value: unknown, max: number): number {
  let deepest = 0;
  const stack: Array<[unknown, number]> = [[value, 1]];
  while (stack.length) {
    const [item, depth] = stack.pop()!;
    if (item === null || typeof item !== 'object') continue;
    deepest = Math.max(deepest, depth);
    if (deepest > max) return deepest;
    for (const child of Array.isArray(item) ? item : Object.values(item)) {
      if (child !== null && typeof child === 'object') stack.push([child, depth + 1]);
    }
  }
  return deepest;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** A request body as JSON: valid UTF-8, valid JSON, not nested deeper than the limit; else a specific 400. */
export function decodeJsonBody(bytes: ArrayBuffer | Uint8Array): unknown {
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    throw new PostgrestError(400, 'PGRST102', 'Empty or invalid json', 'The request body is not valid UTF-8');
  }
  let value: unknown;
  try {
    value = JSON.parse(text) as unknown;
  } catch (error) {
    const detail = error instanceof RangeError ? 'JSON nested too deeply' : (error as Error).message;
    throw new PostgrestError(400, 'PGRST102', 'Empty or invalid json', detail);
  }
  const max = dbLimits().maxJsonDepth;
  if (jsonDepth(value, max) > max) {
    throw new PostgrestError(400, 'PGRST102', 'Empty or invalid json', `JSON nested deeper than ${max} levels`);
  }
  return value;
}

/** Embedded resources in a select list, at every level. */
export function countEmbeds(select: readonly SelectItem[]): number {
  let count = 0;
  const stack = [...select];
  while (stack.length) {
    const item = stack.pop()!;
    if (item.kind !== 'embed') continue;
    count += 1;
    stack.push(...item.select);
  }
  return count;
}

/** A select naming more embedded resources than the cap is refused before any SQL runs. */
export function checkEmbedCount(select: readonly SelectItem[]): void {
  const max = dbLimits().maxEmbeds;
  const embeds = countEmbeds(select);
  if (embeds > max) {
    throw new PostgrestError(400, 'PGRST100', `Too many embedded resources: ${embeds}, at most ${max}`);
  }
}

/** An answer above MC_DB_MAX_RESPONSE_BYTES is refused with a hint to page. */
export function checkResponseSize(body: string): void {
  const max = dbLimits().maxResponseBytes;
  // UTF-16 length is a lower bound of the UTF-8 size; exact enough to cap, cheap to compute.
  if (body.length > max) {
    throw new PostgrestError(
      400,
      'PGRST128',
      `Response too large (more than ${max} bytes)`,
      null,
      'Select fewer columns or page with limit and offset',
    );
  }
}

/** Sets the per-request timeout inside a transaction of PostgreSQL; on PGlite the row and embed caps bound the work. */
export async function applyStatementTimeout(db: Database, tx: Queryable): Promise<void> {
  if (db.kind !== 'postgres') return;
  // SET takes no parameters; the value is a validated integer.
  await tx.query(`SET LOCAL statement_timeout = ${Math.floor(dbLimits().statementTimeoutMs)}`);
}

/**
 * Runs the reads of `fn` with the read limits in force: each statement is first planned (EXPLAIN) and refused
 * when its estimated cost is above MC_DB_MAX_COST, so a runaway select never starts; the statement timeout
 * (its own transaction on PostgreSQL) stays as the backstop for what the estimate misses.
 */
export async function withStatementTimeout<T>(db: Database, fn: (q: Queryable) => Promise<T>): Promise<T> {
  const { maxCost } = dbLimits();
  if (maxCost > 0) await ensureStatistics(db);
  const guarded = (q: Queryable): Queryable =>
    maxCost > 0
      ? {
          query: async (sql, params) => {
            await checkCost(q, sql, params, maxCost);
            return q.query(sql, params);
          },
        }
      : q;
  if (db.kind !== 'postgres') return fn(guarded(db));
  return db.transaction(async (tx) => {
    await applyStatementTimeout(db, tx);
    return fn(guarded(tx));
  });
}
