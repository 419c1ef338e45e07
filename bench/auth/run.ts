/**
 * What signing in and access tokens cost, in one run on PGlite:
 * - login: a native Kratos login flow (create flow + password submit), p50/p95,
 *   with the Argon2id cost of stored passwords;
 * - a request carrying an access token after its first use (verification cached
 *   in memory, keyed by SHA-256), beside the same request without credentials
 *   and with a session, so the difference is the cost of authentication;
 * - the first use of a token (one Argon2id hash with the token parameters).
 *
 *   pnpm bench:auth
 *
 * Requests go through the real app in-process (`app.request`): routing, guards,
 * principal resolution and the database are all timed. Numbers depend on the machine.
 */
import { createApp } from '../../apps/reference/server/app';
import { TOKEN_ARGON2 } from '../../apps/reference/server/auth/tokens';
import { createIdentity } from '../../apps/reference/server/identity/identities';
import { ARGON2_COST, hashPassword } from '../../apps/reference/server/identity/password';
import { ADMIN_ID, sessionHeaders, tokenHeaders } from '../../apps/reference/server/testing/auth';
import { createTestDatabase } from '../../apps/reference/server/testing/databases';
import { announceSmoke, sized } from '../smoke';

const LOGINS = sized(60, 3);
const REQUESTS = sized(1000, 20);
const ROUNDS = sized(5, 1);
const PASSWORD = 'correct horse battery staple';

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;

async function main() {
  announceSmoke('bench:auth');
  const testDb = await createTestDatabase('pglite');
  const db = testDb.db;
  const app = createApp({ db });
  const passwordHash = await hashPassword(PASSWORD);
  await db.transaction((tx) =>
    createIdentity(tx, {
      traits: { email: 'bench@example.com', name: { first: 'Bench', last: 'User' } },
      role: 'viewer',
      passwordHash,
    }),
  );

  const login = async () => {
    const flow = (await (await app.request('http://localhost/api/kratos/self-service/login/api')).json()) as {
      id: string;
    };
    const response = await app.request(`http://localhost/api/kratos/self-service/login?flow=${flow.id}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ method: 'password', identifier: 'bench@example.com', password: PASSWORD }),
    });
    const body = (await response.json()) as { session_token?: string };
    if (!body.session_token) throw new Error(`login failed: ${response.status} ${JSON.stringify(body)}`);
  };
  await login();
  const logins: number[] = [];
  for (let i = 0; i < LOGINS; i++) {
    const started = performance.now();
    await login();
    logins.push(performance.now() - started);
  }
  logins.sort((a, b) => a - b);

  const token = await tokenHeaders(db, ADMIN_ID, [], { name: 'bench' });
  const session = await sessionHeaders(db, ADMIN_ID);
  const firstUseStarted = performance.now();
  const bearer = { Authorization: `Bearer ${token.token}` };
  const first = await app.request('http://localhost/api/health', { headers: bearer });
  const firstUse = performance.now() - firstUseStarted;
  if (first.status !== 200) throw new Error(`token refused: ${first.status}`);

  /** Mean µs per request over REQUESTS sequential requests, after a warm-up. */
  const perRequest = async (path: string, headers: Record<string, string>) => {
    const run = async (n: number) => {
      for (let i = 0; i < n; i++) {
        const response = await app.request(`http://localhost${path}`, { headers });
        if (response.status !== 200) throw new Error(`${path}: ${response.status}`);
        await response.arrayBuffer();
      }
    };
    await run(200);
    const started = performance.now();
    await run(REQUESTS);
    return ((performance.now() - started) * 1000) / REQUESTS;
  };
  const configs: Array<[string, string, Record<string, string>]> = [
    ['GET /api/health, no credentials', '/api/health', {}],
    ['GET /api/health, access token (cached)', '/api/health', bearer],
    ['GET /api/health, session token', '/api/health', session],
    ['GET /api/about, access token (cached)', '/api/about', bearer],
  ];
  // Round-robin rounds, median per configuration, so warm-up and neighbours' load fall on all alike.
  const samples = configs.map(() => [] as number[]);
  for (let round = 0; round < ROUNDS; round++) {
    for (const [i, [, path, headers]] of configs.entries()) samples[i]!.push(await perRequest(path, headers));
  }
  const rows = configs.map(
    ([label], i) =>
      [
        label,
        percentile(
          samples[i]!.sort((a, b) => a - b),
          0.5,
        ),
      ] as const,
  );

  const ms = (n: number) => Math.round(n);
  console.log(
    `Argon2id cost of passwords: memory ${ARGON2_COST.memoryCost} KiB, ${ARGON2_COST.timeCost} passes, parallelism ${ARGON2_COST.parallelism}`,
  );
  console.log(
    `Argon2id cost of access tokens: memory ${TOKEN_ARGON2.memoryCost} KiB, ${TOKEN_ARGON2.timeCost} pass, parallelism ${TOKEN_ARGON2.parallelism}`,
  );
  console.log(
    `login (native flow + password submit), ${LOGINS} runs: p50 ${ms(percentile(logins, 0.5))} ms, p95 ${ms(percentile(logins, 0.95))} ms`,
  );
  console.log(`first use of an access token (one Argon2id hash + lookup): ${ms(firstUse)} ms`);
  console.log(`\nper request, median of ${ROUNDS} rounds of ${REQUESTS} sequential requests (µs):`);
  const base = rows[0]![1];
  for (const [label, us] of rows) {
    console.log(
      `  ${label.padEnd(42)} ${String(Math.round(us)).padStart(6)} µs   (+${Math.round(us - base)} µs over no credentials)`,
    );
  }
  await testDb.drop();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
