import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEP, openCatalog, POD1, type CatalogApp } from '../catalog/readModel.fixture';
import { ADMIN_ID, createPerson, sessionHeaders } from '../testing/auth';
import { testDatabaseKinds } from '../testing/databases';
import { DEMO_VIEW_IDS, ensureDemoViews } from './demo';
import { ViewRefreshPass } from './pass';
import { VIEW_LIMITS } from './limits';

/** Saving views (/api/db hook), the config tabs list, access, the demo views, the sandbox and the scheduled pass. */
describe.each(testDatabaseKinds)('views routes (%s)', (kind) => {
  let ctx: CatalogApp;
  const post = (id: string, body: unknown = {}, auth = () => ctx.admin) =>
    ctx.request(auth(), `/view/${id}`, { method: 'POST', body: JSON.stringify(body) });

  beforeAll(async () => {
    ctx = await openCatalog(kind);
  });
  afterAll(async () => ctx?.testDb.drop());

  it('runs the shipped demo views through the engine at seed time', async () => {
    const outcome = await ensureDemoViews(ctx.db);
    expect(outcome).toEqual({ 'default/catalog-summary': 'ok', 'default/deployment-overview': 'ok' });
    const summary = await (await post(DEMO_VIEW_IDS['default/catalog-summary']!)).json();
    expect(summary.title).toBe('Catalog summary');
    expect(summary.panels.map((p: { name: string; type: string }) => `${p.type}:${p.name}`)).toEqual([
      'piechart:Items by type',
      'number:Catalog items',
      'piechart:Health',
    ]);
    expect(summary.panels[1].rows).toEqual([{ value: 5 }]);
    // Not healthy: web-1 (unhealthy) and web-2 (warning); the type variable narrows them.
    expect(summary.rows.map((row: unknown[]) => row[1])).toEqual(['web-1', 'web-2']);
    expect(summary.variables[0]).toMatchObject({ key: 'type', default: 'all', value: 'all' });
    expect(summary.variables[0].options).toContain('Kubernetes::Pod');
    const pods = await (
      await post(DEMO_VIEW_IDS['default/catalog-summary']!, { variables: { type: 'AWS::RDS::DBInstance' } })
    ).json();
    expect(pods.rows).toEqual([]);
    const deployments = await (await post(DEMO_VIEW_IDS['default/deployment-overview']!)).json();
    expect(deployments.rows).toEqual([[DEP, 'web', 'shop', 'healthy', 'Running', 0, 1, expect.any(String)]]);
    expect(deployments.panels[2]).toMatchObject({ type: 'gauge', rows: [{ value: 0 }], gauge: { max: 100 } });
  });

  it('lists the views whose config tab matches a catalog item', async () => {
    const list = await (await ctx.request(ctx.admin, `/view/list?config_id=${DEP}`)).json();
    expect(list).toEqual([
      {
        id: DEMO_VIEW_IDS['default/deployment-overview'],
        namespace: 'default',
        name: 'deployment-overview',
        title: 'Deployment overview',
        icon: 'kubernetes',
        ordinal: 10,
      },
    ]);
    expect(await (await ctx.request(ctx.admin, `/view/list?config_id=${POD1}`)).json()).toEqual([]);
    const bad = await ctx.request(ctx.admin, '/view/list?config_id=nope');
    expect(bad.status).toBe(400);
  });

  it('refuses a caller without read on views', async () => {
    const nobody = await sessionHeaders(ctx.db, await createPerson(ctx.db, []));
    const response = await post(DEMO_VIEW_IDS['default/catalog-summary']!, {}, () => nobody);
    expect(response.status).toBe(403);
  });

  it('checks specs saved through /api/db and keeps admin-only queries to admin', async () => {
    const save = (spec: unknown, auth = ctx.admin) =>
      ctx.request(auth, '/db/views', {
        method: 'POST',
        body: JSON.stringify({ name: 'saved', namespace: 'default', spec }),
        headers: { Prefer: 'return=representation' },
      });
    const panelOnly = {
      queries: { items: { configs: { types: ['Kubernetes::Pod'] } } },
      panels: [{ name: 'n', type: 'number', query: 'SELECT count(*) AS value FROM items' }],
    };
    const bad = await save({
      ...panelOnly,
      panels: [{ name: 'n', type: 'number', query: "SELECT set_config('role', 'postgres', true)" }],
    });
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toMatch(/invalid view spec: panels\[0\]\.query calls set_config\(\)/);
    const badType = await save({ ...panelOnly, columns: [{ name: 'x', type: 'colour' }] });
    expect((await badType.json()).message).toMatch(
      /spec\.columns\[0\]\.type: "colour" is not one of "string", "number"/,
    );
    const editor = await sessionHeaders(ctx.db, await createPerson(ctx.db, ['editor']));
    const self = {
      queries: { q: { sql: { connection: 'mission-control://self', query: 'SELECT 1 AS one' } } },
      columns: [{ name: 'one', type: 'number' }],
    };
    const refused = await save(self, editor);
    expect(refused.status).toBe(403);
    const saved = await save(panelOnly, editor);
    expect(saved.status).toBe(201);
    const [row] = (await saved.json()) as Array<{ id: string; created_by: string }>;
    const result = await (await post(row!.id)).json();
    expect(result.panels[0].rows).toEqual([{ value: 2 }]);
  });

  it("keeps panel SQL to the run's own tables even when it passes the parse check", async () => {
    const id = 'd1000000-0000-4000-8000-000000000001';
    // Written around the save hook on purpose: the role is what stops this, not the parse check.
    await ctx.db.query(
      `INSERT INTO views (id, name, namespace, spec, created_by) VALUES ($1, 'sneaky', 'default', $2, $3)`,
      [
        id,
        {
          queries: { items: { configs: {} } },
          panels: [{ name: 'p', type: 'number', query: 'SELECT count(*) AS value FROM public.people' }],
        },
        ADMIN_ID,
      ],
    );
    const result = await (await post(id)).json();
    expect(result.panels).toEqual([]);
    expect(result.refreshError).toMatch(/panels\[0\]\.query failed: permission denied for table people/);
  });

  it('refreshes due views on the scheduled pass once across servers, one job_history row per run', async () => {
    await ctx.db.query(`UPDATE view_results SET refreshed_at = now() - interval '2 hours'`);
    const before = await ctx.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM job_history WHERE name = 'ViewRefresh'`,
    );
    const limits = { ...VIEW_LIMITS, refreshIntervalMs: 60_000 };
    const a = new ViewRefreshPass(ctx.db, { limits, leaseHolder: 'server-a' });
    const b = new ViewRefreshPass(ctx.db, { limits, leaseHolder: 'server-b' });
    const signal = new AbortController().signal;
    await Promise.all([a.tick(signal), b.tick(signal)]);
    await Promise.all([a.drain(), b.drain()]);
    const after = await ctx.db.query<{ n: number; failed: number }>(
      `SELECT count(*)::int AS n, count(*) FILTER (WHERE status = 'FAILED')::int AS failed FROM job_history WHERE name = 'ViewRefresh'`,
    );
    // The demo views, the saved one and the sneaky one (which fails): each run once.
    expect(after.rows[0]!.n - before.rows[0]!.n).toBe(4);
    expect(after.rows[0]!.failed).toBeGreaterThanOrEqual(1);
  });
});
