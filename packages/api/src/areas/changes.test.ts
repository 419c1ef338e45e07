import { describe, expect, it } from 'vitest';
import { createClient } from '../client';
import { changeSortOf, changesSearchRequestSchema, severityLevels } from '../schemas/changes';
import { fakeFetch, json, paramsOf } from '../test/fakeFetch';
import { configAnalysisItemsQuery } from './changes';

const change = {
  id: 'c1',
  config_id: 'i1',
  change_type: 'diff',
  severity: 'info',
  source: 'diff',
  summary: 'spec.replicas',
  created_at: '2026-11-27T08:00:00Z',
  count: 3,
  name: 'web',
  type: 'Kubernetes::Deployment',
};

describe('#20 severityLevels', () => {
  it('reads one level as that level or worse', () => {
    expect(severityLevels('high')).toEqual(['critical', 'high']);
    expect(severityLevels('medium')).toEqual(['critical', 'high', 'medium']);
    expect(severityLevels('Info')).toEqual(['critical', 'high', 'medium', 'low', 'info']);
    expect(severityLevels('')).toBeUndefined();
  });

  it('reads "!" terms as levels left out', () => {
    expect(severityLevels('!info,!low')).toEqual(['critical', 'high', 'medium']);
  });

  it('names an unknown level', () => {
    expect(() => severityLevels('urgent')).toThrow('severity must be critical, high, medium, low or info');
    expect(() => severityLevels('high,low')).toThrow('severity takes one level');
  });
});

describe('#20 changesSearchRequestSchema', () => {
  const message = (body: unknown) => {
    const result = changesSearchRequestSchema.safeParse(body);
    return result.success ? undefined : result.error.issues[0]?.message;
  };

  it('accepts upstream’s request', () => {
    expect(
      message({
        id: '018f4d6e-8a0b-7c3d-9e2f-0a1b2c3d4e5f',
        recursive: 'downstream',
        depth: 3,
        type: 'diff,!Pulled',
        severity: 'high',
        source: '!diff,!config-db',
        tags: 'env=prod',
        from: 'now-7d',
        to: 'now',
        sort_by: '-count',
        page: 2,
        page_size: 100,
      }),
    ).toBeUndefined();
  });

  it.each([
    [{ id: 'web' }, 'id must be a catalog item id (a UUID)'],
    [{ id: '018f4d6e-8a0b-7c3d-9e2f-0a1b2c3d4e5f', recursive: 'sideways' }, 'recursive must be downstream'],
    [{ recursive: 'all' }, 'recursive and depth need an item id'],
    [{ id: '018f4d6e-8a0b-7c3d-9e2f-0a1b2c3d4e5f', depth: 50 }, 'depth must be between 1 and 20'],
    [{ severity: 'urgent' }, 'severity must be critical, high, medium, low or info'],
    [{ from: 'yesterday' }, 'from must be an ISO time or a relative time such as now-2d'],
    [{ from: 'now', to: 'now-1d' }, 'from must be before to'],
    [{ sort_by: 'password' }, 'sort_by must be one of created_at'],
    [{ page_size: 5000 }, 'page_size must be between 1 and 500'],
    [{ page: 0 }, 'page must be a whole number from 1'],
    [{ page: 3000, page_size: 50 }, 'page 3000 starts past the first 100,000 changes'],
    [{ source: '!dif*f' }, 'source: "dif*f" has a * inside it'],
  ])('refuses %j: %s', (body, expected) => {
    expect(message(body)).toContain(expected);
  });

  it('sorts newest first unless asked', () => {
    expect(changeSortOf(undefined)).toEqual({ column: 'created_at', descending: true });
    expect(changeSortOf('name')).toEqual({ column: 'name', descending: false });
    expect(changeSortOf('-nope')).toBeUndefined();
  });
});

describe('#20 changes client', () => {
  it('posts the search and reads the page with a missing summary as none', async () => {
    const { fetch, calls } = fakeFetch(() => json({ total: 1, changes: [change] }));
    const page = await createClient({ fetch }).changes.search({ severity: 'high', source: '!diff' });
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: '/api/catalog/changes',
      body: { severity: 'high', source: '!diff' },
    });
    expect(page).toMatchObject({ total: 1, summary: {}, changes: [{ id: 'c1', count: 3 }] });
  });

  it("refuses a bad request before sending it, with the server's sentence", async () => {
    const { fetch, calls } = fakeFetch(() => json({ total: 0, changes: [] }));
    await expect(createClient({ fetch }).changes.search({ page_size: 0 })).rejects.toThrow(
      'page_size must be between 1 and 500',
    );
    expect(calls).toHaveLength(0);
  });

  it('reads one change with its diff and item, or undefined', async () => {
    const { fetch, calls } = fakeFetch(() =>
      json([
        { ...change, diff: '--- a\n+++ b', patches: { spec: { replicas: 2 } }, config: { id: 'i1', name: 'web' } },
      ]),
    );
    const detail = await createClient({ fetch }).changes.detail('c1');
    expect(detail).toMatchObject({ id: 'c1', diff: '--- a\n+++ b', config: { name: 'web' } });
    expect(paramsOf(calls[0]!.url)).toContainEqual(['id', 'eq.c1']);
    const empty = fakeFetch(() => json([]));
    await expect(createClient({ fetch: empty.fetch }).changes.detail('c2')).resolves.toBeUndefined();
  });

  it('reads a page of insights with the total from Content-Range', async () => {
    const { fetch, calls } = fakeFetch(() =>
      json([{ id: 'a1', analyzer: 'latest-tag', analysis_type: 'reliability', status: 'open' }], {
        headers: { 'Content-Range': '0-0/7' },
      }),
    );
    const page = await createClient({ fetch }).changes.insights({ status: 'open', pageIndex: 0, pageSize: 25 });
    expect(page).toMatchObject({ totalEntries: 7, data: [{ analyzer: 'latest-tag' }] });
    expect(calls[0]!.url).toContain('/api/db/config_analysis_items?');
    expect(calls[0]!.headers).toMatchObject({ Prefer: 'count=exact' });
  });
});

describe('#20 configAnalysisItemsQuery', () => {
  it('filters, sorts newest first by default and pages', () => {
    const query = configAnalysisItemsQuery({
      configId: 'i1',
      analysisType: 'security',
      severity: 'high',
      pageIndex: 1,
      pageSize: 20,
    }).toParams();
    expect(query).toEqual([
      ['select', expect.stringContaining('config:configs(id,name,type,config_class)')],
      ['config_id', 'eq.i1'],
      ['analysis_type', 'eq.security'],
      ['severity', 'eq.high'],
      ['order', 'first_observed.desc.nullslast,id'],
      ['limit', '20'],
      ['offset', '20'],
    ]);
  });

  it('sorts only by its own columns', () => {
    expect(
      configAnalysisItemsQuery({ sortBy: 'x;drop', sortOrder: 'asc', pageIndex: 0, pageSize: 5 }).toParams(),
    ).toContainEqual(['order', 'first_observed.asc.nullslast,id']);
  });
});
