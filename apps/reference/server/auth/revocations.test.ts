import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/database';
import type { Unlisten } from '../db/listen';
import { createPerson } from '../testing/auth';
import { createTestDatabase, type TestDatabase } from '../testing/databases';
import { followTokenRevocations } from './revocations';
import { createAccessToken, deleteAccessToken, deleteAccessTokensOf, verifyAccessToken } from './tokens';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls until `verify` is refused, returning how long that took (or -1 past `limitMs`). */
async function msUntilRefused(verify: () => Promise<unknown>, limitMs: number): Promise<number> {
  const start = Date.now();
  while (Date.now() - start < limitMs) {
    try {
      await verify();
    } catch {
      return Date.now() - start;
    }
    await sleep(50);
  }
  return -1;
}

// Two servers on one PostgreSQL database: each has its own connection pool and its own token cache.
describe.skipIf(!process.env.TEST_DATABASE_URL)('token revocation across servers on PostgreSQL', () => {
  let testDb: TestDatabase;
  let serverA: Database;
  let serverB: Database;
  let unlisten: Unlisten | undefined;
  let person: string;

  beforeAll(async () => {
    testDb = await createTestDatabase('postgres');
    serverA = testDb.db;
    serverB = await openDatabase({ url: testDb.url });
    person = await createPerson(serverA, ['editor']);
    unlisten = await followTokenRevocations(serverB);
  });

  afterAll(async () => {
    await unlisten?.();
    await serverB.close();
    await testDb.drop();
  });

  it('#25: a token deleted on one server is refused by another within a second', async () => {
    const { id, token } = await createAccessToken(serverA, {
      personId: person,
      name: 'revoked-elsewhere',
      expiry: '30d',
      autoRenew: false,
      scope: [],
    });
    // Server B verifies it once and caches the verification (re-checked only every 30 s).
    await expect(verifyAccessToken(serverB, token)).resolves.toMatchObject({ id });
    expect(await deleteAccessToken(serverA, id)).toBe(true);
    const took = await msUntilRefused(() => verifyAccessToken(serverB, token), 5_000);
    expect(took).toBeGreaterThanOrEqual(0);
    expect(took).toBeLessThan(1_000);
  });

  it("#25: deleting a person's tokens on one server reaches the other's cache", async () => {
    const tokens = await Promise.all(
      ['one', 'two'].map((name) =>
        createAccessToken(serverA, { personId: person, name, expiry: '30d', autoRenew: false, scope: [] }),
      ),
    );
    for (const { token } of tokens) await verifyAccessToken(serverB, token);
    expect(await deleteAccessTokensOf(serverA, person)).toBeGreaterThanOrEqual(2);
    for (const { token } of tokens) {
      const took = await msUntilRefused(() => verifyAccessToken(serverB, token), 5_000);
      expect(took).toBeGreaterThanOrEqual(0);
      expect(took).toBeLessThan(1_000);
    }
  });
});
