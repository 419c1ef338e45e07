import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOG_COST_RANGE_MESSAGE } from '@mission-control/api';
import { createPerson, sessionHeaders } from '../testing/auth';
import { testDatabaseKinds } from '../testing/databases';
import { insertPermission } from '../testing/demoApp';
import { openCatalog, POD1, type CatalogApp } from './readModel.fixture';

type Row = Record<string, unknown> & { count: number; health: Record<string, number> };

/** POST /api/catalog/summary over the fixture catalog (readModel.fixture.ts). */
describe.each(testDatabaseKinds)('POST /api/catalog/summary on %s', (kind) => {
  let catalog: CatalogApp;
  const summary = async (body: unknown, auth = catalog.admin) => {
    const response = await catalog.request(auth, '/catalog/summary', { method: 'POST', body: JSON.stringify(body) });
    return { status: response.status, body: (await response.json()) as Row[] | null };
  };
  /** `key → count` of each row, for short assertions. */
  const counts = (rows: Row[] | null, key = 'type') => Object.fromEntries((rows ?? []).map((r) => [r[key], r.count]));

  beforeAll(async () => {
    catalog = await openCatalog(kind);
  });

  afterAll(async () => {
    await catalog.testDb.drop();
  });

  it('groups live items by type with health counts, newest dates and cost', async () => {
    const { status, body } = await summary({ cost: '30d' });
    expect(status).toBe(200);
    expect(body).toEqual([
      {
        type: 'AWS::RDS::DBInstance',
        health: { healthy: 1 },
        created_at: expect.any(String),
        updated_at: expect.any(String),
        count: 1,
        cost_30d: 100,
      },
      expect.objectContaining({ type: 'Kubernetes::Deployment', health: { healthy: 1 }, count: 1, cost_30d: 10 }),
      expect.objectContaining({ type: 'Kubernetes::Namespace', count: 1, cost_30d: 1.5 }),
      // old-pod is deleted: not counted unless `deleted` asks for it.
      expect.objectContaining({ type: 'Kubernetes::Pod', health: { unhealthy: 1, warning: 1 }, count: 2, cost_30d: 5 }),
    ]);
    expect(Object.keys(body![0]!)).toEqual(['type', 'health', 'created_at', 'updated_at', 'count', 'cost_30d']);
    expect(counts((await summary({ deleted: true })).body)['Kubernetes::Pod']).toBe(3);
  });

  it('groups by a tag key, and by type and tag key together', async () => {
    const byCluster = (await summary({ groupBy: ['cluster'] })).body;
    expect(counts(byCluster, 'cluster')).toEqual({ 'prod-eu': 3, dev: 1, null: 1 });
    expect(byCluster!.find((r) => r.cluster === 'prod-eu')!.health).toEqual({ healthy: 2, unhealthy: 1 });
    const both = (await summary({ groupBy: ['type', 'cluster'] })).body!;
    expect(both.filter((r) => r.type === 'Kubernetes::Pod').map((r) => [r.cluster, r.count])).toEqual([
      ['dev', 1],
      ['prod-eu', 1],
    ]);
  });

  it('filters by label containment: includes OR-ed, excludes AND-ed', async () => {
    expect(counts((await summary({ filter: { team: 'shop' } })).body)).toEqual({
      'Kubernetes::Deployment': 1,
      'Kubernetes::Namespace': 1,
      'Kubernetes::Pod': 1,
    });
    expect(counts((await summary({ filter: { team: '!shop' } })).body)).toEqual({
      'AWS::RDS::DBInstance': 1,
      'Kubernetes::Pod': 1,
    });
    expect(counts((await summary({ filter: { team: 'web', tier: 'frontend' } })).body)).toEqual({
      'Kubernetes::Deployment': 1,
      'Kubernetes::Pod': 1,
    });
    expect(await summary({ filter: { team: 'nobody' } })).toEqual({ status: 200, body: null });
  });

  it('filters by health and status match expressions', async () => {
    expect(counts((await summary({ health: 'unhealthy,warning' })).body)).toEqual({ 'Kubernetes::Pod': 2 });
    const notHealthy = (await summary({ health: '!healthy' })).body!;
    expect(notHealthy).toEqual([
      expect.objectContaining({ type: 'Kubernetes::Pod', health: { unhealthy: 1, warning: 1 } }),
    ]);
    expect(counts((await summary({ health: 'un*' })).body)).toEqual({ 'Kubernetes::Pod': 1 });
    expect(counts((await summary({ status: 'Crash*,Pend*,!Pending' })).body)).toEqual({ 'Kubernetes::Pod': 1 });
    expect(counts((await summary({ status: '*ing' })).body)).toEqual({
      'Kubernetes::Deployment': 1,
      'Kubernetes::Pod': 1,
    });
  });

  it('counts changes and analyses of each group within the window', async () => {
    const rows = (await summary({ changes: { since: '7d' }, analysis: { since: '30d' } })).body!;
    const pods = rows.find((r) => r.type === 'Kubernetes::Pod')!;
    expect(pods).toMatchObject({ changes: 2, analysis: { security: 1 } });
    // web's only change is 40 days old; orders-db's resolved analysis was last seen 60 days ago.
    expect(rows.find((r) => r.type === 'Kubernetes::Deployment')).toMatchObject({ changes: 0, analysis: {} });
    expect(rows.find((r) => r.type === 'AWS::RDS::DBInstance')).toMatchObject({ changes: 1, analysis: { cost: 1 } });
    const wide = (await summary({ changes: { since: '60d' } })).body!;
    expect(wide.find((r) => r.type === 'Kubernetes::Deployment')!.changes).toBe(1);
  });

  it('refuses a cost window other than 1d, 7d, 30d with upstream message, and other bad input with a sentence', async () => {
    const cost = await catalog.request(catalog.admin, '/catalog/summary', {
      method: 'POST',
      body: JSON.stringify({ cost: '2d' }),
    });
    expect(cost.status).toBe(400);
    expect(JSON.stringify(await cost.json())).toContain(CATALOG_COST_RANGE_MESSAGE);
    expect(CATALOG_COST_RANGE_MESSAGE).toBe('cost range is not allowed. allowed (1d, 7d, 30d)');
    for (const [body, sentence] of [
      [{ health: 'he*al' }, 'use * only at the start or the end of a value'],
      [{ changes: { since: 'yesterday' } }, 'changes since is invalid'],
      [{ groupBy: 'type' }, 'groupBy'],
    ] as const) {
      const response = await summary(body);
      expect(response.status).toBe(400);
      expect(JSON.stringify(response.body)).toContain(sentence);
    }
  });

  it('a guest scoped to cluster=prod-eu counts only the items in scope', async () => {
    const { status, body } = await summary({ groupBy: ['cluster'] }, catalog.guest);
    expect(status).toBe(200);
    expect(counts(body, 'cluster')).toEqual({ 'prod-eu': 3 });
  });

  it('a permission row denying one item leaves it out of the counts', async () => {
    const viewer = await createPerson(catalog.db, ['viewer']);
    await insertPermission(catalog.db, {
      subject: viewer,
      subject_type: 'person',
      action: 'read',
      deny: true,
      config_id: POD1,
    });
    const { body } = await summary({}, await sessionHeaders(catalog.db, viewer));
    expect(counts(body)['Kubernetes::Pod']).toBe(1);
  });

  it('is refused to a caller without catalog read', async () => {
    const viewer = await createPerson(catalog.db, ['viewer']);
    await insertPermission(catalog.db, {
      subject: viewer,
      subject_type: 'person',
      action: 'read',
      deny: true,
      object: 'catalog',
    });
    expect((await summary({}, await sessionHeaders(catalog.db, viewer))).status).toBe(403);
  });
});
