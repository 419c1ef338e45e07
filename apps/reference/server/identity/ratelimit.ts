import type { Queryable } from '../db/database';
import { KratosError, errors } from './errors';

/**
 * Limits of the identity service; every limit has a default. Counters live in `identity_rate_limits` so they hold
 * across restarts and across servers sharing one PostgreSQL database.
 */
export const LOGIN_LIMITS = {
  /** Every sign-in attempt from one address. */
  perAddress: { points: 100, duration: 15 * 60 },
  /** Failed sign-ins for one identifier from one address: a hard stop for that pair only. */
  perPair: { points: 10, duration: 15 * 60 },
  /**
   * Failed sign-ins for one identifier from anywhere: past the free budget each further failure doubles the wait
   * before the next attempt (1 s, 2 s, 4 s, … at most `maxDelay`). A back-off, never a lock: it only delays, and a
   * known device skips it.
   */
  perIdentifier: { points: 10, duration: 60 * 60, maxDelay: 5 * 60 },
  /** Failed sign-ins through one device cookie before the cookie stops counting as a known device. */
  perDevice: { points: 10, duration: 15 * 60 },
} as const;

/**
 * Self-service flows (and error pages) created by one address per 10 minutes: each is a database row kept for days.
 * `MC_FLOW_RATE_LIMIT` changes the count (default 200).
 */
export function flowLimit(): { points: number; duration: number } {
  const configured = Number.parseInt(process.env.MC_FLOW_RATE_LIMIT ?? '', 10);
  return { points: Number.isFinite(configured) && configured > 0 ? configured : 200, duration: 10 * 60 };
}
/** Registrations submitted from one address. */
export const REGISTRATION_LIMIT = { points: 20, duration: 60 * 60 } as const;

interface Counter {
  points: number;
  expiresAt: Date;
  updatedAt: Date;
}

const normalise = (identifier: string) => identifier.trim().toLowerCase();
const secondsUntil = (ms: number) => Math.max(1, Math.ceil(ms / 1000));
const SWEEP_EVERY_MS = 10 * 60 * 1000;

/** A fixed-window counter per key in the database; one atomic statement per hit. */
export class RateLimitStore {
  private lastSweep = 0;
  constructor(private readonly db: Queryable) {}

  /** Adds `points` to the key's window (starting a new one when it has ended) and returns the counter. */
  async hit(key: string, durationSeconds: number, points = 1): Promise<Counter> {
    await this.sweep();
    const { rows } = await this.db.query<{ points: number; expires_at: Date | string; updated_at: Date | string }>(
      `INSERT INTO identity_rate_limits (key, points, expires_at, updated_at)
         VALUES ($1, $3, now() + make_interval(secs => $2), now())
       ON CONFLICT (key) DO UPDATE SET
         points = CASE WHEN identity_rate_limits.expires_at <= now() THEN $3 ELSE identity_rate_limits.points + $3 END,
         expires_at = CASE WHEN identity_rate_limits.expires_at <= now() THEN EXCLUDED.expires_at
                           ELSE identity_rate_limits.expires_at END,
         updated_at = now()
       RETURNING points, expires_at, updated_at`,
      [key, durationSeconds, points],
    );
    const row = rows[0]!;
    return { points: row.points, expiresAt: new Date(row.expires_at), updatedAt: new Date(row.updated_at) };
  }

  /** The key's live counter, or null when it has none. */
  async get(key: string): Promise<Counter | null> {
    const { rows } = await this.db.query<{ points: number; expires_at: Date | string; updated_at: Date | string }>(
      'SELECT points, expires_at, updated_at FROM identity_rate_limits WHERE key = $1 AND expires_at > now()',
      [key],
    );
    const row = rows[0];
    return row
      ? { points: row.points, expiresAt: new Date(row.expires_at), updatedAt: new Date(row.updated_at) }
      : null;
  }

  async delete(key: string): Promise<void> {
    await this.db.query('DELETE FROM identity_rate_limits WHERE key = $1', [key]);
  }

  /** Counts one hit and throws a 429 with Retry-After once the window holds more than `points`. */
  async consume(
    key: string,
    limit: { points: number; duration: number },
    error = errors.tooManyAttempts,
  ): Promise<void> {
    const counter = await this.hit(key, limit.duration);
    if (counter.points > limit.points) throw error(secondsUntil(counter.expiresAt.getTime() - Date.now()));
  }

  private async sweep(): Promise<void> {
    if (Date.now() - this.lastSweep < SWEEP_EVERY_MS) return;
    this.lastSweep = Date.now();
    await this.db.query("DELETE FROM identity_rate_limits WHERE expires_at < now() - interval '1 hour'");
  }
}

/** The wait the global per-identifier back-off asks for after `failures` failures. */
export function backoffSeconds(failures: number): number {
  const over = failures - LOGIN_LIMITS.perIdentifier.points;
  if (over <= 0) return 0;
  return Math.min(LOGIN_LIMITS.perIdentifier.maxDelay, 2 ** Math.min(over - 1, 20));
}

export class LoginRateLimiter {
  readonly store: RateLimitStore;
  constructor(db: Queryable) {
    this.store = new RateLimitStore(db);
  }

  /**
   * Checks, before the password is hashed, whether this attempt may go ahead. The address budget counts every
   * attempt of an unknown browser. The pair budget and the identifier back-off count failures only, and a known device (a browser that
   * signed in to this account before) is exempt from both, so a stranger can not keep its owner out.
   */
  async beforeAttempt(identifier: string, address: string, knownDevice: boolean): Promise<void> {
    const id = normalise(identifier);
    try {
      // A known device is exempt even from its address's budget (a stranger behind the same NAT can not spend it);
      // its own failures are counted instead, and past `perDevice` it is a stranger again.
      if (knownDevice) return;
      await this.store.consume(`login_ip:${address}`, LOGIN_LIMITS.perAddress);
      const pair = await this.store.get(`login_pair:${id}|${address}`);
      if (pair && pair.points >= LOGIN_LIMITS.perPair.points) {
        throw errors.tooManyAttempts(secondsUntil(pair.expiresAt.getTime() - Date.now()));
      }
      const global = await this.store.get(`login_id:${id}`);
      const wait = global ? backoffSeconds(global.points) * 1000 - (Date.now() - global.updatedAt.getTime()) : 0;
      if (wait > 0) throw errors.tooManyAttempts(secondsUntil(wait));
    } catch (error) {
      throw error instanceof KratosError ? error : new Error(String(error));
    }
  }

  /** Records a wrong password (or unknown identifier). */
  async failed(identifier: string, address: string, deviceKey?: string): Promise<void> {
    const id = normalise(identifier);
    await this.store.hit(`login_pair:${id}|${address}`, LOGIN_LIMITS.perPair.duration);
    await this.store.hit(`login_id:${id}`, LOGIN_LIMITS.perIdentifier.duration);
    if (deviceKey) await this.store.hit(`login_device:${deviceKey}`, LOGIN_LIMITS.perDevice.duration);
  }

  /** Whether a device cookie has had too many failures to count as known any more. */
  async deviceExhausted(deviceKey: string): Promise<boolean> {
    const counter = await this.store.get(`login_device:${deviceKey}`);
    return Boolean(counter && counter.points >= LOGIN_LIMITS.perDevice.points);
  }

  /** A successful sign-in clears the pair's failures; the address budget keeps counting. */
  async succeeded(identifier: string, address: string): Promise<void> {
    await this.store.delete(`login_pair:${normalise(identifier)}|${address}`);
  }

  /** A hard budget for one key and address (second factors: 10 wrong codes, then 429). */
  async attempt(key: string, address: string): Promise<void> {
    await this.store.consume(`login_ip:${address}`, LOGIN_LIMITS.perAddress);
    await this.store.consume(`login_id:${normalise(key)}`, LOGIN_LIMITS.perPair);
  }

  /** Clears a key's hard budget after success. */
  async cleared(key: string): Promise<void> {
    await this.store.delete(`login_id:${normalise(key)}`);
  }
}
