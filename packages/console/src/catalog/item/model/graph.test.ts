import { describe, expect, it } from 'vitest';
import { itemName, relationshipGraph } from './graph';

const root = { id: 'root-0000000000000001', name: 'api', type: 'Kubernetes::Deployment', health: 'healthy' };

describe('relationshipGraph', () => {
  it('draws edges from related_ids between drawn items, once per pair', () => {
    const graph = relationshipGraph(root, [
      { id: 'rs', name: 'api-7d9', type: 'Kubernetes::ReplicaSet', direction: 'outgoing', related_ids: [root.id] },
      { id: 'pod', name: 'api-7d9-x', type: 'Kubernetes::Pod', direction: 'outgoing', related_ids: ['rs'] },
      { id: 'ns', name: 'payments', type: 'Kubernetes::Namespace', direction: 'incoming', related_ids: [root.id] },
    ]);
    expect(graph.items.map((i) => [i.id, i.root])).toEqual([
      [root.id, true],
      ['rs', false],
      ['pod', false],
      ['ns', false],
    ]);
    expect(graph.edges.map((e) => [e.source, e.target])).toEqual([
      [root.id, 'rs'],
      ['rs', 'pod'],
      ['ns', root.id],
    ]);
  });

  it('hangs a row no edge reaches off the page item, and ignores ids that are not drawn', () => {
    const graph = relationshipGraph(root, [
      { id: 'ns', name: 'default', direction: 'incoming', related_ids: ['filtered-out'] },
    ]);
    expect(graph.edges).toEqual([{ id: `ns--${root.id}`, source: 'ns', target: root.id }]);
  });

  it('names an item without a name by the end of its id', () => {
    expect(itemName({ id: '0123456789abcdefghij', name: ' ' })).toBe('89abcdefghij');
  });
});
