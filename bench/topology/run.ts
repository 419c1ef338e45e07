/**
 * The topology tree at 10,000 components with 100,000 linked checks: `GET /api/canary/api/topology` rolls health,
 * status and summary up on every read (no cache, so a failing check shows on the next read), beside the health
 * summary over the same 100,000 checks (`GET /api/canary/api/summary`) as the baseline. Server time only: requests
 * go through the real routes in-process (`app.request`) with an access token, so routing, access filters, SQL, the
 * roll-up and JSON are timed. PGlite, and PostgreSQL too when TEST_DATABASE_URL is set:
 *
 *   eval "$(bash scripts/test-postgres.sh start)"; pnpm bench:topology
 *
 * The tree: 10 platforms × 9 systems × 10 services × 10 leaves (10 + 90 + 900 + 9,000 = 10,000 components), every
 * leaf with about 11 checks, one check in 50 failing. The rows are inserted directly (a bench measures the read,
 * not the runner). Then first paint of the topology page in headless Chromium (firstPaint.ts; BENCH_FIRST_PAINT=0
 * skips it). Figures are whole milliseconds; they depend on the machine.
 */
import { createApp } from '../../apps/reference/server/app';
import type { Database } from '../../apps/reference/server/db/database';
import { tokenHeaders } from '../../apps/reference/server/testing/auth';
import { createTestDatabase, type TestDatabase } from '../../apps/reference/server/testing/databases';
import { announceSmoke, sized } from '../smoke';
import { DATABASE_LABEL, databaseKinds, time, type Stats } from '../timing';
import { firstPaint } from './firstPaint';

/** Children per platform, services per system, leaves per service: 10 × (1 + 9 × (1 + 10 × (1 + 10))) = 10,000. */
const ROOTS = sized(10, 2);
const SYSTEMS = sized(9, 3);
const SERVICES = 10;
const LEAVES = sized(10, 5);
const COMPONENTS = ROOTS * (1 + SYSTEMS * (1 + SERVICES * (1 + LEAVES)));
const CHECKS = sized(100_000, 2_000);
const CANARIES = sized(100, 10);
const ITERATIONS = sized(20, 3);

async function seed(db: Database): Promise<{ rootId: string }> {
  await db.query(
    `INSERT INTO topologies (id, name, spec) VALUES ('b1000000-0000-4000-8000-000000000001', 'bench', '{}')`,
  );
  const level = async (name: string, type: string, perParent: number, parentType: string | null) => {
    const headline = `jsonb_build_array(jsonb_build_object('name', 'rps', 'label', 'Requests/s', 'value', (n * 37) % 1000, 'headline', true))`;
    if (!parentType) {
      await db.query(
        `INSERT INTO components (topology_id, external_id, name, type, labels, status, path, properties, owner)
         SELECT 'b1000000-0000-4000-8000-000000000001', $1 || '-' || n, $1 || '-' || n, $2,
                jsonb_build_object('env', (ARRAY['prod','staging'])[n % 2 + 1]), 'healthy', '', ${headline}, 'team-' || (n % 5)
         FROM generate_series(1, $3::int) AS n`,
        [name, type, perParent],
      );
      return;
    }
    await db.query(
      `INSERT INTO components (topology_id, external_id, parent_id, path, name, type, labels, status, properties)
       SELECT p.topology_id, p.external_id || '/' || n, p.id, CASE WHEN p.path = '' THEN p.id::text ELSE p.path || '.' || p.id END,
              p.name || '/' || $1 || '-' || n, $2, p.labels,
              (ARRAY['healthy','healthy','healthy','healthy','warning','unhealthy','info'])[(n + length(p.name)) % 7 + 1],
              ${headline}
       FROM components p CROSS JOIN generate_series(1, $3::int) AS n
       WHERE p.type = $4`,
      [name, type, perParent, parentType],
    );
  };
  await level('platform', 'Platform', ROOTS, null);
  await level('system', 'System', SYSTEMS, 'Platform');
  await level('service', 'Service', SERVICES, 'System');
  await level('leaf', 'Pod', LEAVES, 'Service');
  await db.query(
    `INSERT INTO canaries (name, namespace, spec)
     SELECT 'bench-' || n, 'bench', '{"schedule": "@every 1m"}'::jsonb FROM generate_series(1, $1::int) AS n`,
    [CANARIES],
  );
  await db.query(
    `INSERT INTO checks (canary_id, type, name, namespace, status)
     SELECT k.id, 'http', k.name || '/check-' || n, 'bench', CASE WHEN n % 50 = 0 THEN 'unhealthy' ELSE 'healthy' END
     FROM (SELECT id, name, row_number() OVER (ORDER BY name) - 1 AS i FROM canaries WHERE namespace = 'bench') k
     JOIN generate_series(0, $1::int - 1) AS n ON n % $2::int = k.i`,
    [CHECKS, CANARIES],
  );
  // Each check on one leaf, round robin.
  await db.query(
    `INSERT INTO check_component_relationships (component_id, check_id, canary_id, selector_id)
     SELECT l.id, c.id, c.canary_id, 'bench'
     FROM (SELECT id, canary_id, row_number() OVER (ORDER BY name) - 1 AS i FROM checks) c
     JOIN (SELECT id, row_number() OVER (ORDER BY name) - 1 AS i, count(*) OVER () AS total
           FROM components WHERE type = 'Pod') l ON l.i = c.i % l.total`,
  );
  await db.query(
    `INSERT INTO check_statuses (check_id, time, duration, status, message)
     SELECT id, now() - interval '1 minute', 20, status = 'healthy', 'OK' FROM checks`,
  );
  await db.exec('ANALYZE');
  const {
    rows: [counts],
  } = await db.query<{ components: number; links: number; root: string }>(
    `SELECT (SELECT count(*)::int FROM components) AS components,
            (SELECT count(*)::int FROM check_component_relationships) AS links,
            (SELECT id::text FROM components WHERE parent_id IS NULL ORDER BY name LIMIT 1) AS root`,
  );
  if (counts!.components !== COMPONENTS || counts!.links !== CHECKS) {
    throw new Error(`seeded ${counts!.components} components and ${counts!.links} linked checks`);
  }
  return { rootId: counts!.root };
}

interface Scenario {
  name: string;
  path: (rootId: string) => string;
  check: (body: { components: Array<{ health: string; components: unknown[] }> }) => void;
}

const SCENARIOS: Scenario[] = [
  {
    name: 'topology, whole tree (default depth 5)',
    path: () => '/api/canary/api/topology',
    check: (body) => {
      if (body.components.length !== ROOTS || body.components[0]!.health !== 'unhealthy') {
        throw new Error(`roots: ${body.components.length}, first ${body.components[0]?.health}`);
      }
    },
  },
  {
    name: 'topology, cards + children (depth 2)',
    path: () => '/api/canary/api/topology?depth=2',
    check: (body) => {
      if (body.components.length !== ROOTS) throw new Error(`roots: ${body.components.length}`);
    },
  },
  {
    name: 'topology, one platform (id, depth 2)',
    path: (rootId) => `/api/canary/api/topology?id=${rootId}&depth=2`,
    check: (body) => {
      if (body.components[0]?.components.length !== SYSTEMS) throw new Error('one platform: wrong children');
    },
  },
  {
    name: 'topology, type filter flattened',
    path: () => '/api/canary/api/topology?type=Service&flatten=true&depth=1&sortBy=field:rps',
    check: (body) => {
      if (body.components.length !== ROOTS * SYSTEMS * SERVICES) throw new Error(`services: ${body.components.length}`);
    },
  },
  {
    name: 'baseline: health summary',
    path: () => '/api/canary/api/summary',
    check: () => undefined,
  },
];

async function benchmark(kind: 'pglite' | 'postgres'): Promise<Stats[]> {
  let testDb: TestDatabase | undefined;
  try {
    const started = performance.now();
    testDb = await createTestDatabase(kind);
    const { rootId } = await seed(testDb.db);
    process.stderr.write(`${kind}: seeded in ${Math.round((performance.now() - started) / 1000)}s\n`);
    const app = createApp({ db: testDb.db });
    const Authorization = `Bearer ${(await tokenHeaders(testDb.db)).token}`;
    const results: Stats[] = [];
    for (const scenario of SCENARIOS) {
      results.push(
        await time(ITERATIONS, async () => {
          const response = await app.request(scenario.path(rootId), { headers: { Authorization } });
          const text = await response.text();
          if (!response.ok) throw new Error(`${scenario.name}: HTTP ${response.status} ${text}`);
          scenario.check(JSON.parse(text));
        }),
      );
    }
    return results;
  } finally {
    await testDb?.drop();
  }
}

async function main() {
  announceSmoke('bench:topology');
  const kinds = databaseKinds();
  const results = new Map<string, Stats[]>();
  for (const kind of kinds) results.set(kind, await benchmark(kind));
  const pad = (text: string, width: number) => text.padEnd(width);
  console.log(
    pad(`${COMPONENTS} components / ${CHECKS} checks`, 44) +
      kinds.map((kind) => pad(`${DATABASE_LABEL[kind]} median / p95 (ms)`, 32)).join(''),
  );
  SCENARIOS.forEach((scenario, i) => {
    console.log(
      pad(scenario.name, 44) +
        kinds.map((kind) => pad(`${results.get(kind)![i]!.median} / ${results.get(kind)![i]!.p95}`, 32)).join(''),
    );
  });
  if (process.env.BENCH_FIRST_PAINT !== '0') {
    console.log('');
    for (const line of await firstPaint(COMPONENTS, {
      roots: ROOTS,
      systems: SYSTEMS,
      services: SERVICES,
      leaves: LEAVES,
    })) {
      console.log(line);
    }
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
