import {
  buildTree,
  cutTree,
  flattenTree,
  rollUp,
  sortComponents,
  type RolledComponent,
  type TopologyExpressionEvaluator,
} from '@mission-control/api';
import type { TopologyParams } from './params';
import type { TreeData, TreeRow } from './read';

/** A component as the response carries it. */
export type TreeComponent = Omit<RolledComponent<TreeRow>, 'status_expr' | 'health_expr' | 'components'> & {
  components: TreeComponent[];
};

export interface TopologyTreeResponse {
  components: TreeComponent[];
  healthStatuses: string[];
  teams: string[];
  tags: Record<string, string[]>;
  types: string[];
}

type Rolled = RolledComponent<TreeRow>;

const sorted = (values: Iterable<string>) => [...new Set(values)].filter(Boolean).sort((a, b) => a.localeCompare(b));

/** Whether a component belongs to a team: linked through team_components, or named as its owner. */
const ofTeam = (component: Rolled, team: string) => component.team_names.includes(team) || component.owner === team;

/**
 * The filter bar's options over every component the caller may see in the request's scope, before the cards'
 * filters: choosing one type must not take the other types off the list (upstream lists only what is left).
 */
function options(all: readonly Rolled[]): Omit<TopologyTreeResponse, 'components'> {
  const tags = new Map<string, Set<string>>();
  for (const component of all) {
    for (const [key, value] of Object.entries(component.labels ?? {})) {
      if (typeof value !== 'string') continue;
      (tags.get(key) ?? tags.set(key, new Set()).get(key)!).add(value);
    }
  }
  return {
    healthStatuses: sorted(all.map((component) => component.health)),
    teams: sorted(all.flatMap((component) => [...component.team_names, ...(component.owner ? [component.owner] : [])])),
    tags: Object.fromEntries(
      [...tags.keys()].sort((a, b) => a.localeCompare(b)).map((key) => [key, sorted(tags.get(key)!)]),
    ),
    types: sorted(all.map((component) => component.type ?? '')),
  };
}

/** Leaves out, at every level, what `hidden=false` and `agent_id` exclude (with what lies below it). */
function prune(nodes: readonly Rolled[], params: TopologyParams): Rolled[] {
  return nodes
    .filter((node) => (params.hidden || !node.hidden) && (!params.agentId || node.agent_id === params.agentId))
    .map((node) => ({ ...node, components: prune(node.components, params) }));
}

/** The cards' own filters: type (all levels with `flatten`), labels, team, owner and health. */
function cardsOf(candidates: readonly Rolled[], params: TopologyParams): Rolled[] {
  let cards = params.type && params.flatten ? flattenTree(candidates) : [...candidates];
  cards = [...new Set(cards)].filter((card) => {
    if (params.type && card.type !== params.type) return false;
    for (const [key, value] of Object.entries(params.labels)) if (card.labels?.[key] !== value) return false;
    if (params.team && !ofTeam(card, params.team)) return false;
    if (params.owner && card.owner !== params.owner) return false;
    // The Health filter keeps what the card shows: its rolled-up health (ui shows `health`, PR #2293).
    if (params.status.length && !params.status.includes(card.health)) return false;
    return true;
  });
  return params.sortBy ? sortComponents(cards, params.sortBy, params.sortOrder) : cards;
}

/**
 * The response body (duty `query/topology.go` with the filters upstream ignores honoured). Health and status are
 * rolled up over every component the caller may see, whatever the display filters hide, so a card's colour never
 * depends on a filter. Beneath a card's children only names, health and counts are kept: the card draws no more.
 */
export function assembleTopology(
  data: TreeData,
  params: TopologyParams,
  evaluate?: TopologyExpressionEvaluator,
): TopologyTreeResponse | null {
  const forest = rollUp(buildTree(data.rows, data.checks, data.adopted), evaluate ? { evaluate } : {});
  let root: Rolled | undefined;
  let candidates: Rolled[];
  if (params.id) {
    root = forest.find((node) => node.id === params.id);
    if (!root) return null;
    candidates = root.components;
  } else candidates = forest;
  const scope = root ? [root, ...flattenTree(root.components)] : flattenTree(forest);
  const cards = cutTree(cardsOf(prune(candidates, params), params), params.depth);
  // With an id the component comes first, its cards as its children; flattened (a type chosen), upstream answers
  // one flat list, the component first and every match after it, which is what its console reads.
  const flat = Boolean(params.type && params.flatten);
  const components = !root
    ? cards
    : flat
      ? [{ ...root, components: [] }, ...cards]
      : [{ ...root, components: params.depth > 0 ? cards : [] }];
  return {
    components: components.map((node, i) => shape(node, root && (i === 0 || !flat) ? -1 : 0)),
    ...options(scope),
  };
}

/** Leaves out the expressions (server-side rules) and, two levels below the cards, the details a card never shows. */
function shape(node: Rolled, level: number): TreeComponent {
  const { status_expr: _status, health_expr: _health, components, ...rest } = node;
  const out = { ...rest, components: components.map((child) => shape(child, level + 1)) } as TreeComponent;
  if (level >= 2) {
    delete (out as Partial<TreeComponent>).properties;
    delete (out as Partial<TreeComponent>).description;
  }
  return out;
}
