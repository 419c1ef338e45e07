import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { hashRaw } from '@node-rs/argon2';
import type { Queryable } from '../db/database';
import { shareInFlight } from '../db/inFlight';
import { RateLimitStore } from '../identity/ratelimit';

/**
 * Access tokens in the reference backend's v1 format (reference §2.3):
 * `<password>.<salt>.<timeCost>.<memoryCost>.<parallelism>`. The database keeps
 * only base64url(Argon2id(password, salt, t, m, p, 20 bytes)), which is also the
 * lookup key: verifying recomputes the hash from the token's own parameters
 * and compares it with the stored one. The token's salt (random, 96 bits) is its
 * id: `lookup` = SHA-256(salt) finds the row first, so a token whose id does not
 * exist is refused without any hash (S15).
 */
export const TOKEN_ARGON2 = { timeCost: 1, memoryCost: 65536, parallelism: 4, outputLen: 20 } as const;

export type TokenExpiry = '30d' | '90d' | '180d' | '365d' | 'never';
export const TOKEN_EXPIRIES: Readonly<Record<TokenExpiry, number | null>> = {
  '30d': 30,
  '90d': 90,
  '180d': 180,
  '365d': 365,
  never: null,
};
export const DEFAULT_TOKEN_EXPIRY: TokenExpiry = '90d';

export interface TokenScopeEntry {
  object: string;
  action: string;
}

/** A verified token: whose it is and what it may do. */
export interface VerifiedToken {
  id: string;
  ownerId: string;
  scope: TokenScopeEntry[];
  expiresAt: Date | null;
}

export class TokenError extends Error {}

/** Verification refused for now (too many failures from the address, or too many hashes queued): retry later. */
export class TokenRetryLaterError extends Error {
  constructor(
    readonly status: 429 | 503,
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
  }
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** A cached verification is re-read from the database (cheaply, by id) this often, so a token deleted on another instance stops working within it. */
const REVALIDATE_MS = 30_000;
/** last_used_at is written at most this often per token. */
const LAST_USED_GRANULARITY_MS = 60_000;
const MAX_TOKEN_LENGTH = 512;

const expiryDate = (expiry: TokenExpiry, from = Date.now()) => {
  const days = TOKEN_EXPIRIES[expiry];
  return days === null ? null : new Date(from + days * DAY_MS);
};

export function isTokenExpiry(value: unknown): value is TokenExpiry {
  return typeof value === 'string' && Object.hasOwn(TOKEN_EXPIRIES, value);
}

async function tokenHash(password: string, salt: string, t: number, m: number, p: number): Promise<string> {
  // The library's default algorithm is Argon2id (its const enum cannot be imported under verbatimModuleSyntax).
  const raw = await hashRaw(password, {
    timeCost: t,
    memoryCost: m,
    parallelism: p,
    outputLen: TOKEN_ARGON2.outputLen,
    salt: Buffer.from(salt, 'utf8'),
  });
  return raw.toString('base64url');
}

const PART = /^[A-Za-z0-9_-]{8,64}$/;

/** Splits and bounds-checks a token, so a hostile one never reaches Argon2 with absurd costs. */
function parseToken(token: string): { password: string; salt: string; t: number; m: number; p: number } {
  if (token.length > MAX_TOKEN_LENGTH) throw new TokenError('invalid access token');
  const parts = token.split('.');
  if (parts.length !== 5) throw new TokenError('invalid access token');
  const [password, salt, ...costs] = parts as [string, string, string, string, string];
  const [t, m, p] = costs.map((n) => (/^\d{1,7}$/.test(n) ? Number(n) : NaN)) as [number, number, number];
  if (!PART.test(password) || !PART.test(salt)) throw new TokenError('invalid access token');
  // Only the parameters this server issues: anything else is not one of ours.
  if (t !== TOKEN_ARGON2.timeCost || m !== TOKEN_ARGON2.memoryCost || p !== TOKEN_ARGON2.parallelism) {
    throw new TokenError('invalid access token');
  }
  return { password, salt, t, m, p };
}

export interface CreateAccessTokenInput {
  personId: string;
  name: string;
  expiry: TokenExpiry;
  autoRenew: boolean;
  scope: TokenScopeEntry[];
}

export async function createAccessToken(
  db: Queryable,
  input: CreateAccessTokenInput,
): Promise<{ id: string; token: string; expiresAt: Date | null }> {
  const password = randomBytes(12).toString('base64url');
  const salt = randomBytes(12).toString('base64url');
  const { timeCost: t, memoryCost: m, parallelism: p } = TOKEN_ARGON2;
  const value = await tokenHash(password, salt, t, m, p);
  const expiresAt = expiryDate(input.expiry);
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO access_tokens (name, person_id, value, auto_renew, created_by, expires_at, scope, expiry, lookup)
     VALUES ($1, $2, $3, $4, $2, $5, $6, $7, $8) RETURNING id`,
    [
      input.name,
      input.personId,
      value,
      input.autoRenew,
      expiresAt,
      JSON.stringify(input.scope.map(({ object, action }) => ({ object, action }))),
      input.expiry,
      saltLookup(salt),
    ],
  );
  return { id: rows[0]!.id, token: `${password}.${salt}.${t}.${m}.${p}`, expiresAt };
}

interface CacheEntry {
  token: VerifiedToken;
  autoRenew: boolean;
  expiry: TokenExpiry;
  checkedAt: number;
  lastUsedWritten: number;
}

/** Per database (tests open many), keyed by SHA-256 of the token: the plain token is never kept. */
const caches = new WeakMap<object, Map<string, CacheEntry>>();
const cacheOf = (db: Queryable) => {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  return cache;
};

const digest = (token: string) => createHash('sha256').update(token).digest('base64url');
/** A token's id in the database: SHA-256 of its salt. */
const saltLookup = (salt: string) => digest(`salt:${salt}`);

interface TokenRow {
  id: string;
  person_id: string;
  scope: TokenScopeEntry[] | string;
  expires_at: Date | string | null;
  auto_renew: boolean;
  expiry: string;
}

const toEntry = (row: TokenRow, now: number): CacheEntry => ({
  token: {
    id: row.id,
    ownerId: row.person_id,
    scope: typeof row.scope === 'string' ? (JSON.parse(row.scope) as TokenScopeEntry[]) : row.scope,
    expiresAt: row.expires_at ? new Date(row.expires_at) : null,
  },
  autoRenew: row.auto_renew,
  expiry: isTokenExpiry(row.expiry) ? row.expiry : DEFAULT_TOKEN_EXPIRY,
  checkedAt: now,
  lastUsedWritten: 0,
});

const TOKEN_COLUMNS = 'id, person_id, scope, expires_at, auto_renew, expiry';

/**
 * At most this many token hashes at once (64 MiB of memory each): a burst waits its turn instead
 * of claiming gigabytes. At most TOKEN_HASH_QUEUE_LIMIT wait; past that the request gets 503 with
 * Retry-After rather than a place in a backlog minutes long.
 */
const HASHES_AT_ONCE = 2;
export const TOKEN_HASH_QUEUE_LIMIT = 16;
let hashesRunning = 0;
const hashQueue: Array<() => void> = [];

async function limitedTokenHash(password: string, salt: string, t: number, m: number, p: number): Promise<string> {
  if (hashesRunning >= HASHES_AT_ONCE) {
    if (hashQueue.length >= TOKEN_HASH_QUEUE_LIMIT) {
      throw new TokenRetryLaterError(503, 'Too many access tokens are being verified at once; retry shortly', 1);
    }
    await new Promise<void>((resolve) => hashQueue.push(resolve));
  } else hashesRunning += 1;
  try {
    return await tokenHash(password, salt, t, m, p);
  } finally {
    // Hand the slot straight to the next waiter, or give it back.
    const next = hashQueue.shift();
    if (next) next();
    else hashesRunning -= 1;
  }
}

/** Lookups under way, by digest: concurrent first uses of one token share one Argon2id hash (64 MiB each). */
const sharedLookup = shareInFlight<Queryable, CacheEntry>({ kept: 0 });

const UNKNOWN = 'access token is unknown or has been deleted';

function sameValue(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * Whether tokens made before `lookup` existed remain (they can be found only by their hash). Once
 * none do, none can appear again: every new token has its lookup. Re-read at most once a minute.
 */
const LEGACY_RECHECK_MS = 60_000;
const legacy = new WeakMap<object, { remain: boolean; at: number }>();
async function legacyTokensRemain(db: Queryable, now: number): Promise<boolean> {
  const known = legacy.get(db);
  if (known && (!known.remain || now - known.at < LEGACY_RECHECK_MS)) return known.remain;
  const { rows } = await db.query<{ remain: boolean }>(
    'SELECT EXISTS (SELECT 1 FROM access_tokens WHERE lookup IS NULL) AS remain',
  );
  const remain = Boolean(rows[0]?.remain);
  legacy.set(db, { remain, at: now });
  return remain;
}

/** The row of a token not in the cache: by its id, then one hash to check its secret. */
async function lookUp(db: Queryable, token: ReturnType<typeof parseToken>, now: number): Promise<TokenRow> {
  const { password, salt, t, m, p } = token;
  const lookup = saltLookup(salt);
  const { rows } = await db.query<TokenRow & { value: string }>(
    `SELECT ${TOKEN_COLUMNS}, value FROM access_tokens WHERE lookup = $1`,
    [lookup],
  );
  if (rows[0]) {
    if (!sameValue(await limitedTokenHash(password, salt, t, m, p), rows[0].value)) throw new TokenError(UNKNOWN);
    return rows[0];
  }
  // No such id: refused without a hash, unless tokens from before the lookup column remain.
  if (!(await legacyTokensRemain(db, now))) throw new TokenError(UNKNOWN);
  const value = await limitedTokenHash(password, salt, t, m, p);
  const { rows: old } = await db.query<TokenRow>(
    `SELECT ${TOKEN_COLUMNS} FROM access_tokens WHERE value = $1 AND lookup IS NULL`,
    [value],
  );
  if (!old[0]) throw new TokenError(UNKNOWN);
  await db.query('UPDATE access_tokens SET lookup = $2 WHERE id = $1', [old[0].id, lookup]);
  return old[0];
}

export interface VerifyOptions {
  /**
   * Runs before a token not in the cache is looked up (and maybe hashed); throw to refuse, e.g.
   * a {@link TokenRetryLaterError} when the caller's address has failed too often.
   */
  beforeLookup?: () => Promise<void> | void;
}

/**
 * The token's record, or a TokenError with the reason (malformed, unknown or
 * deleted, expired). Argon2 runs only on the first use in this process, and
 * never for a token whose id does not exist.
 */
export async function verifyAccessToken(
  db: Queryable,
  token: string,
  options: VerifyOptions = {},
): Promise<VerifiedToken> {
  const cache = cacheOf(db);
  const key = digest(token);
  const now = Date.now();
  let entry = cache.get(key);
  if (entry && now - entry.checkedAt > REVALIDATE_MS) {
    const stale = entry;
    entry = await sharedLookup(db, key, async () => {
      const { rows } = await db.query<TokenRow>(`SELECT ${TOKEN_COLUMNS} FROM access_tokens WHERE id = $1`, [
        stale.token.id,
      ]);
      if (!rows[0]) {
        cache.delete(key);
        throw new TokenError('access token has been deleted');
      }
      const fresh = { ...toEntry(rows[0], now), lastUsedWritten: stale.lastUsedWritten };
      cache.set(key, fresh);
      return fresh;
    });
  }
  if (!entry) {
    const parsed = parseToken(token);
    await options.beforeLookup?.();
    entry = await sharedLookup(db, key, async () => {
      const found = toEntry(await lookUp(db, parsed, now), now);
      cache.set(key, found);
      return found;
    });
  }
  const expiresAt = entry.token.expiresAt;
  if (expiresAt && expiresAt.getTime() <= now) {
    cache.delete(key);
    throw new TokenError('access token has expired');
  }
  await touch(db, entry, now);
  return entry.token;
}

/** last_used_at, and for auto-renew tokens a fresh expiry once half the period has passed. */
async function touch(db: Queryable, entry: CacheEntry, now: number) {
  const days = TOKEN_EXPIRIES[entry.expiry];
  const expiresAt = entry.token.expiresAt;
  const renew = entry.autoRenew && days !== null && expiresAt && expiresAt.getTime() - now < (days * DAY_MS) / 2;
  if (!renew && now - entry.lastUsedWritten < LAST_USED_GRANULARITY_MS) return;
  entry.lastUsedWritten = now;
  if (renew) {
    entry.token = { ...entry.token, expiresAt: expiryDate(entry.expiry, now) };
    await db.query('UPDATE access_tokens SET last_used_at = now(), expires_at = $2 WHERE id = $1', [
      entry.token.id,
      entry.token.expiresAt,
    ]);
  } else {
    await db.query('UPDATE access_tokens SET last_used_at = now() WHERE id = $1', [entry.token.id]);
  }
}

/** Failed token verifications one client address may make per window before it must wait. */
export const TOKEN_FAILURE_LIMIT = { points: 20, duration: 60 } as const;

/**
 * Counts failed verifications per client address, in the database (`identity_rate_limits`), so servers sharing one
 * PostgreSQL share the budget. Past the limit, that address's tokens that are not already verified (cached) get 429
 * until the window ends; a client whose token works keeps working.
 */
export class TokenFailureLimiter {
  private readonly store: RateLimitStore;
  constructor(
    db: Queryable,
    private readonly limit: { points: number; duration: number } = TOKEN_FAILURE_LIMIT,
  ) {
    this.store = new RateLimitStore(db);
  }

  /** Throws a 429 {@link TokenRetryLaterError} when the address has spent its failures. */
  async check(address: string): Promise<void> {
    const spent = await this.store.get(`token_failures:${address}`);
    if (spent && spent.points >= this.limit.points) {
      const seconds = Math.max(1, Math.ceil((spent.expiresAt.getTime() - Date.now()) / 1000));
      throw new TokenRetryLaterError(
        429,
        `Too many failed access token verifications from this address; retry in ${seconds} s`,
        seconds,
      );
    }
  }

  async failed(address: string): Promise<void> {
    await this.store.hit(`token_failures:${address}`, this.limit.duration);
  }
}

/** Drops cached verifications of the given token ids (after a delete) so they stop at once. */
export function forgetTokens(db: Queryable, predicate: (token: VerifiedToken) => boolean) {
  const cache = cacheOf(db);
  for (const [key, entry] of cache) if (predicate(entry.token)) cache.delete(key);
}

/** The NOTIFY channel on which a server tells the others sharing its database which tokens it revoked. */
export const TOKEN_REVOCATION_CHANNEL = 'mc_token_revocations';

/** A revocation other servers must apply to their caches: one token, or every token of one owner. */
export interface TokenRevocation {
  id?: string;
  owner?: string;
}

/** Tells the servers sharing this database (PostgreSQL delivers it on commit; PGlite has no other server). */
async function announceRevocation(db: Queryable, revocation: TokenRevocation): Promise<void> {
  await db.query('SELECT pg_notify($1, $2)', [TOKEN_REVOCATION_CHANNEL, JSON.stringify(revocation)]);
}

/** Applies a revocation heard from another server (or this one) to this server's cache. */
export function applyRevocation(db: Queryable, revocation: TokenRevocation): void {
  if (revocation.id) forgetTokens(db, (token) => token.id === revocation.id);
  if (revocation.owner) forgetTokens(db, (token) => token.ownerId === revocation.owner);
}

export async function deleteAccessToken(db: Queryable, id: string): Promise<boolean> {
  const { affectedRows } = await db.query('DELETE FROM access_tokens WHERE id = $1', [id]);
  forgetTokens(db, (token) => token.id === id);
  if (affectedRows > 0) await announceRevocation(db, { id });
  return affectedRows > 0;
}

/** Every token of a person (deleting the person). */
export async function deleteAccessTokensOf(db: Queryable, personId: string): Promise<number> {
  const { affectedRows } = await db.query('DELETE FROM access_tokens WHERE person_id = $1 OR created_by = $1', [
    personId,
  ]);
  forgetTokens(db, (token) => token.ownerId === personId);
  if (affectedRows > 0) await announceRevocation(db, { owner: personId });
  return affectedRows;
}
