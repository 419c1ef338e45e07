import { describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import {
  buildScraperSpec,
  emptyScraperDraft,
  SCRAPER_FIELDS,
  SCRAPER_TYPES,
  scraperDraftOf,
  scraperErrors,
} from './scraperSpec';

const REQUIRED = 'This field is required';

describe('scraper spec', () => {
  it('has the 11 spec types of §3.10', () => {
    expect(SCRAPER_TYPES).toEqual([
      'kubernetes',
      'azure',
      'kubernetesFile',
      'sql',
      'trivy',
      'aws',
      'file',
      'githubActions',
      'http',
      'azureDevops',
      'custom',
    ]);
  });

  it('marks the required fields §5 names', () => {
    const required = Object.fromEntries(
      SCRAPER_TYPES.map((type) => [type, SCRAPER_FIELDS[type].filter((field) => field.required).map((f) => f.label)]),
    );
    expect(required).toMatchObject({
      kubernetes: ['Cluster Name'],
      azure: ['Azure connection'],
      githubActions: ['Owner', 'Repository'],
      sql: ['Type', 'ID'],
      kubernetesFile: ['Type', 'ID'],
      aws: [],
      custom: [],
    });
    expect(scraperErrors({ ...emptyScraperDraft('githubActions'), name: '' }, REQUIRED)).toEqual({
      name: REQUIRED,
      owner: REQUIRED,
      repository: REQUIRED,
    });
  });

  it('builds the spec: the type as a list of configurations, schedule and retention', () => {
    const draft = {
      ...emptyScraperDraft('kubernetes'),
      name: 'k8s',
      schedule: '@every 5m',
      values: { clusterName: ' local ', watch: 'Pod, Deployment', 'exclusions.kind': 'Secret' },
      changes: [{ name: 'Pulled', age: '1d', count: '10' }],
      types: [{ name: 'Kubernetes::Pod', createdAge: '', updatedAge: '', deletedAge: '7d' }],
    };
    expect(scraperErrors(draft, REQUIRED)).toEqual({});
    expect(buildScraperSpec(draft, undefined, parse)).toEqual({
      kubernetes: [{ clusterName: 'local', watch: ['Pod', 'Deployment'], exclusions: { kind: ['Secret'] } }],
      schedule: '@every 5m',
      retention: {
        changes: [{ name: 'Pulled', age: '1d', count: 10 }],
        types: [{ name: 'Kubernetes::Pod', deletedAge: '7d' }],
      },
    });
  });

  it('keeps what the form does not edit when a stored spec round-trips', () => {
    const stored = {
      sql: [{ type: 'Postgres::Table', id: '$.name', query: 'SELECT 1', transform: { exclude: ['x'] } }, { id: 'b' }],
      retention: { staleItemAge: '4h' },
    };
    const draft = scraperDraftOf({ name: 'db', spec: stored }, (value) => stringify(value));
    expect(draft).toMatchObject({ name: 'db', type: 'sql', values: { type: 'Postgres::Table', query: 'SELECT 1' } });
    const spec = buildScraperSpec({ ...draft, values: { ...draft.values, id: '$.id' } }, stored, parse);
    expect(spec).toEqual({
      sql: [{ type: 'Postgres::Table', id: '$.id', query: 'SELECT 1', transform: { exclude: ['x'] } }, { id: 'b' }],
      retention: { staleItemAge: '4h' },
    });
  });

  it('a custom scraper is its YAML configuration; a bad retention count is reported', () => {
    const draft = { ...emptyScraperDraft('custom'), name: 'c', values: { custom: 'items: [a]' } };
    expect(buildScraperSpec(draft, undefined, parse)).toEqual({ custom: [{ items: ['a'] }] });
    expect(
      scraperErrors({ ...draft, changes: [{ name: 'x', age: '', count: 'many' }] }, REQUIRED)['changes.0.count'],
    ).toBe('This field must be a number');
  });
});
