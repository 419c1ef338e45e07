/**
 * The catalog's reads at 100,000 config items, beside the health summary at 100,000 checks: the item list
 * (`GET /api/db/configs`, one page of 50 with the exact count, sorted as the page sorts) and the summary
 * (`POST /api/catalog/summary` by type, with changes and analyses over 30 days), against
 * `GET /api/canary/api/summary`. Server time only: requests go through the real routes in-process
 * (`app.request`) with an access token, so routing, access filters, SQL and JSON are timed. PGlite, and
 * PostgreSQL too when TEST_DATABASE_URL is set:
 *
 *   eval "$(bash scripts/test-postgres.sh start)"; pnpm bench:catalog
 *
 * The rows are inserted directly (a bench measures the read models, not the scrapers). Then first paint in
 * headless Chromium of the list, the summary and the health dashboard at the same size (firstPaint.ts;
 * BENCH_FIRST_PAINT=0 skips it). Figures are whole milliseconds; it takes minutes and its numbers depend on
 * the machine.
 */
import { createApp } from '../../apps/reference/server/app';
import type { Database } from '../../apps/reference/server/db/database';
import { tokenHeaders } from '../../apps/reference/server/testing/auth';
import { createTestDatabase, type TestDatabase } from '../../apps/reference/server/testing/databases';
import { announceSmoke, sized } from '../smoke';
import { DATABASE_LABEL, databaseKinds, time, type Stats } from '../timing';
import { firstPaint } from './firstPaint';

const ITEMS = sized(100_000, 2_000);
/** The health side at the same size: as many checks as items, over 100 canaries, a few statuses each. */
const CHECKS = ITEMS;
const CANARIES = sized(100, 10);
const STATUSES_PER_CHECK = 3;
const ITERATIONS = sized(20, 3);

const TYPES = [
  'Kubernetes::Pod',
  'Kubernetes::Deployment',
  'Kubernetes::Service',
  'Kubernetes::Namespace',
  'Kubernetes::Node',
  'Kubernetes::ConfigMap',
  'AWS::EC2::Instance',
  'AWS::RDS::DBInstance',
  'AWS::S3::Bucket',
  'AWS::IAM::Role',
];

async function seed(db: Database): Promise<void> {
  await db.query(
    `INSERT INTO config_scrapers (id, name, spec) VALUES ('b0000000-0000-4000-8000-000000000001', 'bench', '{"file":[{"paths":["*.json"]}]}')`,
  );
  // Health: mostly healthy, some warning/unhealthy/unknown; status and tags vary so filters have work to do.
  await db.query(
    `INSERT INTO config_items (scraper_id, config_class, type, name, namespace, health, status, tags, labels, config,
                               created_at, updated_at)
     SELECT 'b0000000-0000-4000-8000-000000000001', split_part($2::jsonb ->> (n % $3), '::', 2),
            $2::jsonb ->> (n % $3), 'item-' || lpad(n::text, 6, '0'), 'ns-' || (n % 50),
            (ARRAY['healthy','healthy','healthy','healthy','healthy','healthy','warning','unhealthy','unknown'])[n % 9 + 1],
            (ARRAY['Running','Pending','Active','Stopped'])[n % 4 + 1],
            jsonb_build_object('cluster', 'cluster-' || (n % 5), 'namespace', 'ns-' || (n % 50)),
            jsonb_build_object('team', 'team-' || (n % 7), 'tier', (ARRAY['frontend','backend','data'])[n % 3 + 1]),
            jsonb_build_object('kind', 'Bench', 'metadata', jsonb_build_object('name', 'item-' || n), 'spec', jsonb_build_object('replicas', n % 5)),
            now() - (n % 1000) * interval '1 hour', now() - (n % 100) * interval '1 minute'
     FROM generate_series(1, $1::int) AS n`,
    [ITEMS, JSON.stringify(TYPES), TYPES.length],
  );
  // A change on every tenth item and an analysis on every twentieth, inside the summary's 30-day window.
  await db.query(
    `INSERT INTO config_changes (config_id, change_type, created_at, inserted_at)
     SELECT id, 'diff', now() - (rn % 20) * interval '1 day', now() - (rn % 20) * interval '1 day'
     FROM (SELECT id, row_number() OVER (ORDER BY name) AS rn FROM config_items) i WHERE rn % 10 = 0`,
  );
  await db.query(
    `INSERT INTO config_analysis (config_id, analyzer, analysis_type, status, first_observed, last_observed)
     SELECT id, 'bench', (ARRAY['security','cost'])[rn % 2 + 1], 'open', now() - interval '2 days', now() - interval '1 day'
     FROM (SELECT id, row_number() OVER (ORDER BY name) AS rn FROM config_items) i WHERE rn % 20 = 0`,
  );
  await db.query(
    `INSERT INTO canaries (name, namespace, labels, spec)
     SELECT 'bench-' || n, 'bench', jsonb_build_object('team', 'team-' || (n % 7)), '{"schedule": "@every 1m"}'::jsonb
     FROM generate_series(1, $1::int) AS n`,
    [CANARIES],
  );
  await db.query(
    `INSERT INTO checks (canary_id, type, name, namespace, labels, status, spec)
     SELECT k.id, 'http', k.name || '/check-' || n, 'bench', jsonb_build_object('n', n::text), 'healthy',
            jsonb_build_object('url', 'http://example.invalid/' || n)
     FROM (SELECT id, name, row_number() OVER (ORDER BY name) - 1 AS i FROM canaries WHERE namespace = 'bench') k
     JOIN generate_series(0, $1::int - 1) AS n ON n % $2::int = k.i`,
    [CHECKS, CANARIES],
  );
  await db.query(
    `INSERT INTO check_statuses (check_id, time, duration, status, message)
     SELECT c.id, now() - (s * 20 + c.rn % 20) * interval '1 minute', 10 + (c.rn + s) % 200, (c.rn + s) % 17 <> 0, 'OK'
     FROM (SELECT id, row_number() OVER (ORDER BY name) AS rn FROM checks WHERE namespace = 'bench') c,
          generate_series(0, $1::int - 1) AS s`,
    [STATUSES_PER_CHECK],
  );
  await db.exec('ANALYZE');
  const {
    rows: [counts],
  } = await db.query<{ items: number; checks: number }>(
    `SELECT (SELECT count(*)::int FROM config_items) AS items, (SELECT count(*)::int FROM checks) AS checks`,
  );
  if (counts!.items !== ITEMS || counts!.checks !== CHECKS) {
    throw new Error(`seeded ${counts!.items} items and ${counts!.checks} checks`);
  }
}

/** The item list's columns and order (api's catalogItemsQuery): first page, sorted by type then name. */
const LIST_SELECT =
  'id,type,config_class,status,health,labels,name,tags,created_at,updated_at,deleted_at,cost_total_1d,changes,analysis';
const listPath = (extra = '') =>
  `/api/db/configs?select=${LIST_SELECT}&deleted_at=is.null${extra}&order=type.asc.nullslast,name.asc&offset=0&limit=50`;

interface Scenario {
  name: string;
  run: (request: (path: string, init?: RequestInit) => Promise<Response>) => Promise<void>;
}

async function readOk(response: Response, what: string, check?: (body: unknown, response: Response) => void) {
  const text = await response.text();
  if (!response.ok) throw new Error(`${what}: HTTP ${response.status} ${text}`);
  check?.(JSON.parse(text), response);
}

/** The exact count PostgREST reports in Content-Range (`0-49/100000`) must be the whole catalog. */
const expectTotal = (total: number) => (body: unknown, response: Response) => {
  const range = response.headers.get('content-range') ?? '';
  if (!range.endsWith(`/${total}`) || (body as unknown[]).length !== Math.min(50, total)) {
    throw new Error(`configs: Content-Range ${range}, ${(body as unknown[]).length} rows`);
  }
};

const SCENARIOS: Scenario[] = [
  {
    name: 'catalog list, page of 50, exact count',
    run: async (request) =>
      readOk(await request(listPath(), { headers: { Prefer: 'count=exact' } }), 'configs', expectTotal(ITEMS)),
  },
  {
    name: 'catalog list, type + health filter',
    run: async (request) =>
      readOk(
        await request(listPath('&type=eq.Kubernetes::Pod&health.filter=healthy,warning'), {
          headers: { Prefer: 'count=exact' },
        }),
        'configs filtered',
      ),
  },
  {
    name: 'catalog summary by type',
    run: async (request) =>
      readOk(
        await request('/api/catalog/summary', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ groupBy: ['type'], changes: { since: '30d' }, analysis: { since: '30d' } }),
        }),
        'catalog summary',
        (body) => {
          if (!Array.isArray(body) || body.length !== TYPES.length)
            throw new Error(`summary rows: ${JSON.stringify(body)}`);
        },
      ),
  },
  {
    name: 'health summary',
    run: async (request) => readOk(await request('/api/canary/api/summary'), 'health summary'),
  },
];

async function benchmark(kind: 'pglite' | 'postgres'): Promise<Stats[]> {
  let testDb: TestDatabase | undefined;
  try {
    const started = performance.now();
    testDb = await createTestDatabase(kind);
    await seed(testDb.db);
    process.stderr.write(`${kind}: seeded in ${Math.round((performance.now() - started) / 1000)}s\n`);
    const app = createApp({ db: testDb.db });
    const Authorization = `Bearer ${(await tokenHeaders(testDb.db)).token}`;
    const request = async (path: string, init: RequestInit = {}) =>
      app.request(path, { ...init, headers: { ...(init.headers as Record<string, string>), Authorization } });
    const results: Stats[] = [];
    for (const scenario of SCENARIOS) results.push(await time(ITERATIONS, () => scenario.run(request)));
    return results;
  } finally {
    await testDb?.drop();
  }
}

async function main() {
  announceSmoke('bench:catalog');
  const kinds = databaseKinds();
  const results = new Map<string, Stats[]>();
  for (const kind of kinds) results.set(kind, await benchmark(kind));

  const label = DATABASE_LABEL;
  const pad = (text: string, width: number) => text.padEnd(width);
  console.log(
    pad(`${ITEMS} items / ${CHECKS} checks`, 42) +
      kinds.map((kind) => pad(`${label[kind]} median / p95 (ms)`, 32)).join(''),
  );
  SCENARIOS.forEach((scenario, i) => {
    console.log(
      pad(scenario.name, 42) +
        kinds
          .map((kind) => {
            const stats = results.get(kind)![i]!;
            return pad(`${stats.median} / ${stats.p95}`, 32);
          })
          .join(''),
    );
  });
  // First paint in the browser, after the server figures (BENCH_FIRST_PAINT=0 leaves it out).
  if (process.env.BENCH_FIRST_PAINT !== '0') {
    console.log('');
    for (const line of await firstPaint(ITEMS)) console.log(line);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
