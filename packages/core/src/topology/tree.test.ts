import { describe, expect, it } from 'vitest';
import { headlinePropertyNames, isTopologySortBy, sortComponents } from './sort';
import { buildTree, cutTree, findInTree, flattenTree, parentOf } from './tree';

const ids = (nodes: ReadonlyArray<{ id: string; components: readonly unknown[] }>): unknown =>
  nodes.map((node) => (node.components.length ? [node.id, ids(node.components as typeof nodes)] : node.id));

describe('buildTree', () => {
  it('nests rows by parent_id, keeping row order, and by the last id of path when parent_id is missing', () => {
    const tree = buildTree([
      { id: 'r', name: 'r' },
      { id: 'a', name: 'a', parent_id: 'r' },
      { id: 'b', name: 'b', path: 'r' },
      { id: 'a1', name: 'a1', path: 'r.a' },
    ]);
    expect(ids(tree)).toEqual([['r', [['a', ['a1']], 'b']]]);
  });

  it('makes a row whose parent is absent a root, and cuts a loop', () => {
    const tree = buildTree([
      { id: 'orphan', name: 'o', parent_id: 'gone' },
      { id: 'x', name: 'x', parent_id: 'y' },
      { id: 'y', name: 'y', parent_id: 'x' },
      { id: 'self', name: 's', parent_id: 'self' },
    ]);
    expect(
      flattenTree(tree)
        .map((n) => n.id)
        .sort(),
    ).toEqual(['orphan', 'self', 'x', 'y']);
    expect(tree.map((n) => n.id)).toContain('orphan');
    expect(tree.map((n) => n.id)).toContain('self');
  });

  it('shows an adopted component under its adopter too, unless the link loops', () => {
    const tree = buildTree(
      [
        { id: 'r', name: 'r' },
        { id: 'a', name: 'a', parent_id: 'r' },
        { id: 'shared', name: 'shared' },
      ],
      new Map(),
      [
        ['a', 'shared'],
        ['shared', 'r'],
        ['a', 'missing'],
      ],
    );
    expect(ids(tree)).toEqual([['r', [['a', ['shared']]]], 'shared']);
  });

  it('attaches checks by component id', () => {
    const [root] = buildTree([{ id: 'r', name: 'r' }], new Map([['r', { unhealthy: 2 }]]));
    expect(root!.checks).toEqual({ unhealthy: 2 });
  });

  it.each([
    [{ parent_id: 'p' }, 'p'],
    [{ path: 'a.b.c' }, 'c'],
    [{ path: '' }, null],
    [{ path: null }, null],
    [{}, null],
  ])('the parent of %j is %s', (row, parent) => {
    expect(parentOf(row)).toBe(parent);
  });

  it('cuts a forest by depth and finds nodes in it', () => {
    const tree = buildTree([
      { id: 'r', name: 'r' },
      { id: 'a', name: 'a', parent_id: 'r' },
      { id: 'a1', name: 'a1', parent_id: 'a' },
    ]);
    expect(ids(cutTree(tree, 2))).toEqual([['r', ['a']]]);
    expect(ids(cutTree(tree, 1))).toEqual(['r']);
    expect(cutTree(tree, 0)).toEqual([]);
    expect(ids(tree)).toEqual([['r', [['a', ['a1']]]]]);
    expect(findInTree(tree, 'a1')?.name).toBe('a1');
  });
});

describe('sortComponents', () => {
  const cards = [
    { name: 'db', type: 'Database', health: 'unhealthy', updated_at: '2026-01-02T00:00:00Z' },
    { name: 'api', type: 'Service', health: 'healthy', updated_at: '2026-01-03T00:00:00Z' },
    { name: 'queue', type: undefined, health: 'warning', properties: [{ name: 'rps', value: 5, headline: true }] },
    { name: 'docs', health: 'info', properties: [{ name: 'rps', value: 50 }] },
    { name: 'cache', properties: [{ name: 'rps', text: 'n/a' }] },
  ];
  const names = (list: ReadonlyArray<{ name: string }>) => list.map((c) => c.name);

  it('by Health desc (the default): info, healthy, warning, unhealthy, then missing', () => {
    expect(names(sortComponents(cards))).toEqual(['docs', 'api', 'queue', 'db', 'cache']);
  });

  it('puts the missing values first ascending', () => {
    expect(names(sortComponents(cards, 'status', 'asc'))).toEqual(['cache', 'db', 'queue', 'api', 'docs']);
    expect(names(sortComponents(cards, 'type', 'asc'))).toEqual(['cache', 'docs', 'queue', 'db', 'api']);
    expect(names(sortComponents(cards, 'updated_at', 'desc')).slice(0, 2)).toEqual(['api', 'db']);
  });

  it('sorts by a headline property: numbers numerically, then text', () => {
    expect(names(sortComponents(cards, 'field:rps', 'asc'))).toEqual(['api', 'db', 'queue', 'docs', 'cache']);
    expect(headlinePropertyNames(cards)).toEqual(['rps']);
  });

  it.each([
    ['status', true],
    ['field:rps', true],
    ['field:', false],
    ['health', false],
  ])('%s is a sort key: %s', (key, ok) => {
    expect(isTopologySortBy(key)).toBe(ok);
  });
});
