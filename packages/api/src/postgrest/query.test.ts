import { describe, expect, it } from 'vitest';
import {
  QueryBuildError,
  conditionParam,
  escapeLike,
  from,
  quoteValue,
  totalFromContentRange,
  type Condition,
} from './query';

describe('quoteValue', () => {
  it.each([
    ['plain', 'plain'],
    [42, '42'],
    [true, 'true'],
    ['a,b', '"a,b"'],
    ['a.b', '"a.b"'],
    ['f(x)', '"f(x)"'],
    ['k:v', '"k:v"'],
    ['say "hi"', '"say \\"hi\\""'],
    ['back\\slash', '"back\\\\slash"'],
    ['two words', '"two words"'],
    ['', '""'],
    ['null', '"null"'],
    ['{x}', '"{x}"'],
  ])('%j → %s', (input, expected) => {
    expect(quoteValue(input)).toBe(expected);
  });
});

describe('conditionParam', () => {
  const cases: [string, Condition, [string, string]][] = [
    ['eq', { column: 'name', op: 'eq', value: 'api' }, ['name', 'eq.api']],
    ['eq keeps commas at top level', { column: 'name', op: 'eq', value: 'a,b' }, ['name', 'eq.a,b']],
    ['negated is', { column: 'email', op: 'is', value: null, negate: true }, ['email', 'not.is.null']],
    ['is boolean', { column: 'deny', op: 'is', value: true }, ['deny', 'is.true']],
    [
      'in with hostile values',
      { column: 'id', op: 'in', value: ['a', 'b,c', 'd)', 'e"f', 'g\\h'] },
      ['id', 'in.(a,"b,c","d)","e\\"f","g\\\\h")'],
    ],
    ['array contains', { column: 'roles', op: 'cs', value: ['admin', 'a b'] }, ['roles', 'cs.{admin,"a b"}']],
    ['json path', { column: 'labels->>env', op: 'eq', value: 'prod' }, ['labels->>env', 'eq.prod']],
    [
      'or with quoted values',
      {
        logic: 'or',
        conditions: [
          { column: 'name', op: 'ilike', value: '*a,b*' },
          { column: 'status', op: 'eq', value: 'x)' },
        ],
      },
      ['or', '(name.ilike."*a,b*",status.eq."x)")'],
    ],
    [
      'nested and inside or',
      {
        logic: 'or',
        conditions: [
          {
            logic: 'and',
            conditions: [
              { column: 'labels->>env', op: 'eq', value: 'prod' },
              { column: 'labels->>team', op: 'eq', value: 'platform' },
            ],
          },
          { column: 'id', op: 'in', value: ['1', '2'] },
        ],
      },
      ['or', '(and(labels->>env.eq.prod,labels->>team.eq.platform),id.in.(1,2))'],
    ],
    [
      'negated group',
      { logic: 'and', negate: true, conditions: [{ column: 'a', op: 'gt', value: 1 }] },
      ['not.and', '(a.gt.1)'],
    ],
  ];
  it.each(cases)('%s', (_name, condition, expected) => {
    expect(conditionParam(condition)).toEqual(expected);
  });

  const bad: [string, Condition][] = [
    ['column with &', { column: 'a&b', op: 'eq', value: 1 }],
    ['column with comma', { column: 'a,b', op: 'eq', value: 1 }],
    ['column with parenthesis', { column: 'a)', op: 'eq', value: 1 }],
    ['empty column', { column: '', op: 'eq', value: 1 }],
    ['__proto__ path injection', { column: 'x->>a.b', op: 'eq', value: 1 }],
    ['is with arbitrary text', { column: 'a', op: 'is', value: 'drop' as never }],
    ['in without a list', { column: 'a', op: 'in', value: 'x' }],
    ['eq with a list', { column: 'a', op: 'eq', value: ['x'] }],
    ['eq with null', { column: 'a', op: 'eq', value: null }],
    ['empty or', { logic: 'or', conditions: [] }],
  ];
  it.each(bad)('rejects %s', (_name, condition) => {
    expect(() => conditionParam(condition)).toThrow(QueryBuildError);
  });
});

describe('PostgrestQuery', () => {
  it('builds the check status history query of the reference', () => {
    const query = from('check_statuses')
      .eq('check_id', 'c1')
      .gt('time', '2026-01-01T00:00:00.000Z')
      .order('time', { ascending: false })
      .eq('status', true)
      .gte('duration', 500)
      .page(2, 50);
    expect(query.toParams()).toEqual([
      ['check_id', 'eq.c1'],
      ['time', 'gt.2026-01-01T00:00:00.000Z'],
      ['status', 'eq.true'],
      ['duration', 'gte.500'],
      ['order', 'time.desc'],
      ['limit', '50'],
      ['offset', '100'],
    ]);
  });

  it('keeps select, repeated filters, raw params and multi-column order', () => {
    const query = from('permissions_summary')
      .select('*,created_by(id,name,avatar,email)')
      .is('deleted_at', null)
      .gte('created_at', 'a')
      .lte('created_at', 'b')
      .param('name.filter', 'x,!y')
      .order('updated_at', { ascending: false, nulls: 'last' })
      .order('name');
    expect(query.toString()).toBe(
      'select=*%2Ccreated_by%28id%2Cname%2Cavatar%2Cemail%29&deleted_at=is.null&created_at=gte.a&created_at=lte.b' +
        '&name.filter=x%2C%21y&order=updated_at.desc.nullslast%2Cname',
    );
  });

  it('is immutable: refining a base query leaves it unchanged', () => {
    const base = from('people').is('deleted_at', null);
    const refined = base.eq('name', 'x');
    expect(base.toParams()).toEqual([['deleted_at', 'is.null']]);
    expect(refined.toParams()).toHaveLength(2);
  });

  it.each([
    ['table with slash', () => from('a/b')],
    ['table with query', () => from('people?x=1')],
    ['negative limit', () => from('t').limit(-1)],
    ['fractional offset', () => from('t').offset(1.5)],
    ['zero page size', () => from('t').page(0, 0)],
    ['NaN page index', () => from('t').page(Number.NaN, 10)],
    ['hostile order column', () => from('t').order('a;drop')],
    ['select with &', () => from('t').select('*&limit=1')],
    ['raw param with =', () => from('t').param('a=b', 'c')],
  ])('rejects %s', (_name, build) => {
    expect(build).toThrow(QueryBuildError);
  });
});

describe('escapeLike', () => {
  it.each([
    ['plain', 'plain'],
    ['50%', '50\\%'],
    ['a_b', 'a\\_b'],
    ['c:\\dir', 'c:\\\\dir'],
    ['wild*card', 'wildcard'],
  ])('%s → %s', (input, expected) => {
    expect(escapeLike(input)).toBe(expected);
  });
});

describe('totalFromContentRange', () => {
  it.each([
    ['0-24/120', 120],
    ['*/0', 0],
    ['0-49/*', undefined],
    ['*/*', undefined],
    [null, undefined],
    ['', undefined],
    ['items 0-1/2', undefined],
    ['0-1/-3', undefined],
    ['0-1/99999999999999999999', undefined],
    ['garbage', undefined],
  ])('%j → %j', (header, expected) => {
    expect(totalFromContentRange(header)).toBe(expected);
  });
});
