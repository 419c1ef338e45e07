import { Graph, layout } from '@dagrejs/dagre';
import type { RelationshipGraph } from '../model/graph';

export const NODE_WIDTH = 220;
export const NODE_HEIGHT = 56;

/** Top-left positions of the graph's items, laid out left to right in ranks by dagre. */
export function layoutGraph(graph: RelationshipGraph): Map<string, { x: number; y: number }> {
  const g = new Graph();
  g.setGraph({ rankdir: 'LR', nodesep: 24, ranksep: 72, marginx: 16, marginy: 16 });
  g.setDefaultEdgeLabel(() => ({}));
  for (const item of graph.items) g.setNode(item.id, { width: NODE_WIDTH, height: NODE_HEIGHT });
  for (const edge of graph.edges) g.setEdge(edge.source, edge.target);
  layout(g);
  const positions = new Map<string, { x: number; y: number }>();
  for (const item of graph.items) {
    const node = g.node(item.id);
    positions.set(item.id, { x: (node?.x ?? 0) - NODE_WIDTH / 2, y: (node?.y ?? 0) - NODE_HEIGHT / 2 });
  }
  return positions;
}
