import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openCatalog, type CatalogApp } from '../catalog/readModel.fixture';
import { ADMIN_ID } from '../testing/auth';
import { testDatabaseKinds } from '../testing/databases';

/**
 * #24's must-show for views, on PGlite and PostgreSQL: a view with two queries, a merge, a mapping and three panels
 * answers the expected columns, rows and panel values; a second request within maxAge is served from the cache;
 * a query that fails beside a cache reports its error next to the stale rows.
 */
const VIEW = 'd0000000-0000-4000-8000-000000000001';
const FLAKY = 'd0000000-0000-4000-8000-000000000002';
const TYPES = ['Kubernetes::Pod', 'Kubernetes::Deployment', 'AWS::RDS::DBInstance'];

export const inventorySpec = {
  display: { title: 'Inventory', icon: 'database', sidebar: true },
  description: 'Items and their changes',
  queries: {
    items: { configs: { types: TYPES } },
    changes: { changes: { types: TYPES } },
  },
  merge: `SELECT i.name, i.type, i.health, count(c.id) AS changes
          FROM items i LEFT JOIN changes c ON c.config_id = i.id
          WHERE $(var.health) = 'all' OR i.health = $(var.health)
          GROUP BY i.name, i.type, i.health ORDER BY i.name`,
  columns: [
    { name: 'name', type: 'string', primaryKey: true },
    { name: 'type', type: 'string', filter: { type: 'multiselect' } },
    { name: 'health', type: 'health' },
    { name: 'changes', type: 'number' },
    { name: 'label', type: 'string' },
  ],
  mapping: { label: "name + ' (' + row.type + ')'", health: 'row.health' },
  panels: [
    {
      name: 'By health',
      type: 'piechart',
      query: 'SELECT health, count(*) AS count FROM items GROUP BY health ORDER BY health',
    },
    { name: 'Changes', type: 'number', query: 'SELECT count(*) AS value FROM changes', number: { unit: 'changes' } },
    { name: 'Types', type: 'table', query: 'SELECT type, count(*) AS count FROM items GROUP BY type ORDER BY type' },
  ],
  templating: [{ key: 'health', label: 'Health', values: ['all', 'healthy', 'unhealthy', 'warning'] }],
  cache: { maxAge: '15m', minAge: '0s' },
};

/** A query on this server's own database that divides by zero once an item named "boom" exists. */
const flakySpec = {
  display: { title: 'Flaky' },
  queries: {
    probe: {
      sql: {
        connection: 'mission-control://self',
        query: "SELECT 1 / (1 - (SELECT count(*) FROM config_items WHERE name = 'boom'))::int AS ok",
      },
    },
  },
  columns: [{ name: 'ok', type: 'number' }],
  cache: { maxAge: '15m', minAge: '0s' },
};

describe.each(testDatabaseKinds)('views engine (%s)', (kind) => {
  let ctx: CatalogApp;
  const run = (id: string, body: unknown = {}, headers: Record<string, string> = {}) =>
    ctx.request(ctx.admin, `/view/${id}`, { method: 'POST', body: JSON.stringify(body), headers });

  beforeAll(async () => {
    ctx = await openCatalog(kind);
    await ctx.db.query(
      `INSERT INTO views (id, name, namespace, spec, created_by) VALUES ($1, 'inventory', 'default', $2, $5),
                                                                       ($3, 'flaky', 'default', $4, $5)`,
      [VIEW, inventorySpec, FLAKY, flakySpec, ADMIN_ID],
    );
  });
  afterAll(async () => ctx?.testDb.drop());

  it('answers the columns, rows and panel values of two queries, a merge, a mapping and three panels', async () => {
    const response = await run(VIEW);
    const body = await response.json();
    expect(body.error).toBeUndefined();
    expect(response.status).toBe(200);
    expect(body).toMatchObject({
      id: VIEW,
      namespace: 'default',
      name: 'inventory',
      title: 'Inventory',
      icon: 'database',
    });
    expect(body.refreshError).toBeNull();
    expect(body.stale).toBe(false);
    expect(body.columns.map((c: { name: string }) => c.name)).toEqual(['name', 'type', 'health', 'changes', 'label']);
    expect(body.rows).toEqual([
      ['orders-db', 'AWS::RDS::DBInstance', 'healthy', 1, 'orders-db (AWS::RDS::DBInstance)'],
      ['web', 'Kubernetes::Deployment', 'healthy', 1, 'web (Kubernetes::Deployment)'],
      ['web-1', 'Kubernetes::Pod', 'unhealthy', 2, 'web-1 (Kubernetes::Pod)'],
      ['web-2', 'Kubernetes::Pod', 'warning', 0, 'web-2 (Kubernetes::Pod)'],
    ]);
    expect(body.total).toBe(4);
    expect(body.panels).toEqual([
      {
        name: 'By health',
        type: 'piechart',
        rows: [
          { health: 'healthy', count: 2 },
          { health: 'unhealthy', count: 1 },
          { health: 'warning', count: 1 },
        ],
      },
      { name: 'Changes', type: 'number', rows: [{ value: 4 }], number: { unit: 'changes' } },
      {
        name: 'Types',
        type: 'table',
        rows: [
          { type: 'AWS::RDS::DBInstance', count: 1 },
          { type: 'Kubernetes::Deployment', count: 1 },
          { type: 'Kubernetes::Pod', count: 2 },
        ],
      },
    ]);
    expect(body.columnOptions).toEqual({ type: ['AWS::RDS::DBInstance', 'Kubernetes::Deployment', 'Kubernetes::Pod'] });
    expect(body.variables).toEqual([
      {
        key: 'health',
        label: 'Health',
        type: 'values',
        options: ['all', 'healthy', 'unhealthy', 'warning'],
        default: 'all',
        value: 'all',
      },
    ]);
    expect(typeof body.requestFingerprint).toBe('string');
    expect(Date.parse(body.lastRefreshedAt)).not.toBeNaN();
  });

  it('pages, sorts and filters the table, and a variable changes its rows', async () => {
    const page = await (
      await run(VIEW, {
        sort: '-changes',
        limit: 2,
        offset: 0,
        filters: { type: ['Kubernetes::Pod', 'Kubernetes::Deployment'] },
      })
    ).json();
    expect(page.total).toBe(3);
    expect(page.rows.map((row: unknown[]) => row[0])).toEqual(['web-1', 'web']);
    const unhealthy = await (await run(VIEW, { variables: { health: 'unhealthy' } })).json();
    expect(unhealthy.rows.map((row: unknown[]) => row[0])).toEqual(['web-1']);
    expect(unhealthy.variables[0].value).toBe('unhealthy');
    const bad = await run(VIEW, { variables: { health: 'purple' } });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error).toMatch(/variable health: "purple" is not one of its options/);
    expect((await run(VIEW, { sort: 'colour' })).status).toBe(400);
    expect((await run(VIEW, { limit: 5000 })).status).toBe(400);
  });

  it('serves a second request within maxAge from the cache, and refreshes when forced', async () => {
    const first = await (await run(VIEW)).json();
    await ctx.db.query(
      `INSERT INTO config_items (config_class, type, name, health) VALUES ('Pod', 'Kubernetes::Pod', 'web-3', 'healthy')`,
    );
    const { rows: before } = await ctx.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM job_history WHERE name = 'ViewRefresh' AND resource_id = $1`,
      [VIEW],
    );
    const second = await (await run(VIEW)).json();
    expect(second.lastRefreshedAt).toBe(first.lastRefreshedAt);
    expect(second.rows).toEqual(first.rows);
    const { rows: after } = await ctx.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM job_history WHERE name = 'ViewRefresh' AND resource_id = $1`,
      [VIEW],
    );
    expect(after[0]!.n).toBe(before[0]!.n);
    const forced = await (await run(VIEW, {}, { 'Cache-Control': 'max-age=1' })).json();
    expect(forced.total).toBe(5);
    expect(forced.stale).toBe(false);
  });

  it('reports a failing query beside the cached rows, marked stale', async () => {
    const cached = await (await run(FLAKY)).json();
    expect(cached.rows).toEqual([[1]]);
    await ctx.db.query(`INSERT INTO config_items (config_class, type, name) VALUES ('Pod', 'Kubernetes::Pod', 'boom')`);
    const failed = await (await run(FLAKY, {}, { 'Cache-Control': 'max-age=1' })).json();
    expect(failed.rows).toEqual([[1]]);
    expect(failed.stale).toBe(true);
    expect(failed.refreshError).toMatch(/queries\.probe failed: division by zero/);
    expect(failed.lastRefreshedAt).toBe(cached.lastRefreshedAt);
    // The next unforced request within maxAge still says why the rows are old.
    const later = await (await run(FLAKY)).json();
    expect(later.refreshError).toMatch(/division by zero/);
    expect(later.stale).toBe(true);
  });

  it('answers 404 for an unknown view and lists the views of a catalog item', async () => {
    const missing = await run('d0000000-0000-4000-8000-0000000000ff');
    expect(missing.status).toBe(404);
    expect((await missing.json()).error).toMatch(/not found/);
  });
});
