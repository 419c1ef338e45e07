// The page the first-paint bench drives: the real TopologyPage through ConsoleProvider and the api's own client,
// whose `fetch` answers `GET /api/canary/api/topology` with a tree generated in the page in the server's shape
// (rolled-up health, summaries, headline properties). So the figure covers the client's parsing and the page's
// rendering, not the network or the database (run.ts times those).
import { createRoot, type Root } from 'react-dom/client';
// By path, like the other benches: the root package does not depend on the workspace packages.
import { createClient } from '../../packages/api/src/index';
import {
  ConsoleProvider,
  createMemoryRouterAdapter,
  createMemoryStorage,
  TopologyPage,
} from '../../packages/console/src/index';

/** Children per level: platforms, systems per platform, services per system, leaves per service. */
export interface TreeShape {
  roots: number;
  systems: number;
  services: number;
  leaves: number;
}

const TIME = '2026-11-20T10:00:00Z';
const TYPES = ['Platform', 'System', 'Service', 'Pod'];

interface Node {
  id: string;
  name: string;
  type: string;
  status: string;
  health: string;
  summary: Record<string, unknown>;
  properties?: unknown[];
  labels: Record<string, string>;
  team_names: string[];
  updated_at: string;
  components: Node[];
}

/** The tree as the server answers it: leaves 1 in 50 unhealthy, health and counts rolled up the same way. */
function generate(shape: TreeShape): Node[] {
  let n = 0;
  const widths = [shape.roots, shape.systems, shape.services, shape.leaves];
  const make = (level: number, prefix: string): Node[] =>
    Array.from({ length: widths[level]! }, (_, i) => {
      const id = `00000000-0000-4000-8000-${String(n++).padStart(12, '0')}`;
      const name = `${prefix}${TYPES[level]!.toLowerCase()}-${i}`;
      const components = level < 3 ? make(level + 1, `${name}/`) : [];
      const unhealthy = level === 3 ? n % 50 === 0 : components.some((c) => c.health === 'unhealthy');
      const health = unhealthy ? 'unhealthy' : 'healthy';
      const summary =
        level === 3
          ? { healthy: 1, checks: unhealthy ? { healthy: 10, unhealthy: 1 } : { healthy: 11 } }
          : {
              healthy: components.filter((c) => c.health === 'healthy').length,
              unhealthy: components.filter((c) => c.health === 'unhealthy').length,
            };
      return {
        id,
        name,
        type: TYPES[level]!,
        status: 'healthy',
        health,
        summary,
        // The server leaves properties out two levels below the cards.
        ...(level < 2
          ? { properties: [{ name: 'rps', label: 'Requests/s', value: (n * 37) % 1000, headline: true }] }
          : {}),
        labels: { env: i % 2 ? 'staging' : 'prod' },
        team_names: [`team-${i % 5}`],
        updated_at: TIME,
        components,
      };
    });
  return make(0, '');
}

const json = (body: string) => new Response(body, { status: 200, headers: { 'Content-Type': 'application/json' } });

function fakeFetch(shape: TreeShape, onMain: () => void): typeof fetch {
  // Serialised up front: the server's JSON encoding is not the client's work.
  const body = JSON.stringify({
    components: generate(shape),
    healthStatuses: ['healthy', 'unhealthy'],
    teams: ['team-0', 'team-1', 'team-2', 'team-3', 'team-4'],
    tags: { env: ['prod', 'staging'] },
    types: TYPES,
  });
  let handedOver = false;
  return async (input, init) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://x');
    if (url.pathname === '/api/canary/api/topology') {
      if (!handedOver) {
        handedOver = true;
        onMain();
      }
      return json(body);
    }
    // Shown with BENCH_DEBUG=1: a request the page makes that this stand-in does not know.
    console.log(`no data for ${init?.method ?? 'GET'} ${url.pathname}`);
    return json('[]');
  };
}

let root: Root | null = null;

declare global {
  // Its own name: the other bench pages declare theirs on Window with other kinds.
  interface Window {
    benchTopologyRender(shape: TreeShape): Promise<number>;
  }
}

/** Renders the topology page and resolves with the time the tree was handed over (performance.now()). */
window.benchTopologyRender = (shape) => {
  root?.unmount();
  root = createRoot(document.getElementById('root')!);
  return new Promise((resolve) => {
    const client = createClient({ fetch: fakeFetch(shape, () => resolve(performance.now())) });
    root!.render(
      <ConsoleProvider
        client={client}
        mode="embedded"
        router={createMemoryRouterAdapter('/topology')}
        storage={createMemoryStorage()}
        user={null}
        features={{}}
      >
        <TopologyPage />
      </ConsoleProvider>,
    );
  });
};
