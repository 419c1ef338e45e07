import { describe, expect, it } from 'vitest';
import { addSummary, rollUp, summaryStatus, worstHealth } from './rollup';
import { buildTree } from './tree';
import type { ComponentRow } from './types';

const row = (id: string, parent: string | null, extra: Partial<ComponentRow> = {}): ComponentRow => ({
  id,
  parent_id: parent,
  name: id,
  status: 'healthy',
  ...extra,
});

const rolled = (rows: ComponentRow[], checks: Record<string, Record<string, number>> = {}) =>
  rollUp(buildTree(rows, new Map(Object.entries(checks))));

describe('worstHealth', () => {
  it.each([
    [[], 'healthy'],
    [['healthy', 'unknown', '', null, undefined], 'healthy'],
    [['healthy', 'warning'], 'warning'],
    [['warning', 'unhealthy', 'healthy'], 'unhealthy'],
    [['bogus'], 'healthy'],
  ])('the worst of %j is %s', (values, worst) => {
    expect(worstHealth(values as string[])).toBe(worst);
  });
});

describe('addSummary (§2.3)', () => {
  it.each([
    [{ healthy: 2, unhealthy: 1 }, { warning: 1 }],
    [{ unhealthy: 3 }, { unhealthy: 1 }],
    [{ healthy: 4 }, { healthy: 1 }],
    [
      { warning: 2, info: 3 },
      { warning: 2, info: 3 },
    ],
    [{ healthy: 1, unhealthy: 1, warning: 2 }, { warning: 3 }],
    [{}, {}],
  ])('a child summary %j adds %j to an empty parent', (child, expected) => {
    expect(addSummary({}, child)).toEqual(expected);
  });

  it('sums the checks, insights and incidents maps without touching its inputs', () => {
    const parent = { healthy: 1, checks: { healthy: 2 }, insights: { security: { high: 1 } } };
    const child = { checks: { healthy: 1, unhealthy: 4 }, insights: { security: { high: 2, low: 1 } } };
    expect(addSummary(parent, child)).toEqual({
      healthy: 1,
      checks: { healthy: 3, unhealthy: 4 },
      insights: { security: { high: 3, low: 1 } },
    });
    expect(parent.checks).toEqual({ healthy: 2 });
  });

  it.each([
    [{ unhealthy: 1, warning: 3, healthy: 9 }, 'unhealthy'],
    [{ warning: 1, healthy: 9 }, 'warning'],
    [{ healthy: 1 }, 'healthy'],
    [{ info: 2 }, 'unknown'],
  ])('a summary %j has status %s', (summary, status) => {
    expect(summaryStatus(summary)).toBe(status);
  });
});

describe('rollUp', () => {
  it('counts leaves by status and a mixed child as one warning in its parent', () => {
    const [root] = rolled([
      row('root', null),
      row('a', 'root'),
      row('a1', 'a'),
      row('a2', 'a', { status: 'unhealthy' }),
      row('b', 'root'),
      row('b1', 'b'),
      row('c', 'root', { status: 'unhealthy' }),
      row('d', 'root', { status: 'info' }),
    ]);
    expect(root!.components.find((c) => c.id === 'a')!.summary).toEqual({ healthy: 1, unhealthy: 1 });
    // a (healthy and unhealthy) → warning; b → healthy; c (a leaf) → unhealthy; d's info is added as a count.
    expect(root!.summary).toEqual({ warning: 1, healthy: 1, unhealthy: 1, info: 1 });
  });

  it('a failing check turns its component and every ancestor unhealthy, not its siblings', () => {
    const rows = [row('root', null), row('mid', 'root'), row('leaf', 'mid'), row('sibling', 'root')];
    const healthy = rolled(rows, { leaf: { healthy: 2 } });
    expect(healthy[0]!.health).toBe('healthy');
    const [root] = rolled(rows, { leaf: { healthy: 1, unhealthy: 1 } });
    const mid = root!.components.find((c) => c.id === 'mid')!;
    expect([root!.health, mid.health, mid.components[0]!.health]).toEqual(['unhealthy', 'unhealthy', 'unhealthy']);
    expect(root!.components.find((c) => c.id === 'sibling')!.health).toBe('healthy');
    expect(root!.summary.checks).toEqual({ healthy: 1, unhealthy: 1 });
    expect(mid.components[0]!.summary.checks).toEqual({ healthy: 1, unhealthy: 1 });
  });

  it('ignores check statuses with a zero count and unknown own health', () => {
    const [one] = rolled([row('x', null, { health: 'unknown' })], { x: { unhealthy: 0, healthy: 1 } });
    expect(one!.health).toBe('healthy');
    expect(one!.summary.checks).toEqual({ healthy: 1 });
  });

  it('takes the worst of own health and children: warning below, unhealthy own', () => {
    const [root] = rolled([row('root', null, { health: 'unhealthy' }), row('w', 'root', { health: 'warning' })]);
    expect(root!.health).toBe('unhealthy');
    expect(root!.components[0]!.health).toBe('warning');
  });

  it('uses health_expr and status_expr through the evaluator, falling back on a bad result or a throw', () => {
    const rows = [
      row('a', null, { health_expr: 'always warning', status_expr: 'say info' }),
      row('b', null, { health_expr: 'nonsense' }),
      row('c', null, { health_expr: 'throws', health: 'unhealthy' }),
    ];
    const seen: string[] = [];
    const out = rollUp(buildTree(rows, new Map([['a', { unhealthy: 3 }]])), {
      evaluate: (expression, context, kind) => {
        seen.push(`${kind}:${context.component.id}:${JSON.stringify(context.checks)}`);
        if (expression === 'throws') throw new Error('no');
        if (expression === 'always warning') return 'warning';
        if (expression === 'say info') return 'info';
        return 'purple';
      },
    });
    expect(out.map((c) => [c.id, c.health, c.status])).toEqual([
      ['a', 'warning', 'info'],
      ['b', 'healthy', 'healthy'],
      ['c', 'unhealthy', 'healthy'],
    ]);
    expect(out[0]!.summary).toEqual({ info: 1, checks: { unhealthy: 3 } });
    expect(seen).toContain('status:a:{"unhealthy":3}');
  });

  it('keeps stored insights and incidents and recomputes the counts', () => {
    const [one] = rolled([
      row('x', null, { summary: { healthy: 40, insights: { cost: { low: 1 } }, incidents: { issue: { high: 2 } } } }),
    ]);
    expect(one!.summary).toEqual({ healthy: 1, insights: { cost: { low: 1 } }, incidents: { issue: { high: 2 } } });
  });
});
