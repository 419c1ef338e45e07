import type * as Argon2 from '@node-rs/argon2';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/databases';

// Counts the Argon2id hashes verification runs, and how many run at once, around the real library.
const hashes = vi.hoisted(() => ({ started: 0, running: 0, peak: 0 }));
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const actual = await importOriginal<typeof Argon2>();
  return {
    ...actual,
    hashRaw: async (...args: Parameters<typeof actual.hashRaw>) => {
      hashes.started += 1;
      hashes.running += 1;
      hashes.peak = Math.max(hashes.peak, hashes.running);
      try {
        return await actual.hashRaw(...args);
      } finally {
        hashes.running -= 1;
      }
    },
  };
});

const { createAccessToken, forgetTokens, TokenError, TokenRetryLaterError, TOKEN_HASH_QUEUE_LIMIT, verifyAccessToken } =
  await import('./tokens');
const { createApp } = await import('../app');

describe('access token verification under concurrency', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase('pglite');
  });
  afterAll(() => t.drop());

  it('shares one hash among concurrent first uses of one token', async () => {
    const { token, id } = await createAccessToken(t.db, {
      personId: '00000000-0000-0000-0000-00000000a001',
      name: 'burst',
      expiry: '30d',
      autoRenew: false,
      scope: [],
    });
    hashes.started = 0;
    const verified = await Promise.all(Array.from({ length: 50 }, () => verifyAccessToken(t.db, token)));
    expect(verified.every((entry) => entry.id === id)).toBe(true);
    expect(hashes.started).toBe(1);
  });

  it('runs at most two hashes at once for a burst of wrong secrets of a real token id, and refuses each', async () => {
    const { token } = await createAccessToken(t.db, { ...owner, name: 'wrong-secrets' });
    const salt = token.split('.')[1]!;
    hashes.started = 0;
    hashes.peak = 0;
    const wrong = (i: number) => `wrongpassword${i}.${salt}.1.65536.4`;
    const results = await Promise.allSettled(Array.from({ length: 8 }, (_, i) => verifyAccessToken(t.db, wrong(i))));
    expect(results.every((r) => r.status === 'rejected' && r.reason instanceof TokenError)).toBe(true);
    expect(hashes.started).toBe(8);
    expect(hashes.peak).toBeLessThanOrEqual(2);
  });

  it('S15: a burst of well-formed tokens with unknown ids is refused without one Argon2 hash', async () => {
    hashes.started = 0;
    const unknown = (i: number) => `unknownpassword${i}.unknownsalt${i}.1.65536.4`;
    const results = await Promise.allSettled(
      Array.from({ length: 100 }, (_, i) => verifyAccessToken(t.db, unknown(i))),
    );
    expect(results.every((r) => r.status === 'rejected' && r.reason instanceof TokenError)).toBe(true);
    expect(hashes.started).toBe(0);
    // The same through HTTP, on the public health path the review used.
    const app = createApp({ db: t.db });
    const res = await app.request('http://localhost/api/health', {
      headers: { Authorization: `Bearer ${unknown(1000)}` },
    });
    expect(res.status).toBe(401);
    expect(hashes.started).toBe(0);
  });

  it('S15: the hash queue is bounded: past it, verification answers 503 with Retry-After', async () => {
    const { token } = await createAccessToken(t.db, { ...owner, name: 'queue' });
    const salt = token.split('.')[1]!;
    hashes.started = 0;
    const burst = 40;
    const results = await Promise.allSettled(
      Array.from({ length: burst }, (_, i) => verifyAccessToken(t.db, `queuedpassword${i}.${salt}.1.65536.4`)),
    );
    const busy = results.filter((r) => r.status === 'rejected' && r.reason instanceof TokenRetryLaterError);
    // Each one either waited its turn and was hashed, or was sent away at once; never an unbounded backlog.
    expect(busy.length).toBeGreaterThan(burst - 2 * (2 + TOKEN_HASH_QUEUE_LIMIT));
    expect(hashes.started + busy.length).toBe(burst);
    const first = (busy[0] as PromiseRejectedResult).reason as InstanceType<typeof TokenRetryLaterError>;
    expect([first.status, first.retryAfterSeconds]).toEqual([503, 1]);

    // Through HTTP: the answer is 503 with Retry-After, not a wait in a backlog.
    const app = createApp({ db: t.db });
    const responses = await Promise.all(
      Array.from({ length: burst }, (_, i) =>
        app.request('http://localhost/api/health', {
          headers: { Authorization: `Bearer httpqueuepassword${i}.${salt}.1.65536.4` },
        }),
      ),
    );
    const refused = responses.filter((r) => r.status === 503);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused[0]!.headers.get('retry-after')).toBe('1');
    expect(((await refused[0]!.json()) as { error: string }).error).toMatch(/retry shortly/);
  });

  it('S15: failed verifications are counted per address: past 20, the address gets 429 until the window ends', async () => {
    // A fresh window: the counters live in the database, and earlier tests here failed from the same address.
    await t.db.query("DELETE FROM identity_rate_limits WHERE key LIKE 'token_failures:%'");
    const app = createApp({ db: t.db });
    const { token } = await createAccessToken(t.db, { ...owner, name: 'cached-before' });
    const health = (bearer: string) =>
      app.request('http://localhost/api/health', { headers: { Authorization: `Bearer ${bearer}` } });
    // A token already verified from this address keeps working after the address is throttled.
    expect((await health(token)).status).toBe(200);
    const statuses: number[] = [];
    for (let i = 0; i < 22; i++) statuses.push((await health(`badpassword${i}.badsaltvalue${i}.1.65536.4`)).status);
    expect(statuses.slice(0, 20).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(20)).toEqual([429, 429]);
    const throttled = await health('badpassword99.badsaltvalue99.1.65536.4');
    expect(Number(throttled.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await throttled.json()) as { error: string }).error).toMatch(
      /Too many failed access token verifications from this address/,
    );
    expect((await health(token)).status).toBe(200);
  });

  it('#25: servers sharing one database share the failure budget (it lives in the database, not in one process)', async () => {
    await t.db.query("DELETE FROM identity_rate_limits WHERE key LIKE 'token_failures:%'");
    const [serverA, serverB] = [createApp({ db: t.db }), createApp({ db: t.db })];
    const health = (app: typeof serverA, bearer: string) =>
      app.request('http://localhost/api/health', { headers: { Authorization: `Bearer ${bearer}` } });
    for (let i = 0; i < 20; i++) {
      expect((await health(i % 2 ? serverA : serverB, `badpassword${i}.badsaltvalue${i}.1.65536.4`)).status).toBe(401);
    }
    expect((await health(serverA, 'badpassword20.badsaltvalue20.1.65536.4')).status).toBe(429);
    expect((await health(serverB, 'badpassword21.badsaltvalue21.1.65536.4')).status).toBe(429);
    await t.db.query("DELETE FROM identity_rate_limits WHERE key LIKE 'token_failures:%'");
  });

  it('a token made before the lookup column still verifies once by its hash, and gets its id', async () => {
    // A database of its own: as after an upgrade, the server has not yet seen that no old token remains.
    const upgraded = await createTestDatabase('pglite');
    try {
      const { token, id } = await createAccessToken(upgraded.db, { ...owner, name: 'legacy' });
      await upgraded.db.query('UPDATE access_tokens SET lookup = NULL WHERE id = $1', [id]);
      forgetTokens(upgraded.db, (entry) => entry.id === id);
      expect((await verifyAccessToken(upgraded.db, token)).id).toBe(id);
      const { rows } = await upgraded.db.query<{ lookup: string | null }>(
        'SELECT lookup FROM access_tokens WHERE id = $1',
        [id],
      );
      expect(rows[0]!.lookup).toMatch(/^[\w-]{43}$/);
    } finally {
      await upgraded.drop();
    }
  });
});

const owner = {
  personId: '00000000-0000-0000-0000-00000000a001',
  expiry: '30d' as const,
  autoRenew: false,
  scope: [],
};
