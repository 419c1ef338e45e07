/**
 * The change feed at 1,000,000 changes across 100,000 items (seed.ts): `POST /api/catalog/changes` for the
 * page the feed opens with and the filtered pages people ask for, through the real route in-process
 * (`app.request` with an access token: routing, access, SQL and JSON are timed), on PGlite and, when
 * TEST_DATABASE_URL is set, PostgreSQL:
 *
 *   eval "$(bash scripts/test-postgres.sh start)"; pnpm bench:changes
 *
 * Baseline: the same requests before migration 026's indexes exist (the tables as #19 left them, with the
 * change writer's own indexes), then with them. The rows are inserted directly (a bench measures the read,
 * not the scrapers). Then, unless BENCH_FIRST_PAINT=0, first paint of /catalog/changes in headless Chromium
 * (firstPaint.ts). Figures are whole milliseconds; it takes minutes and depends on the machine.
 */
import { readFileSync } from 'node:fs';
import { createApp } from '../../apps/reference/server/app';
import type { Database } from '../../apps/reference/server/db/database';
import { createPerson, sessionHeaders, tokenHeaders } from '../../apps/reference/server/testing/auth';
import { createTestDatabase, type TestDatabase } from '../../apps/reference/server/testing/databases';
import { announceSmoke, sized } from '../smoke';
import { DATABASE_LABEL, databaseKinds, time, type Stats } from '../timing';
import { firstPaint } from './firstPaint';
import { itemId, seedChanges } from './seed';

const ITEMS = sized(100_000, 2_000);
const CHANGES = sized(1_000_000, 20_000);
const ITERATIONS = sized(30, 3);
/** The unindexed baseline is slow by design: fewer rounds. */
const BASELINE_ITERATIONS = sized(10, 2);

/** Migration 026's indexes, dropped for the baseline and built again from the migration's own text. */
const MIGRATION = new URL('../../apps/reference/server/migrations/026_change_feed.sql', import.meta.url);
const FEED_INDEXES = [
  'config_changes_feed_idx',
  'config_items_deleted_id_idx',
  'config_items_live_type_id_idx',
  'config_items_tags_path_idx',
];

interface Scenario {
  name: string;
  body: Record<string, unknown>;
  /** Who asks: the admin's token, or a guest whose scope is cluster=cluster-1. */
  as?: 'guest';
  /** The smallest total the answer must carry, so a wrong filter cannot pass for a fast one. */
  atLeast: number;
}

const SCENARIOS: Scenario[] = [
  { name: 'feed opens: last 2 days, page of 50', body: {}, atLeast: sized(10_000, 500) },
  {
    name: 'severity high, noise hidden',
    body: { severity: 'high', source: '!diff,!config-db,!playbook,!notification' },
    atLeast: sized(1_000, 10),
  },
  {
    name: 'Pods, BackOff/OOMKilled, 7 days',
    body: { config_type: 'Kubernetes::Pod', type: 'BackOff,OOMKilled', from: 'now-7d' },
    atLeast: sized(1_000, 10),
  },
  {
    name: 'tags cluster=cluster-1, medium+',
    body: { tags: 'cluster=cluster-1', severity: 'medium' },
    atLeast: sized(1_000, 10),
  },
  {
    name: 'item + downstream 3 hops, 30 days',
    body: { id: itemId(1), recursive: 'downstream', depth: 3, from: 'now-30d' },
    atLeast: sized(1_000, 10),
  },
  { name: 'page 20 of the last 2 days', body: { page: 20 }, atLeast: sized(10_000, 500) },
  { name: 'guest (scope cluster=cluster-1)', body: {}, as: 'guest', atLeast: sized(10_000, 50) },
];

type Request = (scenario: Scenario) => Promise<void>;

function requester(db: Database, admin: string, guest: Record<string, string>): Request {
  const app = createApp({ db });
  return async (scenario) => {
    const response = await app.request('/api/catalog/changes', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(scenario.as === 'guest' ? guest : { Authorization: admin }) },
      body: JSON.stringify(scenario.body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${scenario.name}: HTTP ${response.status} ${text}`);
    const page = JSON.parse(text) as { total: number; changes: unknown[] };
    if (page.total < scenario.atLeast || page.changes.length === 0) {
      throw new Error(`${scenario.name}: total ${page.total}, ${page.changes.length} rows`);
    }
  };
}

interface Figures {
  baseline: Stats[];
  indexed: Stats[];
}

async function benchmark(kind: 'pglite' | 'postgres'): Promise<Figures> {
  let testDb: TestDatabase | undefined;
  try {
    const started = performance.now();
    testDb = await createTestDatabase(kind);
    const db = testDb.db;
    // Seeded without the feed's indexes (faster to build them once afterwards), which is also the baseline.
    for (const index of FEED_INDEXES) await db.exec(`DROP INDEX IF EXISTS ${index}`);
    await seedChanges(db, ITEMS, CHANGES);
    await db.exec('VACUUM ANALYZE');
    process.stderr.write(`${kind}: seeded in ${Math.round((performance.now() - started) / 1000)}s\n`);
    const admin = `Bearer ${(await tokenHeaders(db)).token}`;
    const guestId = await createPerson(db, ['guest'], { name: 'Bench guest' });
    await db.query(
      `INSERT INTO access_scopes (name, person_id, resources, scopes) VALUES ('c1', $1, '{config}', '[{"tags":{"cluster":"cluster-1"}}]')`,
      [guestId],
    );
    const request = requester(db, admin, await sessionHeaders(db, guestId));
    const run = async (iterations: number) => {
      const out: Stats[] = [];
      for (const s of SCENARIOS) out.push(await time(iterations, () => request(s)));
      return out;
    };
    const baseline = await run(BASELINE_ITERATIONS);
    await db.exec(readFileSync(MIGRATION, 'utf8'));
    await db.exec('VACUUM ANALYZE');
    process.stderr.write(`${kind}: feed indexes built\n`);
    return { baseline, indexed: await run(ITERATIONS) };
  } finally {
    await testDb?.drop();
  }
}

async function main() {
  announceSmoke('bench:changes');
  // BENCH_ONLY=postgres (or pglite) runs one database, e.g. to re-measure PostgreSQL without PGlite's long seed.
  const kinds = databaseKinds().filter((kind) => !process.env.BENCH_ONLY || kind === process.env.BENCH_ONLY);
  const results = new Map<string, Figures>();
  for (const kind of kinds) results.set(kind, await benchmark(kind));

  const pad = (text: string, width: number) => text.padEnd(width);
  const NAME = 38;
  const COLUMN = 24;
  console.log(
    pad(`${CHANGES} changes / ${ITEMS} items`, NAME) +
      kinds
        .map(
          (kind) =>
            pad(`${DATABASE_LABEL[kind]} p50 / p95`, COLUMN) + pad(`${DATABASE_LABEL[kind]} unindexed p95`, COLUMN),
        )
        .join(''),
  );
  SCENARIOS.forEach((scenario, i) => {
    console.log(
      pad(scenario.name, NAME) +
        kinds
          .map((kind) => {
            const { indexed, baseline } = results.get(kind)!;
            return pad(`${indexed[i]!.median} / ${indexed[i]!.p95}`, COLUMN) + pad(String(baseline[i]!.p95), COLUMN);
          })
          .join(''),
    );
  });
  console.log('(ms; page of 50 with its total, counted up to 10,000)');
  // First paint in the browser, after the server figures (BENCH_FIRST_PAINT=0 leaves it out).
  if (process.env.BENCH_FIRST_PAINT !== '0') {
    console.log('');
    for (const line of await firstPaint(CHANGES)) console.log(line);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
