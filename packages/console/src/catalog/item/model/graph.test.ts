import { describe, expect, it } from 'vitest';
import { itemName, relationshipGraph } from './graph';

const root = { id: 'root-0000000000000001', name: 'api', type: 'Kubernetes::Deployment', health: 'healthy' };

describe('relationshipGraph', () => {
  it('draws edges from related_ids between drawn items, once per pair', () => {
    const graph = relationshipGraph(root, [
      { id: 'rs', name: 'api-7d9', type: 'Kubernetes::ReplicaSet', related_ids: [root.id, 'pod'] },
      { id: 'pod', name: 'api-7d9-x', type: 'Kubernetes::Pod', related_ids: ['rs'] },
    ]);
    expect(graph.items.map((i) => [i.id, i.root])).toEqual([
      [root.id, true],
      ['rs', false],
      ['pod', false],
    ]);
    expect(graph.edges.map((e) => [e.source, e.target])).toEqual([
      ['rs', root.id],
      ['rs', 'pod'],
    ]);
  });

  it('hangs a row no edge reaches off the page item, and ignores ids that are not drawn', () => {
    const graph = relationshipGraph(root, [{ id: 'ns', name: 'default', related_ids: ['filtered-out'] }]);
    expect(graph.edges).toEqual([{ id: `ns--${root.id}`, source: root.id, target: 'ns' }]);
  });

  it('names an item without a name by the end of its id', () => {
    expect(itemName({ id: '0123456789abcdefghij', name: ' ' })).toBe('89abcdefghij');
  });
});
