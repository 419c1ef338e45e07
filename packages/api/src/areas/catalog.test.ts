import { describe, expect, it } from 'vitest';
import { createClient } from '../client';
import { fakeFetch, json } from '../test/fakeFetch';
import { catalogItemsQuery, labelFilterOf, scrapersWithStatusQuery } from './catalog';

const params = (query: { toParams(): [string, string][] }) => query.toParams();

describe('catalogItemsQuery', () => {
  it('reads one page of live items sorted by type then name by default', () => {
    expect(params(catalogItemsQuery({ pageIndex: 2, pageSize: 50 }))).toEqual([
      ['select', expect.stringContaining('id,type,config_class,status,health')],
      ['deleted_at', 'is.null'],
      ['order', 'type.asc.nullslast,name.asc'],
      ['limit', '50'],
      ['offset', '100'],
    ]);
  });

  it('turns the tri-state filters into match expressions and label containment', () => {
    const query = catalogItemsQuery({
      pageIndex: 0,
      pageSize: 25,
      configType: 'Kubernetes::Pod',
      health: 'healthy:1,unknown:-1',
      status: 'Running:1',
      labels: 'app.kubernetes.io/name____web:1,env____prod:-1',
      search: 'api gate',
      sortBy: 'name',
      sortOrder: 'desc',
      showDeleted: true,
    });
    expect(params(query)).toEqual([
      ['select', expect.any(String)],
      ['type', 'eq.Kubernetes::Pod'],
      ['or', '(name.ilike."*api gate*",type.ilike."*api gate*",namespace.ilike."*api gate*")'],
      ['status.filter', 'Running'],
      ['health.filter', 'healthy,!unknown'],
      ['labels', 'cs.{"app.kubernetes.io/name":"web"}'],
      ['labels', 'not.cs.{"env":"prod"}'],
      ['order', 'name.desc.nullslast'],
      ['limit', '25'],
      ['offset', '0'],
    ]);
  });

  it('sorts only by a column the view has and keeps wildcards out of the search', () => {
    const query = params(catalogItemsQuery({ pageIndex: 0, pageSize: 10, sortBy: 'secret;drop', search: '*%' }));
    expect(query).toContainEqual(['order', 'type.asc.nullslast,name.asc']);
    expect(query.find(([key]) => key === 'or')).toBeUndefined();
  });
});

describe('labelFilterOf', () => {
  it('gives the summary filter: include as the value, exclude with a bang', () => {
    expect(labelFilterOf({ 'env:prod': 1, 'team:a:b': -1 })).toEqual({ env: 'prod', team: '!a:b' });
  });

  it('joins several values of one key into one match expression', () => {
    expect(labelFilterOf({ 'env:prod': 1, 'env:staging': 1, 'env:dev': -1 })).toEqual({ env: 'prod,staging,!dev' });
  });
});

describe('catalog client', () => {
  it('posts the summary and reads null as no rows', async () => {
    const { fetch, calls } = fakeFetch(() => json(null));
    const rows = await createClient({ fetch }).catalog.summary({ groupBy: ['type'], health: 'healthy' });
    expect(rows).toEqual([]);
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: '/api/catalog/summary',
      body: { groupBy: ['type'], health: 'healthy' },
    });
  });

  it("refuses a bad summary body before sending it, with the server's sentence", async () => {
    const { fetch, calls } = fakeFetch(() => json([]));
    await expect(createClient({ fetch }).catalog.summary({ cost: '2d' })).rejects.toThrow(
      'cost range is not allowed. allowed (1d, 7d, 30d)',
    );
    expect(calls).toHaveLength(0);
  });

  it('parses summary rows with their group-by columns kept', async () => {
    const { fetch } = fakeFetch(() =>
      json([{ type: 'Kubernetes::Pod', namespace: 'default', count: 3, health: { healthy: 2, unhealthy: 1 } }]),
    );
    const [row] = await createClient({ fetch }).catalog.summary({ groupBy: ['type', 'namespace'] });
    expect(row).toMatchObject({ type: 'Kubernetes::Pod', namespace: 'default', count: 3 });
  });

  it('runs a scraper now and answers with its job row, bare or wrapped', async () => {
    const job = { id: 'j1', name: 'Scraper', status: 'SUCCESS', success_count: 4 };
    for (const body of [job, { job }]) {
      const { fetch, calls } = fakeFetch(() => json(body));
      await expect(createClient({ fetch }).catalog.runScraper('s/1')).resolves.toMatchObject(job);
      expect(calls[0]).toMatchObject({ method: 'POST', url: '/api/catalog/scrapers/s%2F1/run' });
    }
  });
});

describe('scrapersWithStatusQuery', () => {
  it('lists live scrapers newest first, at most 100', () => {
    expect(params(scrapersWithStatusQuery())).toEqual([
      ['select', '*'],
      ['deleted_at', 'is.null'],
      ['order', 'created_at.desc'],
      ['limit', '100'],
    ]);
  });
});
