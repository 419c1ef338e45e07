import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../testing/databases';
import {
  API,
  API1,
  CK_API1,
  CK_DB,
  EDGE_AGENT,
  openTree,
  ORDERS_DB,
  QUEUE,
  ROOT,
  TOOLS,
  type Node,
  type TreeApp,
} from './tree.fixture';

const names = (nodes: Node[]) => nodes.map((node) => node.name);
const find = (nodes: Node[], id: string): Node | undefined => {
  for (const node of nodes) {
    if (node.id === id) return node;
    const found = find(node.components, id);
    if (found) return found;
  }
  return undefined;
};

/** GET /api/canary/api/topology over tree.fixture.ts. */
describe.each(testDatabaseKinds)('#21 GET /api/canary/api/topology on %s', (kind) => {
  let tree: TreeApp;

  beforeAll(async () => {
    tree = await openTree(kind);
  });

  afterAll(async () => {
    await tree.testDb.drop();
  });

  it('#21 a check flipping to failing turns its component and every ancestor unhealthy on the next read', async () => {
    const before = await tree.topology();
    expect(before.status).toBe(200);
    expect(find(before.body.components, ROOT)!.health).toBe('healthy');

    // What the runner writes when a check fails (runner/execute.ts): the check's latest status.
    await tree.db.query(`UPDATE checks SET status = 'unhealthy' WHERE id = $1`, [CK_API1]);
    const after = (await tree.topology()).body.components as Node[];
    expect([ROOT, API, API1].map((id) => find(after, id)!.health)).toEqual(['unhealthy', 'unhealthy', 'unhealthy']);
    expect(find(after, ORDERS_DB)!.health).toBe('healthy');
    expect(find(after, TOOLS)!.health).toBe('healthy');
    expect(find(after, API1)!.summary.checks).toEqual({ unhealthy: 1 });
    // The same check linked twice (two selectors) counts once.
    expect(find(after, ROOT)!.summary.checks).toEqual({ healthy: 2, unhealthy: 1 });

    await tree.db.query(`UPDATE checks SET status = 'healthy' WHERE id = $1`, [CK_API1]);
    expect(find((await tree.topology()).body.components, ROOT)!.health).toBe('healthy');
  });

  it('#21 summary counts follow §2.3: a mixed child is one warning, warnings are added, leaves count by status', async () => {
    const { body } = await tree.topology(`id=${ROOT}`);
    const [root] = body.components as Node[];
    expect(root!.id).toBe(ROOT);
    const api = find(body.components, API)!;
    expect(api.summary).toEqual({ healthy: 1, unhealthy: 1, checks: { healthy: 2 } });
    // api (healthy and unhealthy) → warning 1; queue's warning → +1; orders-db (unhealthy leaf) → unhealthy 1;
    // cache (healthy leaf) → healthy 1.
    expect(root!.summary).toEqual({ warning: 2, unhealthy: 1, healthy: 1, checks: { healthy: 3 } });
    expect(names(root!.components)).toEqual(['api', 'cache', 'orders-db', 'queue']);
  });

  it('#21 honours team, hidden and agent_id (upstream ignores them)', async () => {
    expect(names((await tree.topology()).body.components)).toEqual(['Internal tools', 'Payments platform']);
    expect(names((await tree.topology('team=tools')).body.components)).toEqual(['Internal tools']);
    expect(names((await tree.topology('team=payments')).body.components)).toEqual(['Payments platform']);
    expect(names((await tree.topology(`agent_id=${EDGE_AGENT}`)).body.components)).toEqual(['Internal tools']);
    expect(names((await tree.topology('agent_id=00000000-0000-0000-0000-000000000000')).body.components)).toEqual([
      'Payments platform',
    ]);
    const withHidden = (await tree.topology(`id=${ROOT}`)).body.components[0]!;
    expect(names(withHidden.components)).toContain('queue');
    const withoutHidden = (await tree.topology(`id=${ROOT}&hidden=false`)).body.components[0]!;
    expect(names(withoutHidden.components)).toEqual(['api', 'cache', 'orders-db']);
    // The hidden queue is not listed, yet its warning still counts: a filter never changes a card's colour.
    expect(withoutHidden.summary.warning).toBe(2);
    const { body } = await tree.topology();
    expect(body.teams).toEqual(['payments', 'tools']);
  });

  it('#21 a guest sees only the components in scope', async () => {
    const { status, body } = await tree.topology('', tree.guest);
    expect(status).toBe(200);
    expect(names(body.components)).toEqual(['Payments platform']);
    const root = body.components[0] as Node;
    expect(names(root.components)).toEqual(['api']);
    expect(names(root.components[0]!.components)).toEqual(['api-1']);
    // Rolled up over what the guest sees: api-1 alone under api.
    expect(root.components[0]!.summary).toEqual({ healthy: 1, checks: { healthy: 1 } });
    expect(body.types).toEqual(['Platform', 'Pod', 'Service']);
    expect(body.tags).toEqual({ env: ['prod'], tier: ['web'] });
    expect((await tree.topology(`id=${ORDERS_DB}`, tree.guest)).status).toBe(404);
    expect((await tree.topology(`id=${ORDERS_DB}`)).status).toBe(200);
  });

  it('filters by health, type (flattened), labels and owner; sorts; cuts by depth', async () => {
    await tree.db.query(`UPDATE checks SET status = 'unhealthy' WHERE id = $1`, [CK_DB]);
    try {
      const root = `id=${ROOT}`;
      expect(names((await tree.topology(`${root}&status=unhealthy`)).body.components[0]!.components)).toEqual([
        'orders-db',
      ]);
      const { body } = await tree.topology('type=Pod&flatten=true');
      expect(names(body.components)).toEqual(['api-1', 'api-2']);
      expect(body.types).toEqual(['Cache', 'Database', 'Platform', 'Pod', 'Queue', 'Service']);
      expect(body.healthStatuses).toEqual(['healthy', 'unhealthy']);
      // With an id, flattened: the component first (for the sidebar), then every match below it (the cards).
      expect(names((await tree.topology(`${root}&type=Pod&flatten=true`)).body.components)).toEqual([
        'Payments platform',
        'api-1',
        'api-2',
      ]);
      expect(names((await tree.topology('labels=env=dev')).body.components)).toEqual(['Internal tools']);
      expect(names((await tree.topology('owner=payments')).body.components)).toEqual(['Payments platform']);
      const byRps = (await tree.topology(`${root}&sortBy=field:rps&sortOrder=asc`)).body.components[0]!.components;
      expect(names(byRps)).toEqual(['cache', 'queue', 'orders-db', 'api']);
      const byHealth = (await tree.topology(`${root}&sortBy=status&sortOrder=desc`)).body.components[0]!.components;
      expect(names(byHealth).at(-1)).toBe('orders-db');
      const shallow = (await tree.topology('depth=1')).body.components as Node[];
      expect(shallow.every((node) => node.components.length === 0)).toBe(true);
      expect(find(shallow, ROOT)!.health).toBe('unhealthy');
      expect((await tree.topology(`${root}&depth=1`)).body.components[0]!.components[0]!.components).toEqual([]);
    } finally {
      await tree.db.query(`UPDATE checks SET status = 'healthy' WHERE id = $1`, [CK_DB]);
    }
  });

  it('evaluates health_expr and status_expr (CEL) on read', async () => {
    await tree.db.query(`UPDATE components SET health_expr = $2, status_expr = $3 WHERE id = $1`, [
      QUEUE,
      `component.properties.depth > 100 ? 'warning' : 'unhealthy'`,
      `'info'`,
    ]);
    await tree.db.query(`UPDATE components SET properties = '[{"name":"depth","value":500}]' WHERE id = $1`, [QUEUE]);
    try {
      const queue = find((await tree.topology(`id=${ROOT}`)).body.components, QUEUE)!;
      expect([queue.health, queue.status]).toEqual(['warning', 'info']);
      expect(queue.summary).toEqual({ info: 1 });
    } finally {
      await tree.db.query(
        `UPDATE components SET health_expr = NULL, status_expr = NULL, properties = NULL WHERE id = $1`,
        [QUEUE],
      );
    }
  });

  it('refuses bad parameters with a sentence', async () => {
    for (const [query, error] of [
      ['depth=deep', "depth must be a whole number from 0 to 20, not 'deep'"],
      ['id=42', "id must be a component id (a UUID), not '42'"],
      ['hidden=maybe', "hidden must be true or false, not 'maybe'"],
      ['agent_id=edge', "agent_id must be an agent id (a UUID), not 'edge'"],
      ['labels=env', "labels must be key=value pairs separated by commas; 'env' is not one"],
      ['sortBy=colour', "sortBy must be status, name, type, updated_at or field:<property>, not 'colour'"],
    ] as const) {
      const { status, body } = await tree.topology(query);
      expect([query, status, body.error]).toEqual([query, 400, error]);
    }
    const missing = await tree.topology('id=d0000000-0000-4000-8000-0000000000ff');
    expect([missing.status, missing.body.error]).toEqual([
      404,
      'component d0000000-0000-4000-8000-0000000000ff was not found',
    ]);
  });
  // Last: it adds incidents and findings the exact summaries above do not expect.
  it('#21 cards count open incidents naming a component and open findings of its catalog items, rolled up', async () => {
    const { rows: people } = await tree.db.query<{ id: string }>('SELECT id FROM people LIMIT 1');
    const by = people[0]!.id;
    const incident = async (status: string) => {
      const { rows } = await tree.db.query<{ id: string }>(
        `INSERT INTO incidents (title, severity, type, status, created_by, commander_id)
         VALUES ('API down', 'High', 'availability', 'open', $1, $1) RETURNING id`,
        [by],
      );
      const { rows: hypotheses } = await tree.db.query<{ id: string }>(
        `INSERT INTO hypotheses (incident_id, title, type, status, created_by) VALUES ($1, 'root', 'root', 'possible', $2)
         RETURNING id`,
        [rows[0]!.id, by],
      );
      await tree.db.query(
        `INSERT INTO evidences (hypothesis_id, component_id, type, description, created_by) VALUES ($1, $2, 'topology', 'x', $3)`,
        [hypotheses[0]!.id, API1, by],
      );
      if (status !== 'open')
        await tree.db.query('UPDATE incidents SET status = $2 WHERE id = $1', [rows[0]!.id, status]);
    };
    await incident('open');
    await incident('resolved');
    const { rows: items } = await tree.db.query<{ id: string }>(
      `INSERT INTO config_items (config_class, type, name) VALUES ('Deployment', 'Kubernetes::Deployment', 'api') RETURNING id`,
    );
    await tree.db.query(
      `INSERT INTO config_component_relationships (component_id, config_id, selector_id) VALUES ($1, $2, 'manual')`,
      [API1, items[0]!.id],
    );
    await tree.db.query(
      `INSERT INTO config_analysis (config_id, analyzer, analysis_type, severity, status)
       VALUES ($1, 'privileged', 'security', 'critical', 'open'), ($1, 'old', 'security', 'low', 'resolved')`,
      [items[0]!.id],
    );
    const nodes = (await tree.topology()).body.components as Node[];
    // Only the open incident and the open finding count; the parent and the root add their children's.
    for (const id of [API1, API, ROOT]) {
      expect(find(nodes, id)!.summary.incidents).toEqual({ availability: { High: 1 } });
      expect(find(nodes, id)!.summary.insights).toEqual({ security: { critical: 1 } });
    }
    expect(find(nodes, ORDERS_DB)!.summary.incidents).toBeUndefined();
  });
});
