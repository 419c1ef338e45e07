import { describe, expect, it } from 'vitest';
import type { CatalogSummaryGroup } from '@mission-control/api';
import { catalogMode, decodeCatalogUrl, summaryGroupBy, tagGroupKeys, typeLabel, writeCatalogUrl } from './catalogUrl';
import { lastErrors, scraperTypes } from './scrapers';
import { parseFavorites, summaryRows } from './summary';

const read = (query: string) => decodeCatalogUrl(new URLSearchParams(query));

describe('decodeCatalogUrl', () => {
  it('reads defaults from an empty URL', () => {
    expect(read('')).toEqual({
      configType: '',
      search: '',
      groupBy: ['type'],
      labels: {},
      status: {},
      health: {},
      sortBy: 'type',
      sortOrder: 'asc',
      pageIndex: 0,
      pageSize: 50,
    });
  });

  it.each([
    ['configType=Kubernetes::Pod', { configType: 'Kubernetes::Pod' }],
    ['type=AWS::EC2', { configType: 'AWS::EC2' }],
    ['groupBy=config_class,type', { groupBy: ['type'] }],
    ['groupBy=namespace__tag,type,type', { groupBy: ['namespace__tag', 'type'] }],
    ['labels=env____prod:1,team____a:-1', { labels: { 'env:prod': 1, 'team:a': -1 } }],
    ['health=healthy:1,bogus', { health: { healthy: 1 } }],
    ['health=healthy,!unknown,warn*', { health: { healthy: 1, unknown: -1 } }],
    ['status=Running,a*b', { status: {} }],
    [
      'sortBy=name&sortOrder=desc&pageIndex=3&pageSize=100',
      { sortBy: 'name', sortOrder: 'desc', pageIndex: 3, pageSize: 100 },
    ],
    ['pageIndex=-1&pageSize=7', { pageIndex: 0, pageSize: 50 }],
  ])('%s', (query, expected) => {
    expect(read(query)).toMatchObject(expected);
  });
});

describe('writeCatalogUrl', () => {
  it('goes back to the first page when a filter changes and keeps other params', () => {
    const next = writeCatalogUrl(new URLSearchParams('pageIndex=4&host=x&type=Old'), { health: { unhealthy: 1 } });
    expect(next.toString()).toBe('host=x&type=Old&health=unhealthy%3A1');
  });

  it('drops defaults and the old `type` param', () => {
    const next = writeCatalogUrl(new URLSearchParams('type=Old&groupBy=namespace__tag&sortBy=name'), {
      configType: '',
      groupBy: ['type'],
      sortBy: 'type',
      sortOrder: 'asc',
    });
    expect(next.toString()).toBe('');
  });

  it('writes a page without touching filters', () => {
    expect(writeCatalogUrl(new URLSearchParams('configType=A'), { pageIndex: 2 }).toString()).toBe(
      'configType=A&pageIndex=2',
    );
  });
});

describe('catalog helpers', () => {
  it('switches mode on type or search', () => {
    expect(catalogMode({ configType: '', search: '' })).toBe('summary');
    expect(catalogMode({ configType: 'A', search: '' })).toBe('items');
    expect(catalogMode({ configType: '', search: 'x' })).toBe('items');
  });

  it('reads tag group keys and the summary groupBy', () => {
    expect(tagGroupKeys(['type', 'namespace__tag'])).toEqual(['namespace']);
    expect(summaryGroupBy(['namespace__tag', 'type', 'bogus'])).toEqual(['namespace', 'type']);
    expect(summaryGroupBy([])).toEqual(['type']);
  });

  it.each([
    ['Kubernetes::Pod', 'Pod'],
    ['AWS::RDS::DBInstance', 'RDS DBInstance'],
    ['plain', 'plain'],
  ])('labels type %s as %s', (type, label) => expect(typeLabel(type)).toBe(label));
});

describe('summaryRows', () => {
  const rows: CatalogSummaryGroup[] = [
    { type: 'B', count: 1, health: { unknown: 1, healthy: 2, unhealthy: 0 } },
    { type: 'A', count: 2, health: null },
    { type: 'C', count: 3, changes: 5, analysis: { security: 1 } },
  ];

  it('puts pinned types first, then sorts by group value, and orders health healthy → unknown without zeros', () => {
    const out = summaryRows(rows, ['type'], new Set(['C']));
    expect(out.map((row) => row.type)).toEqual(['C', 'A', 'B']);
    expect(out[2]!.health).toEqual([
      { key: 'healthy', count: 2 },
      { key: 'unknown', count: 1 },
    ]);
    expect(out[0]).toMatchObject({ favorite: true, changes: 5, analysis: [{ key: 'security', count: 1 }] });
  });

  it('reads stored favourites, and nonsense as none', () => {
    expect(parseFavorites('["A","B"]')).toEqual(['A', 'B']);
    expect(parseFavorites('{"a":1}')).toEqual([]);
    expect(parseFavorites('not json')).toEqual([]);
    expect(parseFavorites(null)).toEqual([]);
  });
});

describe('scraper rows', () => {
  it('names the scraper types a spec holds', () => {
    expect(scraperTypes({ file: [{}], sql: [], http: [{}], schedule: '@every 1m' })).toEqual(['file', 'http']);
    expect(scraperTypes(null)).toEqual([]);
  });

  it.each([
    [{ errors: 'boom' }, ['boom']],
    [{ errors: ['a', { b: 1 }] }, ['a', '{"b":1}']],
    [{ errors: { path: 'missing' } }, ['path: missing']],
    [null, []],
  ])('reads job errors %j', (details, expected) => expect(lastErrors({ job_details: details })).toEqual(expected));
});
