import { createApp } from '../../app';
import type { Database } from '../../db/database';
import { createPerson, sessionHeaders, type AuthHeaders } from '../../testing/auth';
import { createTestDatabase, type TestDatabase, type testDatabaseKinds } from '../../testing/databases';

/**
 * A small topology the tree tests insert themselves (the runner's own tests make trees from specs):
 *
 *   Payments platform (env=prod, owner payments)
 *     api (Service, env=prod)        ← a mixed child: api-1 healthy, api-2 unhealthy
 *       api-1 (env=prod)             ← check CK_API1
 *       api-2 (status unhealthy)     ← check CK_API2
 *     orders-db (Database, status unhealthy)  ← check CK_DB
 *     queue (Queue, hidden, status warning)
 *     cache (Cache)
 *   Internal tools (env=dev, agent "edge", team tools)
 *     wiki
 *
 * A guest sees what is labelled env=prod.
 */
export const ROOT = 'd0000000-0000-4000-8000-000000000001';
export const API = 'd0000000-0000-4000-8000-000000000002';
export const API1 = 'd0000000-0000-4000-8000-000000000003';
export const API2 = 'd0000000-0000-4000-8000-000000000004';
export const ORDERS_DB = 'd0000000-0000-4000-8000-000000000005';
export const QUEUE = 'd0000000-0000-4000-8000-000000000006';
export const CACHE = 'd0000000-0000-4000-8000-000000000007';
export const TOOLS = 'd0000000-0000-4000-8000-000000000008';
export const WIKI = 'd0000000-0000-4000-8000-000000000009';
export const EDGE_AGENT = 'd1000000-0000-4000-8000-000000000001';
const TOPOLOGY = 'd2000000-0000-4000-8000-000000000001';
const CANARY = 'd3000000-0000-4000-8000-000000000001';
export const CK_API1 = 'd4000000-0000-4000-8000-000000000001';
export const CK_API2 = 'd4000000-0000-4000-8000-000000000002';
export const CK_DB = 'd4000000-0000-4000-8000-000000000003';
const TEAM = 'd5000000-0000-4000-8000-000000000001';

export async function seedTree(db: Database) {
  await db.exec(`
    INSERT INTO agents (id, name) VALUES ('${EDGE_AGENT}', 'edge');
    INSERT INTO topologies (id, name, spec) VALUES ('${TOPOLOGY}', 'payments', '{}');
    INSERT INTO components (id, topology_id, external_id, parent_id, path, name, type, labels, owner, status, hidden,
                            properties, agent_id) VALUES
      ('${ROOT}', '${TOPOLOGY}', 'root', NULL, '', 'Payments platform', 'Platform', '{"env":"prod"}', 'payments',
       'healthy', false, NULL, DEFAULT),
      ('${API}', '${TOPOLOGY}', 'api', '${ROOT}', '${ROOT}', 'api', 'Service', '{"env":"prod","tier":"web"}', NULL,
       'healthy', false, '[{"name":"rps","label":"Requests/s","value":120,"headline":true}]', DEFAULT),
      ('${API1}', '${TOPOLOGY}', 'api-1', '${API}', '${ROOT}.${API}', 'api-1', 'Pod', '{"env":"prod"}', NULL,
       'healthy', false, NULL, DEFAULT),
      ('${API2}', '${TOPOLOGY}', 'api-2', '${API}', '${ROOT}.${API}', 'api-2', 'Pod', NULL, NULL,
       'unhealthy', false, NULL, DEFAULT),
      ('${ORDERS_DB}', '${TOPOLOGY}', 'db', '${ROOT}', '${ROOT}', 'orders-db', 'Database', NULL, NULL,
       'unhealthy', false, '[{"name":"rps","value":40,"headline":true}]', DEFAULT),
      ('${QUEUE}', '${TOPOLOGY}', 'queue', '${ROOT}', '${ROOT}', 'queue', 'Queue', NULL, NULL,
       'warning', true, NULL, DEFAULT),
      ('${CACHE}', '${TOPOLOGY}', 'cache', '${ROOT}', '${ROOT}', 'cache', 'Cache', NULL, NULL,
       'healthy', false, NULL, DEFAULT),
      ('${TOOLS}', NULL, 'tools', NULL, '', 'Internal tools', 'Platform', '{"env":"dev"}', NULL,
       'healthy', false, NULL, '${EDGE_AGENT}'),
      ('${WIKI}', NULL, 'wiki', '${TOOLS}', '${TOOLS}', 'wiki', 'Service', '{"env":"dev"}', NULL,
       'healthy', false, NULL, '${EDGE_AGENT}');
    INSERT INTO teams (id, name) VALUES ('${TEAM}', 'tools');
    INSERT INTO team_components (team_id, component_id) VALUES ('${TEAM}', '${TOOLS}');
    INSERT INTO canaries (id, name, namespace, spec) VALUES ('${CANARY}', 'payments', 'default', '{}');
    INSERT INTO checks (id, canary_id, type, name, status) VALUES
      ('${CK_API1}', '${CANARY}', 'http', 'api-1 health', 'healthy'),
      ('${CK_API2}', '${CANARY}', 'http', 'api-2 health', 'healthy'),
      ('${CK_DB}', '${CANARY}', 'postgres', 'orders-db ping', 'healthy');
    INSERT INTO check_component_relationships (component_id, check_id, canary_id, selector_id) VALUES
      ('${API1}', '${CK_API1}', '${CANARY}', 'a'),
      ('${API2}', '${CK_API2}', '${CANARY}', 'a'),
      ('${ORDERS_DB}', '${CK_DB}', '${CANARY}', 'a'),
      ('${ORDERS_DB}', '${CK_DB}', '${CANARY}', 'b');
  `);
}

/** A component as the tests read it. */
export interface Node {
  id: string;
  name: string;
  health: string;
  status: string;
  summary: Record<string, unknown> & { warning?: number };
  components: Node[];
}

/** The response, or an error's body. */
export interface TopologyBody {
  components: Node[];
  healthStatuses: string[];
  teams: string[];
  tags: Record<string, string[]>;
  types: string[];
  error?: string;
}

export interface TreeApp {
  testDb: TestDatabase;
  db: Database;
  app: ReturnType<typeof createApp>;
  /** The guest's person id (for a token of theirs). */
  guestId: string;
  admin: AuthHeaders;
  /** A guest whose one access scope is components labelled env=prod. */
  guest: AuthHeaders;
  /** GET /api/canary/api/topology with a query, as `auth`. */
  topology: (query?: string, auth?: AuthHeaders) => Promise<{ status: number; body: TopologyBody }>;
}

export async function openTree(kind: (typeof testDatabaseKinds)[number]): Promise<TreeApp> {
  const testDb = await createTestDatabase(kind);
  const db = testDb.db;
  await seedTree(db);
  const app = createApp({ db });
  const guestId = await createPerson(db, ['guest'], { name: 'Prod guest' });
  await db.query(
    `INSERT INTO access_scopes (name, person_id, resources, scopes) VALUES ('prod', $1, '{component}', '[{"tags":{"env":"prod"}}]')`,
    [guestId],
  );
  const admin = await sessionHeaders(db);
  const guest = await sessionHeaders(db, guestId);
  const topology = async (query = '', auth = admin) => {
    const response = await app.request(`http://localhost/api/canary/api/topology${query ? `?${query}` : ''}`, {
      headers: auth,
    });
    return { status: response.status, body: (await response.json()) as TopologyBody };
  };
  return { testDb, db, app, guestId, admin, guest, topology };
}
