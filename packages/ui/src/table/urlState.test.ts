import { describe, expect, it } from 'vitest';
import {
  decodeTableUrlState,
  decodeTristateFilter,
  encodeTableUrlState,
  encodeTristateFilter,
  setTristateValue,
  writeTableUrlState,
} from './urlState';

describe('encodeTristateFilter', () => {
  it.each<[Record<string, number>, string]>([
    [{}, ''],
    [{ SUCCESS: -1 }, 'SUCCESS:-1'],
    [{ a: 1, b: -1 }, 'a:1,b:-1'],
    [{ 'a,b': 1 }, 'a||||b:1'],
    [{ 'team:ops': -1 }, 'team____ops:-1'],
    [{ 'x,y:z': 1 }, 'x||||y____z:1'],
    [{ a: 0, b: 2, c: 1 }, 'c:1'],
    [{ '': 1 }, ''],
  ])('%j → %j', (values, text) => {
    expect(encodeTristateFilter(values)).toBe(text);
  });

  it.each([[null], [undefined], ['text']])('%j encodes to empty', (value) => {
    expect(encodeTristateFilter(value as never)).toBe('');
  });
});

describe('decodeTristateFilter', () => {
  it.each<[string | null | undefined, Record<string, number>]>([
    ['', {}],
    [null, {}],
    [undefined, {}],
    ['SUCCESS:-1', { SUCCESS: -1 }],
    ['a:1,b:-1', { a: 1, b: -1 }],
    ['a||||b:1', { 'a,b': 1 }],
    ['team____ops:-1', { 'team:ops': -1 }],
    ['a:1,a:-1', { a: -1 }],
    ['a:-1,a:1', { a: 1 }],
    ['a:1,a:1', { a: 1 }],
    ['a:2,b:0,c:x,d,:1,e:1', { e: 1 }],
    [',,,', {}],
    ['a:1:1', { 'a:1': 1 }],
    ['a: 1', {}],
    ['%E0%A4%A:1', { '%E0%A4%A': 1 }],
  ])('%j → %j', (text, values) => {
    expect(decodeTristateFilter(text)).toEqual(values);
  });

  it('treats __proto__ as an ordinary item', () => {
    const decoded = decodeTristateFilter('__proto__:1');
    expect(Object.getPrototypeOf(decoded)).toBe(Object.prototype);
    expect(Object.keys(decoded)).toEqual(['__proto__']);
  });

  it('ignores a hostile 100 KB string', () => {
    expect(decodeTristateFilter('a:1,'.repeat(30_000))).toEqual({});
  });

  it.each([[{ 'a,b:c': 1, plain: -1 }], [{ '||': 1, __: -1 }]])('round-trips %j', (values) => {
    expect(decodeTristateFilter(encodeTristateFilter(values))).toEqual(values);
  });
});

describe('setTristateValue', () => {
  it.each<[Record<string, 1 | -1>, string, 1 | -1 | 0, Record<string, 1 | -1>]>([
    [{}, 'a', 1, { a: 1 }],
    [{ a: -1 }, 'a', 1, { a: 1 }],
    [{ a: 1 }, 'a', -1, { a: -1 }],
    [{ a: 1 }, 'a', 1, { a: 1 }],
    [{ a: 1, b: -1 }, 'a', 0, { b: -1 }],
  ])('%j with %s=%s → %j', (values, item, value, expected) => {
    expect(setTristateValue(values, item, value)).toEqual(expected);
  });
});

describe('decodeTableUrlState', () => {
  it.each<[string, Record<string, unknown>]>([
    ['', { pageIndex: 0, pageSize: 50, filters: {} }],
    ['pageIndex=3&pageSize=100', { pageIndex: 3, pageSize: 100, filters: {} }],
    ['sortBy=name&sortOrder=desc', { pageIndex: 0, pageSize: 50, sortBy: 'name', sortOrder: 'desc', filters: {} }],
    ['sortBy=name&sortOrder=sideways', { pageIndex: 0, pageSize: 50, sortBy: 'name', sortOrder: 'asc', filters: {} }],
    ['sortOrder=desc', { pageIndex: 0, pageSize: 50, filters: {} }],
    ['pageIndex=-1&pageSize=7', { pageIndex: 0, pageSize: 50, filters: {} }],
    ['pageIndex=1.5&pageSize=abc', { pageIndex: 0, pageSize: 50, filters: {} }],
    ['pageIndex=99999999999&pageSize=1e3', { pageIndex: 0, pageSize: 50, filters: {} }],
    ['status.filter=SUCCESS:-1', { pageIndex: 0, pageSize: 50, filters: { status: { SUCCESS: -1 } } }],
    ['status.filter=garbage', { pageIndex: 0, pageSize: 50, filters: {} }],
  ])('%j', (query, expected) => {
    expect(decodeTableUrlState(new URLSearchParams(query), { filterKeys: ['status'] })).toEqual(expected);
  });

  it('reads a plain record and honours a different default page size', () => {
    expect(decodeTableUrlState({ pageSize: '150' }, { defaultPageSize: 150 }).pageSize).toBe(150);
    expect(decodeTableUrlState({ pageSize: undefined }, { defaultPageSize: 150 }).pageSize).toBe(150);
    expect(decodeTableUrlState({ toString: 'x' } as never).pageIndex).toBe(0);
  });

  it('only accepts the offered page sizes', () => {
    expect(decodeTableUrlState({ pageSize: '25' }, { pageSizeOptions: [50, 100, 200] }).pageSize).toBe(50);
  });
});

describe('encodeTableUrlState', () => {
  it('drops defaults and writes the rest', () => {
    expect(
      encodeTableUrlState({
        pageIndex: 0,
        pageSize: 50,
        sortBy: 'name',
        sortOrder: 'desc',
        filters: { status: { SUCCESS: -1 }, team: {} },
      }),
    ).toEqual({
      pageIndex: null,
      pageSize: null,
      sortBy: 'name',
      sortOrder: 'desc',
      'status.filter': 'SUCCESS:-1',
      'team.filter': null,
    });
  });

  it('merges into existing params without touching others', () => {
    const params = writeTableUrlState(new URLSearchParams('timeRange=1h&pageIndex=4'), {
      pageIndex: 0,
      pageSize: 100,
    });
    expect(params.toString()).toBe('timeRange=1h&pageSize=100');
  });

  it('round-trips through URLSearchParams', () => {
    const state = {
      pageIndex: 2,
      pageSize: 200,
      sortBy: 'created_at',
      sortOrder: 'asc' as const,
      filters: { 'agent.name': { 'a,b': 1 as const, 'c:d': -1 as const } },
    };
    const params = writeTableUrlState(new URLSearchParams(), state);
    expect(decodeTableUrlState(params, { filterKeys: ['agent.name'] })).toEqual(state);
  });
});
