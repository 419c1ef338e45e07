import type { RelatedConfig } from '@mission-control/api';

/** An item drawn in the relationships graph. */
export interface GraphItem {
  id: string;
  name: string;
  type: string;
  health: string | null;
  status: string | null;
  /** The page's own item. */
  root: boolean;
}

export interface GraphEdge {
  id: string;
  source: string;
  target: string;
}

export interface RelationshipGraph {
  items: GraphItem[];
  edges: GraphEdge[];
}

/** Upstream's fallback name for an item without one: the last 12 characters of its id (reference §1.8). */
export function itemName(item: { id: string; name?: string | null }): string {
  return item.name?.trim() || item.id.slice(-12);
}

/**
 * The graph of an item's relationships from the RPC rows: each row's `related_ids` become edges between
 * items that are both drawn (so a filter that hides an item hides its edges too), and a row that no
 * edge reaches hangs off the page's item, so nothing the table lists floats alone in the graph.
 */
export function relationshipGraph(
  root: { id: string; name?: string | null; type?: string | null; health?: string | null; status?: string | null },
  rows: readonly RelatedConfig[],
): RelationshipGraph {
  const items = new Map<string, GraphItem>();
  items.set(root.id, {
    id: root.id,
    name: itemName(root),
    type: root.type ?? '',
    health: root.health ?? null,
    status: root.status ?? null,
    root: true,
  });
  for (const row of rows) {
    if (items.has(row.id)) continue;
    items.set(row.id, {
      id: row.id,
      name: itemName(row),
      type: row.type ?? '',
      health: row.health ?? null,
      status: row.status ?? null,
      root: false,
    });
  }
  const edges = new Map<string, GraphEdge>();
  const reached = new Set<string>([root.id]);
  const add = (source: string, target: string) => {
    if (source === target || !items.has(source) || !items.has(target)) return;
    const [a, b] = source < target ? [source, target] : [target, source];
    const id = `${a}--${b}`;
    if (edges.has(id)) return;
    edges.set(id, { id, source, target });
    reached.add(source);
    reached.add(target);
  };
  // `related_ids` are the items a row was reached from: walking outgoing, they point at it; walking
  // incoming, it points at them (an item reached both ways keeps the outgoing reading).
  for (const row of rows)
    for (const related of row.related_ids ?? []) {
      if (row.direction === 'incoming') add(row.id, related);
      else add(related, row.id);
    }
  for (const row of rows) {
    if (reached.has(row.id)) continue;
    if (row.direction === 'incoming') add(row.id, root.id);
    else add(root.id, row.id);
  }
  return { items: [...items.values()], edges: [...edges.values()] };
}
