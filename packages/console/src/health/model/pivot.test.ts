import { describe, expect, it } from 'vitest';
import type { CheckSummary } from '@mission-control/api';
import { buildPivot, pivotColumnOf, resolvePivot } from './pivot';
import { HEALTH_URL_DEFAULTS, parseHealthUrlState } from './urlState';

function check(partial: Partial<CheckSummary> & { id: string }): CheckSummary {
  return {
    canary_id: 'c',
    name: partial.id,
    type: 'http',
    uptime: { passed: 1, failed: 0 },
    latency: {},
    ...partial,
  };
}

const checks = [
  check({
    id: 'pay-prod',
    name: 'api/payments',
    canary_name: 'edge',
    namespace: 'prod',
    status: 'unhealthy',
    labels: { env: 'prod' },
    uptime: { passed: 1, failed: 3 },
    latency: { p95: 900 },
  }),
  check({
    id: 'home-prod',
    name: 'homepage',
    canary_name: 'edge',
    namespace: 'prod',
    status: 'healthy',
    labels: { env: 'prod' },
    uptime: { passed: 4, failed: 0 },
    latency: { p95: 100 },
  }),
  check({
    id: 'home-stg',
    name: 'homepage',
    canary_name: 'edge',
    namespace: 'staging',
    status: 'healthy',
    labels: { env: 'Staging' },
    uptime: { passed: 2, failed: 0 },
    latency: { p95: 50 },
  }),
  check({ id: 'backup', name: 'backup', canary_name: '', namespace: null, status: 'unhealthy', labels: {} }),
];

describe('resolvePivot', () => {
  const parse = (search: string) => parseHealthUrlState(new URLSearchParams(search));

  it.each([
    ['', null],
    ['pivotBy=none&pivotLabel=env', null],
    ['pivotBy=namespace', { by: 'namespace', label: null, cellType: 'checkStatuses' }],
    ['pivotBy=labels&pivotLabel=env&pivotCellType=uptime', { by: 'labels', label: 'env', cellType: 'uptime' }],
    // A label the checks do not have, no label, or a bogus one: the plain table.
    ['pivotBy=labels&pivotLabel=gone', null],
    ['pivotBy=labels', null],
    ['pivotBy=labels&pivotLabel=__proto__', null],
    ['pivotBy=bogus&pivotLabel=env', null],
    // An unknown cell type falls back to health.
    ['pivotBy=namespace&pivotCellType=colour', { by: 'namespace', label: null, cellType: 'checkStatuses' }],
  ])('%s', (search, expected) => {
    expect(resolvePivot(parse(search), ['env', 'team'])).toEqual(expected);
  });

  it('is the plain table by default', () => {
    expect(resolvePivot(HEALTH_URL_DEFAULTS, ['env'])).toBeNull();
  });
});

describe('pivotColumnOf', () => {
  it('reads the label or namespace, and files checks without one under none', () => {
    expect(pivotColumnOf(checks[0]!, { by: 'labels', label: 'env' })).toBe('prod');
    expect(pivotColumnOf(checks[3]!, { by: 'labels', label: 'env' })).toBe('none');
    expect(pivotColumnOf(checks[3]!, { by: 'namespace', label: null })).toBe('none');
    expect(pivotColumnOf(check({ id: 'x', labels: {} }), { by: 'labels', label: 'constructor' })).toBe('none');
  });
});

describe('buildPivot', () => {
  it('crosses check names with label values and sums up each cell', () => {
    const pivot = buildPivot(checks, 'no-grouping', { by: 'labels', label: 'env', cellType: 'checkStatuses' });
    expect(pivot.columns).toEqual(['prod', 'Staging', 'none']);
    expect(pivot.rows.map((row) => row.name)).toEqual(['api/payments', 'backup', 'homepage']);
    const homepage = pivot.rows[2]!;
    expect([...homepage.cells.keys()]).toEqual(['prod', 'Staging']);
    expect(homepage.cells.get('prod')).toMatchObject({ status: 'healthy', latency: 100, target: { id: 'home-prod' } });
  });

  it('rows follow Group By; a cell of several checks is mixed, sums uptime, keeps the slowest p95 and opens the worst', () => {
    const pivot = buildPivot(checks, 'canary_name', { by: 'namespace', label: null, cellType: 'uptime' });
    expect(pivot.rows.map((row) => row.name)).toEqual(['backup', 'edge']);
    const prod = pivot.rows[1]!.cells.get('prod')!;
    expect(prod.checks).toHaveLength(2);
    expect(prod.status).toBe('mixed');
    expect(prod.uptime).toEqual({ passed: 5, failed: 3 });
    expect(prod.latency).toBe(900);
    expect(prod.target.id).toBe('pay-prod');
  });

  it('handles no checks and 10,000 checks', () => {
    expect(buildPivot([], 'canary_name', { by: 'namespace', label: null, cellType: 'latency' })).toEqual({
      columns: [],
      rows: [],
    });
    const many = Array.from({ length: 10_000 }, (_, i) =>
      check({ id: `c${i}`, namespace: `ns-${i % 5}`, status: i % 3 ? 'healthy' : 'unhealthy' }),
    );
    const pivot = buildPivot(many, 'no-grouping', { by: 'namespace', label: null, cellType: 'checkStatuses' });
    expect(pivot.columns).toHaveLength(5);
    expect(pivot.rows).toHaveLength(10_000);
  });
});
