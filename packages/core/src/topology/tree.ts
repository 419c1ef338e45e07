import type { ComponentNode, ComponentRow } from './types';

/** The parent a row names: `parent_id`, else the last id of its `path` (ancestor ids joined by `.`). */
export function parentOf(row: Pick<ComponentRow, 'parent_id' | 'path'>): string | null {
  if (row.parent_id) return row.parent_id;
  const path = row.path?.trim();
  if (!path) return null;
  const last = path.split('.').filter(Boolean).pop();
  return last ?? null;
}

/**
 * Builds the forest of components from flat rows. A row whose parent is not among the rows (not visible to the
 * caller, soft-deleted, or outside the query) becomes a root, so a guest scoped to a child still sees it. A
 * parent link that loops back is cut at the row that closes the loop, which then stands as a root. `checks`
 * gives each component's linked checks by latest status. Roots and children keep the rows' order.
 * `adopted` are extra `[parent, child]` links (upstream's component_relationships, a component's `selectors`):
 * the child shows under that parent too, unless the link would make a loop.
 */
export function buildTree<R extends ComponentRow>(
  rows: readonly R[],
  checks: ReadonlyMap<string, Record<string, number>> = new Map(),
  adopted: Iterable<readonly [parent: string, child: string]> = [],
): ComponentNode<R>[] {
  const nodes = new Map<string, ComponentNode<R>>();
  for (const row of rows) {
    if (nodes.has(row.id)) continue;
    nodes.set(row.id, { ...row, components: [], checks: { ...(checks.get(row.id) ?? {}) } });
  }
  const parents = new Map<string, string | null>();
  for (const node of nodes.values()) {
    const parent = parentOf(node);
    parents.set(node.id, parent && parent !== node.id && nodes.has(parent) ? parent : null);
  }
  // Cut loops: walk up from each node; a walk that meets itself makes the node it started from a root.
  const settled = new Set<string>();
  for (const id of nodes.keys()) {
    const seen = new Set<string>();
    let at: string | null = id;
    while (at && !settled.has(at)) {
      if (seen.has(at)) {
        parents.set(at, null);
        break;
      }
      seen.add(at);
      at = parents.get(at) ?? null;
    }
    for (const visited of seen) settled.add(visited);
  }
  const roots: ComponentNode<R>[] = [];
  for (const node of nodes.values()) {
    const parent = parents.get(node.id);
    if (parent) nodes.get(parent)!.components.push(node);
    else roots.push(node);
  }
  for (const [parentId, childId] of adopted) {
    const parent = nodes.get(parentId);
    const child = nodes.get(childId);
    if (!parent || !child || parent === child || parent.components.includes(child)) continue;
    if (flattenTree([child]).includes(parent)) continue;
    parent.components.push(child);
  }
  return roots;
}

/** Every node of a forest, parents before children (iterative: a deep tree must not exhaust the stack). */
export function flattenTree<N extends { components: readonly N[] }>(roots: readonly N[]): N[] {
  const out: N[] = [];
  const stack = [...roots].reverse();
  while (stack.length) {
    const node = stack.pop()!;
    out.push(node);
    for (let i = node.components.length - 1; i >= 0; i--) stack.push(node.components[i]!);
  }
  return out;
}

/** Finds a node by id anywhere in a forest. */
export function findInTree<N extends { id: string; components: readonly N[] }>(
  roots: readonly N[],
  id: string,
): N | undefined {
  return flattenTree(roots).find((node) => node.id === id);
}

/**
 * Cuts a forest `depth` levels deep: the roots are level 1, so depth 1 keeps the roots without children.
 * Returns new nodes; the input is untouched. Depth below 1 keeps nothing.
 */
export function cutTree<N extends { components: N[] }>(roots: readonly N[], depth: number): N[] {
  if (depth < 1) return [];
  return roots.map((node) => ({ ...node, components: cutTree(node.components, depth - 1) }));
}
