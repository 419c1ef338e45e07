import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { createPerson, requester, sessionHeaders } from '../testing/auth';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../testing/databases';
import { Runner } from '../runner/runner';
import { TopologyEngine } from './engine';

interface Row {
  id: string;
  name: string;
  external_id: string;
  parent_id: string | null;
  path: string;
  deleted_at: string | null;
  health: string | null;
}

/** #21: the topology runner on PGlite and PostgreSQL. */
describe.each(testDatabaseKinds)('#21 topology runner on %s', (kind) => {
  let t: TestDatabase;
  let engine: TopologyEngine;
  let admin: ReturnType<typeof requester>;
  let viewer: ReturnType<typeof requester>;
  const checks: Record<string, string> = {};
  const configs: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    engine = new TopologyEngine(t.db);
    const app = createApp({ db: t.db, topologies: engine });
    admin = requester(app, await sessionHeaders(t.db));
    viewer = requester(app, await sessionHeaders(t.db, await createPerson(t.db, ['viewer'])));
    // Checks of a canary (one failing), catalog items, and a component of another topology to adopt.
    const canary = (
      await t.db.query<{ id: string }>(
        `INSERT INTO canaries (name, namespace, labels, spec) VALUES ('shop', 'default', '{"team":"shop"}', '{}') RETURNING id`,
      )
    ).rows[0]!.id;
    for (const [name, status, labels] of [
      ['api/cart', 'healthy', { tier: 'backend' }],
      ['api/pay', 'unhealthy', { tier: 'backend' }],
      ['homepage', 'healthy', { tier: 'frontend' }],
    ] as const) {
      checks[name] = (
        await t.db.query<{ id: string }>(
          `INSERT INTO checks (canary_id, type, name, namespace, labels, status) VALUES ($1, 'http', $2, 'default', $3, $4)
           RETURNING id`,
          [canary, name, labels, status],
        )
      ).rows[0]!.id;
    }
    for (const [name, type] of [
      ['cart', 'Kubernetes::Deployment'],
      ['cart', 'Kubernetes::Service'],
      ['pay', 'Kubernetes::Deployment'],
    ] as const) {
      configs[`${type}/${name}`] = (
        await t.db.query<{ id: string }>(
          `INSERT INTO config_items (name, type, config_class, tags) VALUES ($1, $2, 'Deployment', '{"namespace":"shop"}')
           RETURNING id`,
          [name, type],
        )
      ).rows[0]!.id;
    }
    const other = (
      await t.db.query<{ id: string }>(`INSERT INTO topologies (name, spec) VALUES ('infra', '{}') RETURNING id`)
    ).rows[0]!.id;
    await t.db.query(
      `INSERT INTO components (topology_id, external_id, name, type, labels) VALUES
         ($1, 'redis-1', 'redis-1', 'Cache', '{"app":"shop"}'), ($1, 'pg-1', 'pg-1', 'Database', '{"app":"other"}')`,
      [other],
    );
  });
  afterAll(() => t.drop());

  const spec = (withCart = true) => ({
    text: 'Shop',
    components: [
      {
        name: 'Services',
        type: 'Group',
        properties: [{ name: 'Owner', text: 'shop team' }],
        components: [
          ...(withCart
            ? [
                {
                  name: 'cart',
                  type: 'Service',
                  checks: [{ selector: { name: 'api/cart' } }],
                  configs: [{ name: 'cart', types: ['Kubernetes::Deployment'] }],
                },
              ]
            : []),
          {
            name: 'pay',
            type: 'Service',
            health: 'healthy',
            checks: [{ selector: { labelSelector: 'tier=backend,team=shop', name: 'api/p*' } }],
            configs: [{ name: 'pay', tagSelector: 'namespace=shop' }],
          },
        ],
      },
      { name: 'Caches', type: 'Group', selectors: [{ labelSelector: 'app=shop', types: ['Cache'] }] },
    ],
  });

  async function save(name: string, body: unknown, schedule?: string) {
    const { rows } = await t.db.query<{ id: string }>(
      `INSERT INTO topologies (name, namespace, labels, spec, schedule) VALUES ($1, 'default', '{"env":"prod"}', $2, $3)
       RETURNING id`,
      [name, JSON.stringify(body), schedule ?? null],
    );
    return rows[0]!.id;
  }
  const tree = async (topology: string) =>
    (
      await t.db.query<Row>(
        `SELECT id, name, external_id, parent_id, path, deleted_at::text, health FROM components
         WHERE topology_id = $1 ORDER BY path, name`,
        [topology],
      )
    ).rows;
  const byName = (rows: Row[], name: string) => rows.find((row) => row.name === name)!;

  let shop: string;

  it('a spec with static, nested and selector-built components produces the tree, paths and links', async () => {
    shop = await save('shop', spec());
    const job = await engine.runNow(shop);
    expect(job).toMatchObject({ name: 'TopologyRun', resource_type: 'topology', status: 'SUCCESS', success_count: 5 });
    const rows = await tree(shop);
    expect(rows.map((row) => row.name).sort()).toEqual(['Caches', 'Services', 'Shop', 'cart', 'pay']);
    const root = byName(rows, 'Shop');
    const services = byName(rows, 'Services');
    expect(root).toMatchObject({ parent_id: null, path: '', external_id: 'shop' });
    expect(services).toMatchObject({ parent_id: root.id, path: root.id, external_id: 'Services' });
    expect(byName(rows, 'cart')).toMatchObject({
      parent_id: services.id,
      path: `${root.id}.${services.id}`,
      external_id: 'Services/cart',
    });
    // Topology labels are copied down; properties kept.
    const { rows: details } = await t.db.query<{ labels: Record<string, string>; properties: unknown; type: string }>(
      'SELECT labels, properties, type FROM components WHERE id = $1',
      [services.id],
    );
    expect(details[0]).toMatchObject({ labels: { env: 'prod' }, properties: [{ name: 'Owner', text: 'shop team' }] });
    // checks selectors: by name, and by labels (check's over its canary's) with a wildcard name.
    const { rows: linkedChecks } = await t.db.query<{ component: string; check_id: string }>(
      `SELECT c.name AS component, r.check_id FROM check_component_relationships r JOIN components c ON c.id = r.component_id
       WHERE c.topology_id = $1 AND r.deleted_at IS NULL ORDER BY c.name`,
      [shop],
    );
    expect(linkedChecks).toEqual([
      { component: 'cart', check_id: checks['api/cart'] },
      { component: 'pay', check_id: checks['api/pay'] },
    ]);
    const { rows: linkedConfigs } = await t.db.query<{ component: string; config_id: string }>(
      `SELECT c.name AS component, r.config_id FROM config_component_relationships r
       JOIN components c ON c.id = r.component_id WHERE c.topology_id = $1 AND r.deleted_at IS NULL ORDER BY c.name`,
      [shop],
    );
    expect(linkedConfigs).toEqual([
      { component: 'cart', config_id: configs['Kubernetes::Deployment/cart'] },
      { component: 'pay', config_id: configs['Kubernetes::Deployment/pay'] },
    ]);
    const { rows: adopted } = await t.db.query<{ name: string }>(
      `SELECT a.name FROM component_relationships r JOIN components a ON a.id = r.relationship_id
       WHERE r.component_id = $1 AND r.deleted_at IS NULL`,
      [byName(rows, 'Caches').id],
    );
    expect(adopted).toEqual([{ name: 'redis-1' }]);
  });

  it('a removed component is soft-deleted on the next run, with its links; the others keep their ids', async () => {
    const before = await tree(shop);
    await t.db.query('UPDATE topologies SET spec = $2 WHERE id = $1', [shop, JSON.stringify(spec(false))]);
    const job = await engine.runNow(shop);
    expect(job).toMatchObject({ status: 'SUCCESS' });
    const after = await tree(shop);
    const cart = byName(after, 'cart');
    expect(cart.deleted_at).not.toBeNull();
    expect(
      after
        .filter((row) => !row.deleted_at)
        .map((row) => row.name)
        .sort(),
    ).toEqual(['Caches', 'Services', 'Shop', 'pay']);
    expect(byName(after, 'pay').id).toBe(byName(before, 'pay').id);
    const { rows } = await t.db.query(
      'SELECT 1 FROM check_component_relationships WHERE component_id = $1 AND deleted_at IS NULL',
      [cart.id],
    );
    expect(rows).toHaveLength(0);
    // Back in the spec: the same component comes back (same id, no longer deleted).
    await t.db.query('UPDATE topologies SET spec = $2 WHERE id = $1', [shop, JSON.stringify(spec())]);
    await engine.runNow(shop);
    expect(byName(await tree(shop), 'cart')).toMatchObject({ id: cart.id, deleted_at: null });
  });

  it('a component whose own health changes enqueues component.<health> in the run', async () => {
    const changed = spec();
    (changed.components[0]!.components![1] as { health: string }).health = 'unhealthy';
    await t.db.query('UPDATE topologies SET spec = $2 WHERE id = $1', [shop, JSON.stringify(changed)]);
    await engine.runNow(shop);
    const pay = byName(await tree(shop), 'pay');
    expect(pay.health).toBe('unhealthy');
    const { rows } = await t.db.query<{ name: string }>(
      `SELECT name FROM event_queue WHERE properties->>'id' = $1 ORDER BY created_at`,
      [pay.id],
    );
    expect(rows.map((row) => row.name)).toEqual(['component.unhealthy']);
  });

  it('Run now answers after the run with its job-history row; a viewer may not; a bad id is a 400', async () => {
    const id = await save('run-now', { components: [{ name: 'only' }] });
    const response = await admin(`/api/topology/${id}/run`, { method: 'POST' });
    expect(response.status).toBe(200);
    const job = (await response.json()) as { id: string; details: { topology_summary: Record<string, unknown> } };
    expect(job).toMatchObject({ name: 'TopologyRun', resource_id: id, resource_name: 'run-now', status: 'SUCCESS' });
    expect(job.details.topology_summary).toMatchObject({ trigger: 'manual', components: 2, created: 2 });
    // The answer comes after the run: the components and the row are there.
    const { rows } = await t.db.query('SELECT 1 FROM job_history WHERE id = $1', [job.id]);
    expect(rows).toHaveLength(1);
    expect((await tree(id)).map((row) => row.name).sort()).toEqual(['only', 'run-now']);
    expect((await viewer(`/api/topology/${id}/run`, { method: 'POST' })).status).toBe(403);
    const bad = await admin('/api/topology/nope/run', { method: 'POST' });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: string }).error).toBe('"nope" is not a topology id (a UUID)');
    const missing = await admin('/api/topology/00000000-0000-0000-0000-0000000000ff/run', { method: 'POST' });
    expect(missing.status).toBe(404);
  });

  it('a bad spec fails its run with a sentence in the job row', async () => {
    const id = await save('broken', { components: [{ type: 'Service' }] });
    const job = await engine.runNow(id);
    expect(job).toMatchObject({
      status: 'FAILED',
      details: { errors: ['spec.components[0] needs a name (or a lookup)'] },
    });
  });

  it('inline canaries are created and linked; a deleted topology takes its components and canaries with it', async () => {
    const id = await save('inline', {
      components: [
        { name: 'web', checks: [{ inline: { http: [{ name: 'inline-home', url: 'http://127.0.0.1:9/' }] } }] },
      ],
    });
    expect(await engine.runNow(id)).toMatchObject({ status: 'SUCCESS' });
    const { rows: linked } = await t.db.query<{ check: string; source: string }>(
      `SELECT k.name AS check, c.source FROM check_component_relationships r JOIN checks k ON k.id = r.check_id
       JOIN canaries c ON c.id = r.canary_id JOIN components m ON m.id = r.component_id
       WHERE m.topology_id = $1 AND m.name = 'web' AND r.deleted_at IS NULL`,
      [id],
    );
    expect(linked).toEqual([{ check: 'inline-home', source: `topology/${id}` }]);
    await t.db.query('UPDATE topologies SET deleted_at = now() WHERE id = $1', [id]);
    await new TopologyEngine(t.db).tick(new AbortController().signal);
    expect((await tree(id)).every((row) => row.deleted_at !== null)).toBe(true);
    const { rows: live } = await t.db.query(
      `SELECT 1 FROM checks k JOIN canaries c ON c.id = k.canary_id
       WHERE c.source = $1 AND (k.deleted_at IS NULL OR c.deleted_at IS NULL)`,
      [`topology/${id}`],
    );
    expect(live).toHaveLength(0);
  });

  it('a single virtual child is collapsed into its children', async () => {
    const id = await save('virtual', {
      components: [{ name: 'v', type: 'virtual', components: [{ name: 'x' }, { name: 'y' }] }],
    });
    await engine.runNow(id);
    const rows = await tree(id);
    const root = byName(rows, 'virtual');
    expect(
      rows
        .filter((row) => row.parent_id === root.id)
        .map((row) => row.name)
        .sort(),
    ).toEqual(['x', 'y']);
    expect(rows.map((row) => row.name)).not.toContain('v');
  });

  it('a topology producing more components than the limit fails its run, naming the limit', async () => {
    const id = await save('big', { components: Array.from({ length: 60 }, (_, index) => ({ name: `c${index}` })) });
    const job = await new TopologyEngine(t.db, { limits: { maxComponents: 50 } }).runNow(id);
    expect(job).toMatchObject({
      status: 'FAILED',
      details: { errors: ['the topology produces more than the limit of 50 components'] },
    });
    expect(await tree(id)).toHaveLength(0);
  });

  it('a large tree (2,000 components in two levels) is written in one run', async () => {
    const groups = Array.from({ length: 40 }, (_, g) => ({
      name: `g${g}`,
      components: Array.from({ length: 49 }, (_, c) => ({ name: `c${c}`, properties: [{ name: 'n', value: c }] })),
    }));
    const id = await save('large', { components: groups });
    const started = performance.now();
    expect(await engine.runNow(id)).toMatchObject({ status: 'SUCCESS', success_count: 2001 });
    const elapsed = performance.now() - started;
    console.info(`#21 topology runner on ${kind}: 2,001 components written in ${Math.round(elapsed)} ms`);
    const { rows } = await t.db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM components c JOIN components p ON p.id = c.parent_id
       WHERE c.topology_id = $1 AND c.path = p.path || '.' || p.id OR (c.topology_id = $1 AND p.path = '' AND c.path = p.id::text)`,
      [id],
    );
    expect(rows[0]!.count).toBe(2000);
  });

  it('the check runner runs a due topology on its tick, once, and schedules the next run by the default @every 10m', async () => {
    const id = await save('scheduled', { components: [{ name: 'a' }] });
    const runner = new Runner(t.db, { pollMs: 20, maintenanceMs: 3_600_000 });
    runner.addPass(new TopologyEngine(t.db));
    const started = Date.now();
    runner.start();
    try {
      await expect
        .poll(
          async () =>
            (await t.db.query(`SELECT 1 FROM job_history WHERE name = 'TopologyRun' AND resource_id = $1`, [id])).rows
              .length,
          { timeout: 15_000 },
        )
        .toBe(1);
      await new Promise((resolve) => setTimeout(resolve, 300));
    } finally {
      await runner.stop();
    }
    const { rows } = await t.db.query<{ next: Date; count: number }>(
      `SELECT t.next_runtime AS next, (SELECT count(*)::int FROM job_history j WHERE j.resource_id = $1::text) AS count
       FROM topologies t WHERE t.id = $1::uuid`,
      [id],
    );
    expect(rows[0]!.count).toBe(1);
    const ahead = new Date(rows[0]!.next).getTime() - started;
    expect(ahead).toBeGreaterThan(9 * 60_000);
    expect(ahead).toBeLessThan(11 * 60_000);
    expect((await tree(id)).map((row) => row.name).sort()).toEqual(['a', 'scheduled']);
  });
});
