/**
 * Reads that the health pages make, timed against a long history: 10,000
 * checks with 1,000,000 check_statuses rows, on PGlite and (when
 * TEST_DATABASE_URL is set) on PostgreSQL, side by side. Requests go through
 * the real routes in-process (`app.request`), so routing, SQL and JSON are timed.
 *
 *   eval "$(bash scripts/test-postgres.sh start)"; pnpm bench:server
 *
 * Not part of the test suite: it takes minutes and its numbers depend on the machine.
 */
import { createApp } from '../../apps/reference/server/app';
import type { Database } from '../../apps/reference/server/db/database';
import { tokenHeaders } from '../../apps/reference/server/testing/auth';
import { createTestDatabase, type TestDatabase } from '../../apps/reference/server/testing/databases';
import { CHECKS, seedChecks } from './seed';
import { announceSmoke, sized } from '../smoke';
import { DATABASE_LABEL, databaseKinds, time, type Stats } from '../timing';

const STATUSES = sized(1_000_000, 20_000);
/** Rows of every check but the first, one per 100 minutes. */
const PER_CHECK = 99;
/** The first check runs every minute; it is the one graphed and paged. */
const HOT_ROWS = STATUSES - (CHECKS - 1) * PER_CHECK;

async function seed(db: Database): Promise<string> {
  const hot = await seedChecks(db, { prefix: 'bench', perCheck: PER_CHECK, everyMinutes: 100, hotRows: HOT_ROWS });
  const {
    rows: [counts],
  } = await db.query<{ checks: number; statuses: number }>(
    'SELECT (SELECT count(*)::int FROM checks) AS checks, (SELECT count(*)::int FROM check_statuses) AS statuses',
  );
  if (counts!.checks !== CHECKS || counts!.statuses !== STATUSES) {
    throw new Error(`seeded ${counts!.checks} checks and ${counts!.statuses} statuses`);
  }
  return hot;
}

async function expectOk(response: Response, what: string) {
  if (!response.ok) throw new Error(`${what}: HTTP ${response.status} ${await response.text()}`);
  await response.arrayBuffer();
}

const SCENARIOS = [
  `summary (${CHECKS.toLocaleString('en')} checks)`,
  'graph, one check, 7 days',
  'status page, 50 rows',
];

/** Bytes of the last summary response body, reported under the table. */
const summaryBytes = new Map<string, number>();

async function benchmark(kind: 'pglite' | 'postgres'): Promise<Stats[]> {
  let testDb: TestDatabase | undefined;
  try {
    const started = performance.now();
    testDb = await createTestDatabase(kind);
    const checkId = await seed(testDb.db);
    process.stderr.write(`${kind}: seeded in ${Math.round((performance.now() - started) / 1000)}s\n`);
    const app = createApp({ db: testDb.db });
    // Every read needs a caller since the hardening issue: a cached access token, as an agent would send.
    const headers = { Authorization: `Bearer ${(await tokenHeaders(testDb.db)).token}` };
    return [
      await time(15, async () => {
        const response = await app.request('/api/canary/api/summary', { headers });
        if (!response.ok) throw new Error(`summary: HTTP ${response.status} ${await response.text()}`);
        summaryBytes.set(kind, (await response.arrayBuffer()).byteLength);
      }),
      await time(50, async () =>
        expectOk(
          await app.request(`/api/canary/api/graph?check=${checkId}&start=now-7d&end=now`, { headers }),
          'graph',
        ),
      ),
      await time(50, async () =>
        expectOk(
          await app.request(`/api/db/check_statuses?check_id=eq.${checkId}&order=time.desc&limit=50`, { headers }),
          'status page',
        ),
      ),
    ];
  } finally {
    await testDb?.drop();
  }
}

async function main() {
  announceSmoke('bench:server');
  const kinds = databaseKinds();
  const results = new Map<string, Stats[]>();
  for (const kind of kinds) results.set(kind, await benchmark(kind));

  const label = DATABASE_LABEL;
  const pad = (text: string, width: number) => text.padEnd(width);
  const header =
    pad(`${CHECKS} checks, ${STATUSES} statuses`, 34) +
    kinds.map((kind) => pad(`${label[kind]} median / p95 (ms)`, 34)).join('');
  console.log(header);
  SCENARIOS.forEach((scenario, i) => {
    console.log(
      pad(scenario, 34) +
        kinds
          .map((kind) => {
            const stats = results.get(kind)![i]!;
            return pad(`${stats.median} / ${stats.p95}`, 34);
          })
          .join(''),
    );
  });
  for (const kind of kinds) {
    console.log(`${label[kind]} summary response: ${(summaryBytes.get(kind)! / 1e6).toFixed(2)} MB`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
