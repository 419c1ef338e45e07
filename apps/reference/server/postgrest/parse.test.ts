import { describe, expect, it } from 'vitest';
import { PostgrestError } from './errors';
import {
  expandFilterShorthand,
  LIMITS,
  parseDateMath,
  parseLogic,
  parseOperation,
  parseOrder,
  parsePrefer,
  parseQuery,
  parseSelect,
  splitTopLevel,
  type Condition,
} from './parse';

const NOW = new Date('2026-11-22T10:30:45.500Z');
const name = { name: 'name', path: [] };

function expectParseError(fn: () => unknown, code = 'PGRST100') {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(PostgrestError);
    expect((error as PostgrestError).code).toBe(code);
    expect((error as PostgrestError).status).toBe(400);
    return;
  }
  throw new Error('expected a parse error');
}

describe('parseOperation', () => {
  it.each([
    ['eq.a', { operator: 'eq', negate: false, value: 'a' }],
    ['eq.a.b', { operator: 'eq', value: 'a.b' }],
    ['eq.', { operator: 'eq', value: '' }],
    ['neq."q"', { operator: 'neq', value: '"q"' }],
    ['gte.5', { operator: 'gte', value: '5' }],
    ['like.*x*', { operator: 'like', value: '%x%' }],
    ['ilike.A*', { operator: 'ilike', value: 'A%' }],
    ['in.(a,"b,c",d)', { operator: 'in', value: ['a', 'b,c', 'd'] }],
    ['in.("a\\"b")', { operator: 'in', value: ['a"b'] }],
    ['in.()', { operator: 'in', value: [] }],
    ['is.NULL', { operator: 'is', value: 'null' }],
    ['is.not_null', { operator: 'is', value: 'not_null' }],
    ['not.is.true', { operator: 'is', negate: true, value: 'true' }],
    ['cs.{a,b}', { operator: 'cs', value: '{a,b}' }],
    ['not.in.(1)', { operator: 'in', negate: true, value: ['1'] }],
  ])('%s', (text, expected) => {
    expect(parseOperation(name, text)).toMatchObject(expected);
  });

  it.each(['eq', 'nope.x', 'not.nope.1', 'is.maybe', 'in.a,b', 'in.(a', 'in.("a)', ''])('refuses %j', (text) => {
    expectParseError(() => parseOperation(name, text));
  });

  it('limits the length of in lists', () => {
    const ok = `in.(${Array.from({ length: LIMITS.inListLength }, (_, i) => i).join(',')})`;
    expect((parseOperation(name, ok).value as string[]).length).toBe(LIMITS.inListLength);
    expectParseError(() => parseOperation(name, `${ok.slice(0, -1)},x)`));
  });
});

describe('parseLogic', () => {
  it('parses nested groups, negation, JSON paths and quoted values', () => {
    const tree = parseLogic('or', false, '(a.eq.1,and(labels->>env.eq.prod,not.or(b.is.null,c.in.(x,y))),d.eq."p,q")');
    const shape = (c: Condition): unknown =>
      c.kind === 'logic'
        ? { [c.negate ? `not.${c.operator}` : c.operator]: c.children.map(shape) }
        : `${c.field.name}${c.field.path.map((s) => s.arrow + s.key).join('')} ${c.negate ? 'not.' : ''}${c.operator} ${JSON.stringify(c.value)}`;
    expect(shape(tree)).toEqual({
      or: [
        'a eq "1"',
        { and: ['labels->>env eq "prod"', { 'not.or': ['b is "null"', 'c in ["x","y"]'] }] },
        'd eq "p,q"',
      ],
    });
  });

  it.each(['', '()', '(a.eq.1', 'a.eq.1', '(a)', '(a.zz.1)', '(and(a.eq.1)'])('refuses %j', (text) => {
    expectParseError(() => parseLogic('or', false, text));
  });

  it('limits nesting depth', () => {
    const nested = (depth: number) => `(${'or('.repeat(depth - 1)}a.eq.1${')'.repeat(depth - 1)})`;
    expect(() => parseLogic('or', false, nested(LIMITS.logicDepth))).not.toThrow();
    expectParseError(() => parseLogic('or', false, nested(LIMITS.logicDepth + 1)));
  });
});

describe('parseSelect', () => {
  it('parses columns, aliases, casts, JSON paths and embeds', () => {
    expect(
      parseSelect(
        '*,alias:col::text,labels->>env,created_by(id,name),person:person_id(id),canaries!checks_canary_id_fkey(id),checks!inner(name)',
      ),
    ).toEqual([
      { kind: 'star' },
      { kind: 'column', alias: 'alias', field: { name: 'col', path: [] }, cast: 'text' },
      { kind: 'column', field: { name: 'labels', path: [{ arrow: '->>', key: 'env' }] } },
      {
        kind: 'embed',
        name: 'created_by',
        join: 'left',
        select: [
          { kind: 'column', field: { name: 'id', path: [] } },
          { kind: 'column', field: { name: 'name', path: [] } },
        ],
      },
      {
        kind: 'embed',
        alias: 'person',
        name: 'person_id',
        join: 'left',
        select: [{ kind: 'column', field: { name: 'id', path: [] } }],
      },
      {
        kind: 'embed',
        name: 'canaries',
        hint: 'checks_canary_id_fkey',
        join: 'left',
        select: [{ kind: 'column', field: { name: 'id', path: [] } }],
      },
      { kind: 'embed', name: 'checks', join: 'inner', select: [{ kind: 'column', field: { name: 'name', path: [] } }] },
    ]);
  });

  it('treats an empty select as *', () => {
    expect(parseSelect('')).toEqual([{ kind: 'star' }]);
  });

  it.each([
    'name;drop table x',
    '"name"',
    'a,,b',
    'a(',
    'a(b',
    'a)',
    'col::regclass',
    'col::',
    'a:b:c',
    'x!a!b(c)',
    'name!inner',
    'labels->',
    `labels->>a";drop`,
    `${'a('.repeat(LIMITS.embedDepth + 1)}b${')'.repeat(LIMITS.embedDepth + 1)}`,
  ])('refuses %j', (text) => {
    expectParseError(() => parseSelect(text));
  });
});

describe('parseOrder', () => {
  it.each([
    ['name', [{ field: name, direction: 'asc' }]],
    [
      'name.desc.nullslast,id',
      [
        { field: name, direction: 'desc', nulls: 'last' },
        { field: { name: 'id', path: [] }, direction: 'asc' },
      ],
    ],
    [
      'labels->>env.asc.nullsfirst',
      [{ field: { name: 'labels', path: [{ arrow: '->>', key: 'env' }] }, direction: 'asc', nulls: 'first' }],
    ],
  ])('%s', (text, expected) => {
    expect(parseOrder(text)).toEqual(expected);
  });

  it.each(['', 'name;drop', '.desc', 'na me', 'name,'])('refuses %j', (text) => {
    expectParseError(() => parseOrder(text));
  });
});

describe('parseDateMath', () => {
  it.each([
    ['now', '2026-11-22T10:30:45.500Z'],
    ['now-24h', '2026-11-21T10:30:45.500Z'],
    ['now-7d', '2026-11-15T10:30:45.500Z'],
    ['now+1h', '2026-11-22T11:30:45.500Z'],
    ['now-1M', '2026-10-22T10:30:45.500Z'],
    ['now/d', '2026-11-22T00:00:00.000Z'],
    ['now-1d/h', '2026-11-21T10:00:00.000Z'],
    ['now/w', '2026-11-16T00:00:00.000Z'],
    ['2026-01-02T03:04:05Z', '2026-01-02T03:04:05.000Z'],
  ])('%s', (text, iso) => {
    expect(parseDateMath(text, NOW).toISOString()).toBe(iso);
  });

  it.each(['now-5', 'now-x', 'yesterday', 'now--1h', '2026-13-45', '', 'now-1h;drop'])('refuses %j', (text) => {
    expectParseError(() => parseDateMath(text, NOW));
  });
});

describe('expandFilterShorthand', () => {
  it('reads date math with a comparison prefix, < by default', () => {
    expect(expandFilterShorthand('created_at', '>now-24h', true, NOW)).toEqual([
      {
        kind: 'filter',
        field: { name: 'created_at', path: [] },
        negate: false,
        operator: 'gt',
        value: '2026-11-21T10:30:45.500Z',
      },
    ]);
    expect(expandFilterShorthand('created_at', 'now-1h', true, NOW)[0]).toMatchObject({ operator: 'lt' });
    expect(expandFilterShorthand('created_at', '=now/d', true, NOW)[0]).toMatchObject({
      operator: 'eq',
      value: '2026-11-22T00:00:00.000Z',
    });
  });

  it('reads values, exclusions and wildcards for other columns', () => {
    const conditions = expandFilterShorthand('status', 'SUCCESS,RUN*,!FAILED,!*STALE', false, NOW);
    expect(conditions).toEqual([
      {
        kind: 'logic',
        operator: 'or',
        negate: false,
        children: [
          { kind: 'filter', field: { name: 'status', path: [] }, negate: false, operator: 'in', value: ['SUCCESS'] },
          { kind: 'filter', field: { name: 'status', path: [] }, negate: false, operator: 'like', value: 'RUN%' },
        ],
      },
      { kind: 'filter', field: { name: 'status', path: [] }, negate: true, operator: 'in', value: ['FAILED'] },
      { kind: 'filter', field: { name: 'status', path: [] }, negate: true, operator: 'like', value: '%STALE' },
    ]);
  });

  it('refuses an empty value', () => {
    expectParseError(() => expandFilterShorthand('status', '', false, NOW));
  });
});

describe('parseQuery', () => {
  it('collects select, filters, logic, order, paging and embedded modifiers', () => {
    const query = parseQuery(
      new URLSearchParams(
        'select=name,checks(name)&name=eq.a&name=neq.b&or=(a.eq.1,b.eq.2)&not.and=(c.eq.3,d.eq.4)&order=name.desc&limit=5&offset=10&checks.order=name&checks.limit=2&checks.type=eq.http&checks.or=(x.eq.1,y.eq.2)&created_at.filter=>now-1h',
      ),
      { isDateColumn: (column) => column === 'created_at', now: NOW },
    );
    expect(
      query.where.map((c) => (c.kind === 'logic' ? `${c.negate ? 'not.' : ''}${c.operator}` : c.operator)),
    ).toEqual(['eq', 'neq', 'or', 'not.and', 'gt']);
    expect(query).toMatchObject({ limit: 5, offset: 10, order: [{ direction: 'desc' }] });
    expect(query.embedded.checks).toMatchObject({ limit: 2, order: [{ field: { name: 'name' } }] });
    expect(query.embedded.checks!.where).toHaveLength(2);
  });

  it('unquotes the columns= list postgrest-js sends', () => {
    expect(parseQuery(new URLSearchParams('columns="name","value"')).columns).toEqual(['name', 'value']);
  });

  it.each(['limit=-1', 'limit=1.5', 'offset=x', 'limit=99999999999', 'on_conflict=id', 'na"me=eq.1', 'a b=eq.1'])(
    'refuses %s',
    (text) => {
      expectParseError(() => parseQuery(new URLSearchParams(text)));
    },
  );

  it('limits the number of conditions', () => {
    const many = Array.from({ length: LIMITS.conditions + 1 }, (_, i) => `c${i}=eq.1`).join('&');
    expectParseError(() => parseQuery(new URLSearchParams(many)));
  });
});

describe('splitTopLevel', () => {
  it.each([
    ['a,b', ['a', 'b']],
    ['a,(b,c),"d,e"', ['a', '(b,c)', '"d,e"']],
    ['"a\\",b"', ['"a\\",b"']],
  ])('%s', (text, parts) => {
    expect(splitTopLevel(text)).toEqual(parts);
  });
});

describe('parsePrefer', () => {
  it.each([
    ['return=representation', { return: 'representation' }],
    ['return=minimal, count=exact', { return: 'minimal', count: 'exact' }],
    ['count=planned', { count: 'exact' }],
    ['return=everything,count=none', {}],
    [null, {}],
  ])('%j', (header, prefs) => {
    expect(parsePrefer(header)).toEqual(prefs);
  });
});
