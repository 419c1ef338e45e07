import { describe, expect, it } from 'vitest';
import {
  HEALTH_URL_DEFAULTS,
  parseHealthUrlState,
  parseLabels,
  serializeLabels,
  writeHealthUrlState,
} from './urlState';

const parse = (search: string) => parseHealthUrlState(new URLSearchParams(search));

describe('parseHealthUrlState', () => {
  it('gives the spec defaults for an empty URL', () => {
    expect(parse('')).toEqual(HEALTH_URL_DEFAULTS);
    expect(HEALTH_URL_DEFAULTS).toMatchObject({
      hidePassing: true,
      tabBy: 'namespace',
      groupBy: 'canary_name',
      layout: 'table',
    });
  });

  it('reads every parameter', () => {
    const state = parse(
      'checkId=c1&timeRange=3h&layout=card&query=pay&labels=%7B%22team%3Dplatform%22%3A1%7D&sortBy=latency&sortDesc=true&pivotBy=labels&pivotLabel=team&pivotCellType=uptime&hidePassing=false&groupBy=label:team&tabBy=agent&tab=prod',
    );
    expect(state).toMatchObject({
      checkId: 'c1',
      timeRange: '3h',
      layout: 'card',
      query: 'pay',
      sortBy: 'latency',
      sortDesc: true,
      pivotBy: 'labels',
      pivotLabel: 'team',
      pivotCellType: 'uptime',
      hidePassing: false,
      groupBy: 'label:team',
      tabBy: 'agent',
      tab: 'prod',
    });
    expect([...state.labels]).toEqual([['team=platform', 1]]);
  });

  it.each([
    ['layout=grid', 'layout', 'table'],
    ['sortBy=__proto__', 'sortBy', 'name'],
    ['sortDesc=maybe', 'sortDesc', false],
    ['hidePassing=yes', 'hidePassing', true],
    ['groupBy=label:__proto__', 'groupBy', 'canary_name'],
    ['groupBy=label:constructor', 'groupBy', 'canary_name'],
    ['groupBy=bogus', 'groupBy', 'canary_name'],
    ['groupBy=label:', 'groupBy', 'canary_name'],
    ['tabBy=label:a%20b', 'tabBy', 'namespace'],
    ['tabBy=label:env', 'tabBy', 'label:env'],
    ['query=' + 'x'.repeat(2000), 'query', 'x'.repeat(500)],
    ['tab=', 'tab', 'All'],
    ['pivotBy=label', 'pivotBy', 'none'],
    ['pivotBy=__proto__', 'pivotBy', 'none'],
    ['pivotBy=namespace', 'pivotBy', 'namespace'],
    ['pivotLabel=a%20b', 'pivotLabel', null],
    ['pivotLabel=constructor', 'pivotLabel', null],
    ['pivotLabel=app.kubernetes.io/name', 'pivotLabel', 'app.kubernetes.io/name'],
    ['pivotCellType=colour', 'pivotCellType', 'checkStatuses'],
    ['pivotCellType=latency', 'pivotCellType', 'latency'],
  ] as const)('%s → %s = %j', (search, key, expected) => {
    expect(parse(search)[key]).toEqual(expected);
  });
});

describe('parseLabels', () => {
  it.each([
    [
      '{"team=platform":1,"env=prod":-1}',
      [
        ['team=platform', 1],
        ['env=prod', -1],
      ],
    ],
    [
      '{"team=platform":"1","env=prod":"-1"}',
      [
        ['team=platform', 1],
        ['env=prod', -1],
      ],
    ],
    ['{"__proto__=x":1,"constructor=y":-1,"prototype=z":1}', []],
    ['{"__proto__":{"polluted":1}}', []],
    ['{"team=platform":2,"env=prod":0,"a=b":null}', []],
    ['{"novalue":1,"=x":1}', []],
    ['{"flag=":1}', [['flag=', 1]]],
    ['not json', []],
    ['{"unterminated', []],
    ['[1,2]', []],
    ['null', []],
    ['42', []],
    [null, []],
  ])('%s', (raw, expected) => {
    expect([...parseLabels(raw)]).toEqual(expected);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('round-trips through serializeLabels', () => {
    const labels = new Map<string, 1 | -1>([
      ['z=1', -1],
      ['a=b', 1],
    ]);
    expect(serializeLabels(labels)).toBe('{"a=b":1,"z=1":-1}');
    expect(parseLabels(serializeLabels(labels))).toEqual(labels);
    expect(serializeLabels(new Map())).toBeNull();
  });
});

describe('writeHealthUrlState', () => {
  it('drops defaults, keeps unrelated params and writes changes', () => {
    const next = writeHealthUrlState(new URLSearchParams('foo=bar&query=old&layout=card'), {
      query: 'new',
      layout: 'table',
      hidePassing: false,
      groupBy: 'canary_name',
      labels: new Map([['team=platform', 1]]),
      checkId: null,
    });
    expect(next.get('foo')).toBe('bar');
    expect(next.get('query')).toBe('new');
    expect(next.has('layout')).toBe(false);
    expect(next.get('hidePassing')).toBe('false');
    expect(next.has('groupBy')).toBe(false);
    expect(next.get('labels')).toBe('{"team=platform":1}');
    expect(parseHealthUrlState(next)).toMatchObject({ query: 'new', hidePassing: false, layout: 'table' });
  });
});
