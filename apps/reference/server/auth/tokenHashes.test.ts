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

const { createAccessToken, TokenError, verifyAccessToken } = await import('./tokens');

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

  it('runs at most two hashes at once for a burst of unknown tokens, and refuses each', async () => {
    hashes.started = 0;
    hashes.peak = 0;
    const unknown = (i: number) => `unknownpassword${i}.unknownsalt${i}.1.65536.4`;
    const results = await Promise.allSettled(Array.from({ length: 8 }, (_, i) => verifyAccessToken(t.db, unknown(i))));
    expect(results.every((r) => r.status === 'rejected' && r.reason instanceof TokenError)).toBe(true);
    expect(hashes.started).toBe(8);
    expect(hashes.peak).toBeLessThanOrEqual(2);
  });
});
