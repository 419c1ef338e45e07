import { describe, expect, it } from 'vitest';
import { createClient } from '../client';
import { fakeFetch, json } from '../test/fakeFetch';

const result = {
  id: 'v1',
  namespace: 'default',
  name: 'catalog-summary',
  title: 'Catalog summary',
  lastRefreshedAt: '2026-11-27T10:00:00Z',
  refreshError: 'query "items" failed: relation does not exist',
  stale: true,
  columns: [
    { name: 'name', type: 'string', primaryKey: true },
    { name: 'health', type: 'health', extra: 1 },
  ],
  rows: [['api', 'healthy']],
  total: 1,
  panels: [{ name: 'By type', type: 'piechart', rows: [{ type: 'Pod', count: 3 }] }],
  columnOptions: { type: ['Pod', 'Node'] },
  variables: [{ key: 'type', label: 'Type', type: 'list', options: ['Pod', 'Node'], default: 'Pod', value: 'Pod' }],
  requestFingerprint: 'fp',
  cards: [{ unknown: true }],
};

describe('views client', () => {
  it('posts the request and reads the result, keeping fields it does not know', async () => {
    const { fetch, calls } = fakeFetch(() => json(result));
    const view = await createClient({ fetch }).views.run('v1', {
      variables: { type: 'Pod' },
      limit: 50,
      offset: 50,
      sort: '-name',
      filters: { type: ['Pod'] },
    });
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: '/api/view/v1',
      body: { variables: { type: 'Pod' }, limit: 50, offset: 50, sort: '-name', filters: { type: ['Pod'] } },
    });
    expect(calls[0]!.headers['Cache-Control']).toBeUndefined();
    expect(view.refreshError).toBe('query "items" failed: relation does not exist');
    expect(view.columns[1]).toMatchObject({ name: 'health', type: 'health', extra: 1 });
    expect(view.panels[0]!.rows).toEqual([{ type: 'Pod', count: 3 }]);
    expect((view as Record<string, unknown>).cards).toEqual([{ unknown: true }]);
  });

  it('asks for a fresh run with Cache-Control: max-age=1 on refresh', async () => {
    const { fetch, calls } = fakeFetch(() => json(result));
    await createClient({ fetch }).views.run('v1', {}, { refresh: true });
    expect(calls[0]!.headers['Cache-Control']).toBe('max-age=1');
  });

  it('reads absent lists as empty ones', async () => {
    const { fetch } = fakeFetch(() => json({ id: 'v1', columns: null, rows: null, panels: null }));
    const view = await createClient({ fetch }).views.run('v1');
    expect(view).toMatchObject({ columns: [], rows: [], panels: [], variables: [], columnOptions: {} });
  });

  it('refuses a page larger than the server serves before sending it', async () => {
    const { fetch, calls } = fakeFetch(() => json(result));
    await expect(createClient({ fetch }).views.run('v1', { limit: 5000 })).rejects.toMatchObject({
      kind: 'validation',
      field: 'limit',
    });
    expect(calls).toHaveLength(0);
  });

  it('lists the views of a catalog item', async () => {
    const { fetch, calls } = fakeFetch(() =>
      json([{ id: 'v2', namespace: 'default', name: 'deployment-overview', title: 'Overview', ordinal: 1 }]),
    );
    const views = await createClient({ fetch }).views.list('cfg/1');
    expect(calls[0]!.url).toBe('/api/view/list?config_id=cfg%2F1');
    expect(views).toEqual([
      { id: 'v2', namespace: 'default', name: 'deployment-overview', title: 'Overview', ordinal: 1 },
    ]);
  });
});
