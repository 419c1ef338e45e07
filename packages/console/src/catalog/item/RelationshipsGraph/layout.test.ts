import { describe, expect, it } from 'vitest';
import { layoutGraph, NODE_WIDTH } from './layout';

describe('layoutGraph', () => {
  it('puts related items in ranks from left to right without overlap', () => {
    const positions = layoutGraph({
      items: [
        { id: 'root', name: 'api', type: 'Deployment', health: null, status: null, root: true },
        { id: 'a', name: 'a', type: 'Pod', health: null, status: null, root: false },
        { id: 'b', name: 'b', type: 'Pod', health: null, status: null, root: false },
      ],
      edges: [
        { id: 'root--a', source: 'root', target: 'a' },
        { id: 'root--b', source: 'root', target: 'b' },
      ],
    });
    const root = positions.get('root')!;
    const a = positions.get('a')!;
    const b = positions.get('b')!;
    expect(a.x).toBeGreaterThanOrEqual(root.x + NODE_WIDTH);
    expect(a.x).toBe(b.x);
    expect(a.y).not.toBe(b.y);
  });
});
