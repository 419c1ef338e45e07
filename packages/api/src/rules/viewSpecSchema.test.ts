import { describe, expect, it } from 'vitest';
import { viewSpecError, viewSpecProblems } from './viewSpecSchema';

const spec = {
  display: { title: 'Pods', sidebar: true, plugins: [{ configTab: { types: ['Kubernetes::Deployment'] } }] },
  queries: { pods: { configs: { types: ['Kubernetes::Pod'] }, columns: { restarts: 'number' } } },
  columns: [
    { name: 'name', type: 'string', primaryKey: true },
    { name: 'health', type: 'health', filter: { type: 'multiselect' } },
  ],
  mapping: { name: 'row.name' },
  panels: [{ name: 'Pods', type: 'number', query: 'SELECT count(*) AS value FROM pods' }],
  templating: [{ key: 'ns', label: 'Namespace', valueFrom: { config: { types: ['Kubernetes::Namespace'] } } }],
  cache: { maxAge: '15m', minAge: '10s', refreshTimeout: '5s' },
};

describe('the bundled view spec schema', () => {
  it('accepts a view of upstream fields', () => {
    expect(viewSpecProblems(spec)).toEqual([]);
  });

  it('names a misspelt field, an unknown column type and a bad duration', () => {
    expect(viewSpecError({ ...spec, panel: [] })).toBe(
      'spec.panel: unknown field "panel"; a view spec takes description, display, columns, queries, merge, mapping, panels, templating, cache',
    );
    expect(viewSpecError({ ...spec, columns: [{ name: 'x', type: 'colour' }] })).toMatch(/^spec\.columns\[0\]\.type: /);
    expect(viewSpecError({ ...spec, cache: { maxAge: 'soon' } })).toBe(
      'spec.cache.maxAge: must be a duration such as 10s, 15m or 1h',
    );
    expect(viewSpecError({ ...spec, queries: { 'Bad-Name': { configs: {} } } })).toMatch(/lower-case letters/);
  });
});
