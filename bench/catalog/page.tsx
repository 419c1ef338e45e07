// The page the first-paint bench drives: the real CatalogPage (item list or summary) and the real
// HealthDashboard, each through ConsoleProvider and the api's own client, whose `fetch` answers from data
// generated in the page the way the server would: `/api/db/configs` one page at a time with `Content-Range`,
// `POST /api/catalog/summary` groups, `GET /api/canary/api/summary` every check. So the figure covers the
// client's parsing and the widget's rendering, not the network or the database (run.ts times those).
import { createRoot, type Root } from 'react-dom/client';
// By path, like the other benches: the root package does not depend on the workspace packages.
import {
  createClient,
  type CatalogItemRow,
  type CatalogSummaryGroup,
  type CheckSummary,
} from '../../packages/api/src/index';
import {
  CatalogPage,
  ConsoleProvider,
  createMemoryRouterAdapter,
  createMemoryStorage,
  HealthDashboard,
} from '../../packages/console/src/index';

export type BenchKind = 'list' | 'search' | 'summary' | 'health';

/** The type the list mode is opened on (one tenth of the items). */
export const LIST_TYPE = 'Kubernetes::Pod';
/** A search every item's name matches, so the list counts the whole catalog. */
export const SEARCH_ALL = 'item-';

const TYPES = [
  LIST_TYPE,
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
const HEALTHS = ['healthy', 'healthy', 'healthy', 'healthy', 'healthy', 'healthy', 'warning', 'unhealthy', 'unknown'];
const STATUSES = ['Running', 'Pending', 'Active', 'Stopped'];
const TEAMS = ['platform', 'payments', 'search', 'data', 'identity', 'edge'];
const NAMESPACES = ['default', 'prod', 'staging', 'infra'];
const TIME = '2026-11-20T10:00:00Z';

/** `count` items, by type (the list's order: type, then name), as the `configs` view's rows. */
function generateItems(count: number): Map<string, CatalogItemRow[]> {
  const byType = new Map<string, CatalogItemRow[]>(TYPES.map((type) => [type, []]));
  for (let i = 0; i < count; i++) {
    const type = TYPES[i % TYPES.length]!;
    byType.get(type)!.push({
      id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      name: `item-${String(i).padStart(6, '0')}`,
      type,
      config_class: type.split('::').at(-1)!,
      status: STATUSES[i % STATUSES.length]!,
      health: HEALTHS[i % HEALTHS.length]!,
      labels: { team: TEAMS[i % TEAMS.length]!, tier: ['frontend', 'backend', 'data'][i % 3]! },
      tags: { cluster: `cluster-${i % 5}`, namespace: `ns-${i % 50}` },
      changes: i % 10 === 0 ? 1 : 0,
      analysis: i % 20 === 0 ? { security: 1 } : null,
      cost_total_1d: null,
      created_at: TIME,
      updated_at: TIME,
      deleted_at: null,
    });
  }
  return byType;
}

/** What `POST /catalog/summary` grouped by type answers for these items. */
function summarize(byType: Map<string, CatalogItemRow[]>): CatalogSummaryGroup[] {
  return [...byType].map(([type, rows]) => {
    const health: Record<string, number> = {};
    let changes = 0;
    let security = 0;
    for (const row of rows) {
      health[row.health!] = (health[row.health!] ?? 0) + 1;
      changes += row.changes ?? 0;
      security += row.analysis?.security ?? 0;
    }
    return { type, count: rows.length, health, changes, analysis: { security }, created_at: TIME, updated_at: TIME };
  });
}

function generateChecks(count: number): CheckSummary[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `check-${i}`,
    canary_id: `canary-${Math.floor(i / 10)}`,
    canary_name: `canary-${Math.floor(i / 10)}`,
    name: `check-${String(i).padStart(6, '0')}`,
    namespace: NAMESPACES[i % NAMESPACES.length],
    type: 'http',
    labels: { team: TEAMS[i % TEAMS.length]! },
    status: i % 7 === 0 ? 'unhealthy' : 'healthy',
    uptime: { passed: 60, failed: i % 7 === 0 ? 20 : 0 },
    latency: { p95: (i * 37) % 3000 },
  }));
}

const json = (body: string, headers: Record<string, string> = {}) =>
  new Response(body, { status: 200, headers: { 'Content-Type': 'application/json', ...headers } });

/** The filter-option views: small lists, as a real catalog of this shape has. */
function optionRows(view: string): unknown[] | null {
  switch (view) {
    case 'config_types':
      return [...TYPES].sort().map((type) => ({ type }));
    case 'config_statuses':
      return STATUSES.map((status) => ({ status }));
    case 'config_labels':
      return TEAMS.map((value) => ({ key: 'team', value }));
    case 'config_tags':
      return Array.from({ length: 5 }, (_, i) => ({ key: 'cluster', value: `cluster-${i}` }));
    default:
      return null;
  }
}

/**
 * A `fetch` standing in for the server. `onMain` is called once, as the request the figure is about is
 * answered (the items page, the summary, or the checks): that moment is the hand-over.
 */
function fakeFetch(kind: BenchKind, count: number, onMain: () => void): typeof fetch {
  const byType = kind === 'health' ? new Map<string, CatalogItemRow[]>() : generateItems(count);
  // Serialised up front: the server's JSON encoding is not the client's work.
  const summaryBody = kind === 'summary' ? JSON.stringify(summarize(byType)) : '';
  const checksBody = kind === 'health' ? JSON.stringify({ checks_summary: generateChecks(count) }) : '';
  let all: CatalogItemRow[] | null = null;
  const allItems = () => (all ??= [...byType.values()].flat());
  let handedOver = false;
  const main = () => {
    if (handedOver) return;
    handedOver = true;
    onMain();
  };
  return async (input, init) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://x');
    const method = init?.method ?? 'GET';
    const path = url.pathname;
    if (path === '/api/catalog/summary' && method === 'POST') {
      main();
      return json(summaryBody);
    }
    if (path === '/api/canary/api/summary') {
      main();
      return json(checksBody);
    }
    if (path === '/api/db/configs') {
      // Only the filters the bench's URL states send: the type, or a search all names match (as the
      // server's `or=(name.ilike...)` would); the order is the generated one (type, then name).
      const typeFilter = url.searchParams.get('type');
      const type = typeFilter?.startsWith('eq.') ? typeFilter.slice(3) : null;
      const rows = type ? (byType.get(type) ?? []) : allItems();
      const offset = Number(url.searchParams.get('offset') ?? 0);
      const limit = Number(url.searchParams.get('limit') ?? rows.length);
      const page = rows.slice(offset, offset + limit);
      const body = JSON.stringify(page);
      main();
      return json(body, { 'Content-Range': `${offset}-${offset + page.length - 1}/${rows.length}` });
    }
    const view = path.startsWith('/api/db/') ? optionRows(path.slice('/api/db/'.length)) : null;
    // Shown with BENCH_DEBUG=1: a request the widget makes that this stand-in does not know.
    if (!view) console.log(`no data for ${method} ${path}`);
    return json(JSON.stringify(view ?? []), view ? { 'Content-Range': `0-${view.length - 1}/${view.length}` } : {});
  };
}

const LOCATIONS: Record<BenchKind, string> = {
  list: `/catalog?configType=${encodeURIComponent(LIST_TYPE)}`,
  search: `/catalog?search=${SEARCH_ALL}`,
  summary: '/catalog',
  health: '/health?hidePassing=false&groupBy=no-grouping',
};

let root: Root | null = null;

declare global {
  // Its own name: the other bench pages declare `benchRender` on Window with other kinds.
  interface Window {
    benchCatalogRender(kind: BenchKind, count: number): Promise<number>;
  }
}

/** Renders one widget and resolves with the time its data was handed over (performance.now()). */
window.benchCatalogRender = (kind, count) => {
  root?.unmount();
  root = createRoot(document.getElementById('root')!);
  return new Promise((resolve) => {
    const client = createClient({ fetch: fakeFetch(kind, count, () => resolve(performance.now())) });
    root!.render(
      <ConsoleProvider
        client={client}
        mode="embedded"
        router={createMemoryRouterAdapter(LOCATIONS[kind])}
        storage={createMemoryStorage()}
        user={null}
        features={{}}
      >
        {kind === 'health' ? <HealthDashboard /> : <CatalogPage />}
      </ConsoleProvider>,
    );
  });
};
