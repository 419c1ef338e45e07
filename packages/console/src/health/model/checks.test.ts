import { describe, expect, it } from 'vitest';
import type { CheckSummary } from '@mission-control/api';
import {
  checkDisplayName,
  filterByTab,
  filterChecks,
  flattenRows,
  groupChecks,
  groupKeyOf,
  groupStatus,
  labelOptions,
  matchesLabels,
  matchesSearch,
  sortRows,
  tabsFor,
  type GroupRow,
} from './checks';
import { parseLabels } from './urlState';

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
    id: 'a',
    name: 'api/payments',
    canary_name: 'edge',
    namespace: 'prod',
    status: 'unhealthy',
    labels: { team: 'pay', critical: 'true' },
    uptime: { passed: 1, failed: 2 },
    latency: { p95: 900 },
  }),
  check({
    id: 'b',
    name: 'api/orders',
    canary_name: 'edge',
    namespace: 'prod',
    status: 'healthy',
    labels: { team: 'shop', critical: 'false' },
    latency: { p95: 100 },
  }),
  check({
    id: 'c',
    name: 'homepage',
    description: 'Landing page',
    endpoint: 'https://example.com',
    canary_name: 'web',
    namespace: 'default',
    status: 'healthy',
    type: 'dns',
    labels: { team: 'web' },
    latency: { p95: 50 },
  }),
  check({
    id: 'd',
    name: 'batch',
    canary_name: 'jobs',
    namespace: null,
    status: 'unhealthy',
    agent_id: 'agent-1',
    type: 'exec',
  }),
];

describe('matchesSearch', () => {
  it.each([
    ['', 'c', true],
    ['HOME', 'c', true],
    ['landing', 'c', true],
    ['example.com', 'c', true],
    ['web', 'c', true],
    ['edge', 'a', true],
    ['zzz', 'a', false],
    ['   ', 'a', true],
  ])('%j matches %s: %s', (query, id, expected) => {
    expect(
      matchesSearch(
        checks.find((c) => c.id === id)!,
        query,
      ),
    ).toBe(expected);
  });
});

describe('matchesLabels', () => {
  it.each([
    ['{"team=pay":1}', ['a']],
    ['{"team=pay":1,"team=shop":1}', ['a', 'b']],
    ['{"team=pay":-1}', ['b', 'c', 'd']],
    ['{"critical=true":1,"team=shop":1}', []],
    ['{"critical=true":-1}', ['b', 'c', 'd']],
    ['{"__proto__=x":1}', ['a', 'b', 'c', 'd']],
    ['{"constructor=x":1}', ['a', 'b', 'c', 'd']],
    ['garbage', ['a', 'b', 'c', 'd']],
  ])('%s → %j', (raw, expected) => {
    const filters = parseLabels(raw);
    expect(checks.filter((c) => matchesLabels(c, filters)).map((c) => c.id)).toEqual(expected);
  });

  it('never reads inherited properties as labels', () => {
    const filters = new Map<string, 1 | -1>([['toString=x', -1]]);
    expect(matchesLabels(check({ id: 'x', labels: {} }), filters)).toBe(true);
  });
});

describe('filterChecks', () => {
  it.each([
    [{ query: '', labels: new Map(), hidePassing: true }, ['a', 'd']],
    [{ query: '', labels: new Map(), hidePassing: false }, ['a', 'b', 'c', 'd']],
    [{ query: 'api', labels: new Map(), hidePassing: false }, ['a', 'b']],
    [{ query: 'api', labels: parseLabels('{"team=shop":1}'), hidePassing: false }, ['b']],
  ] as const)('%j', (filter, expected) => {
    expect(filterChecks(checks, filter).map((c) => c.id)).toEqual(expected);
  });
});

describe('tabs', () => {
  it.each([
    ['namespace', ['All', 'default', 'none', 'prod']],
    ['label:team', ['All', 'none', 'pay', 'shop', 'web']],
    ['agent', ['All', 'agent-1', 'none']],
  ])('%s → %j', (tabBy, expected) => {
    expect(tabsFor(checks, tabBy)).toEqual(expected);
  });

  it('names agent tabs from the lookup', () => {
    const names = new Map([['agent-1', 'eu-west']]);
    expect(tabsFor(checks, 'agent', names)).toEqual(['All', 'eu-west', 'none']);
    expect(filterByTab(checks, 'agent', 'eu-west', names).map((c) => c.id)).toEqual(['d']);
  });

  it.each([
    ['All', ['a', 'b', 'c', 'd']],
    ['none', ['d']],
    ['prod', ['a', 'b']],
    ['missing', []],
  ])('namespace tab %s shows %j', (tab, expected) => {
    expect(filterByTab(checks, 'namespace', tab).map((c) => c.id)).toEqual(expected);
  });
});

describe('grouping', () => {
  it.each([
    ['no-grouping', 'a', null],
    ['canary_name', 'a', 'edge'],
    ['name', 'a', 'api'],
    ['name', 'c', null],
    ['description', 'c', 'Landing page'],
    ['description', 'a', null],
    ['type', 'd', 'exec'],
    ['label:team', 'a', 'pay'],
    ['label:missing', 'a', null],
    ['label:__proto__', 'a', null],
    ['nonsense', 'a', null],
  ])('groupBy %s puts %s under %j', (groupBy, id, expected) => {
    expect(
      groupKeyOf(
        checks.find((c) => c.id === id)!,
        groupBy,
      ),
    ).toBe(expected);
  });

  it('groups by canary name with status, N/M uptime and slowest latency', () => {
    const rows = groupChecks(checks, 'canary_name');
    expect(rows.map((r) => r.id)).toEqual(['group:edge', 'c', 'd']);
    const edge = rows[0] as GroupRow;
    expect(edge).toMatchObject({ kind: 'group', name: 'edge', status: 'mixed', passing: 1, total: 2, latency: 900 });
    expect(edge.children.map((c) => c.id)).toEqual(['a', 'b']);
  });

  it('groups names by the prefix before the slash', () => {
    expect(groupChecks(checks, 'name').map((r) => r.id)).toEqual(['group:api', 'c', 'd']);
  });

  it.each([
    [['healthy', 'healthy'], 'healthy'],
    [['unhealthy', 'unhealthy'], 'unhealthy'],
    [['healthy', 'unhealthy'], 'mixed'],
    [['healthy', null], 'mixed'],
    [[], 'unknown'],
  ] as const)('group of %j is %s', (statuses, expected) => {
    expect(groupStatus(statuses.map((status, i) => check({ id: String(i), status })))).toBe(expected);
  });
});

describe('sortRows and flattenRows', () => {
  const rows = groupChecks(checks, 'no-grouping');
  it.each([
    ['name', false, ['b', 'a', 'd', 'c']],
    ['name', true, ['c', 'd', 'a', 'b']],
    ['health', false, ['a', 'd', 'b', 'c']],
    ['uptime', false, ['a', 'b', 'd', 'c']],
    ['latency', true, ['a', 'b', 'c', 'd']],
  ] as const)('%s desc=%s → %j', (sortBy, desc, expected) => {
    expect(sortRows(rows, sortBy, desc).map((r) => r.id)).toEqual(expected);
  });

  it('orders names as localeCompare does, where code-unit order differs, and keeps ties in their order', () => {
    // Underscore, accents, upper case and a space: code units put these elsewhere than the collator does.
    const names = ['zeta', 'a_b', 'a-b', 'Émile', 'emma', 'b 2', 'b1', 'Beta', 'beta', 'alpha', 'a10', 'a9'];
    const named = names.map((name, i) => check({ id: `n${i}`, name }));
    const sorted = sortRows(groupChecks(named, 'no-grouping'), 'name', false).map((r) => r.id);
    const expected = names
      .map((name, i) => ({ name: name.toLowerCase(), id: `n${i}` }))
      .sort((a, b) => a.name.localeCompare(b.name))
      .map((n) => n.id);
    expect(sorted).toEqual(expected);
    // 'Beta' and 'beta' compare equal in lower case: the earlier one stays first.
    expect(sorted.indexOf('n7')).toBe(sorted.indexOf('n8') - 1);
    // And where every name is plain ASCII the fast order is the same.
    const plain = ['check-10', 'check-9', 'api.v2', 'api-v1', 'db'].map((name, i) => check({ id: `p${i}`, name }));
    const descending = [...plain].sort((x, y) => y.name.localeCompare(x.name)).map((c) => c.id);
    expect(sortRows(groupChecks(plain, 'no-grouping'), 'name', true).map((r) => r.id)).toEqual(descending);
  });

  it('sorts children inside groups and flattens only expanded groups', () => {
    const grouped = sortRows(groupChecks(checks, 'canary_name'), 'name', true);
    expect(flattenRows(grouped, new Set()).map((r) => r.row.id)).toEqual(['c', 'group:edge', 'd']);
    expect(flattenRows(grouped, new Set(['group:edge'])).map((r) => [r.row.id, r.depth])).toEqual([
      ['c', 0],
      ['group:edge', 0],
      ['a', 1],
      ['b', 1],
      ['d', 0],
    ]);
  });
});

describe('labelOptions and checkDisplayName', () => {
  it('lists label keys with sorted values and spots boolean-like ones', () => {
    expect(labelOptions(checks)).toEqual([
      { key: 'critical', values: ['false', 'true'], booleanLike: true },
      { key: 'team', values: ['pay', 'shop', 'web'], booleanLike: false },
    ]);
  });
  it.each([
    [{ name: 'n', description: 'd', endpoint: 'e' }, 'n'],
    [{ name: '', description: 'd', endpoint: 'e' }, 'd'],
    [{ name: '', description: null, endpoint: 'e' }, 'e'],
    [{ name: '', description: null, endpoint: null }, ''],
  ])('%j → %s', (fields, expected) => {
    expect(checkDisplayName(fields)).toBe(expected);
  });
});
