// The topology page's filter state (reference §2.1): everything is in the URL (labels, team, type,
// status, showHiddenComponents, sortBy, sortOrder, agent_id); the sort choice is also remembered in
// storage under upstream's keys, so it survives a visit without a query string.
import type { StorageAdapter } from '../../provider/storage';
import { healthOf, type ComponentNode } from './components';

export type SortOrder = 'asc' | 'desc';

export interface TopologyFilterState {
  /** A health value from the response's `healthStatuses`; '' for all. */
  status: string;
  type: string;
  team: string;
  /** `key=value` pairs. */
  labels: string[];
  /** `status` (Health), `name`, `type`, `updated_at`, or `field:<headline property>`. */
  sortBy: string;
  sortOrder: SortOrder;
  showHidden: boolean;
  agentId: string;
}

export const SORT_STORAGE_KEYS = {
  standard: 'topologyCardsSortByStandard',
  custom: 'topologyCardsSortByCustom',
  order: 'topologyCardsSortOrder',
} as const;

export const STANDARD_SORTS = ['status', 'name', 'type', 'updated_at'] as const;
export const DEFAULT_SORT = { sortBy: 'status', sortOrder: 'desc' as SortOrder };
export const FIELD_PREFIX = 'field:';

const isOrder = (value: string | null): value is SortOrder => value === 'asc' || value === 'desc';
const isSort = (value: string | null): value is string =>
  !!value && ((STANDARD_SORTS as readonly string[]).includes(value) || value.startsWith(FIELD_PREFIX));

/** The remembered sort, or the default (Health, descending). */
export function storedSort(storage: StorageAdapter): { sortBy: string; sortOrder: SortOrder } {
  const custom = storage.getItem(SORT_STORAGE_KEYS.custom);
  const standard = storage.getItem(SORT_STORAGE_KEYS.standard);
  const order = storage.getItem(SORT_STORAGE_KEYS.order);
  return {
    sortBy: isSort(custom) ? custom : isSort(standard) ? standard : DEFAULT_SORT.sortBy,
    sortOrder: isOrder(order) ? order : DEFAULT_SORT.sortOrder,
  };
}

export function storeSort(storage: StorageAdapter, sortBy: string, sortOrder: SortOrder): void {
  if (sortBy.startsWith(FIELD_PREFIX)) storage.setItem(SORT_STORAGE_KEYS.custom, sortBy);
  else {
    storage.setItem(SORT_STORAGE_KEYS.standard, sortBy);
    storage.removeItem(SORT_STORAGE_KEYS.custom);
  }
  storage.setItem(SORT_STORAGE_KEYS.order, sortOrder);
}

/** The state from the URL; the sort falls back to the remembered one. */
export function decodeFilters(params: URLSearchParams, fallbackSort = DEFAULT_SORT): TopologyFilterState {
  const sortBy = params.get('sortBy');
  const sortOrder = params.get('sortOrder');
  return {
    status: params.get('status') ?? '',
    type: params.get('type') ?? '',
    team: params.get('team') ?? '',
    labels: (params.get('labels') ?? '')
      .split(',')
      .map((label) => label.trim())
      .filter((label) => label.includes('=')),
    sortBy: isSort(sortBy) ? sortBy : fallbackSort.sortBy,
    sortOrder: isOrder(sortOrder) ? sortOrder : fallbackSort.sortOrder,
    showHidden: params.get('showHiddenComponents') === 'yes',
    agentId: params.get('agent_id') ?? '',
  };
}

/** Writes a change into the URL's parameters; empty values leave the URL. */
export function writeFilters(previous: URLSearchParams, change: Partial<TopologyFilterState>): URLSearchParams {
  const next = new URLSearchParams(previous);
  const set = (name: string, value: string) => (value ? next.set(name, value) : next.delete(name));
  if (change.status !== undefined) set('status', change.status);
  if (change.type !== undefined) set('type', change.type);
  if (change.team !== undefined) set('team', change.team);
  if (change.labels !== undefined) set('labels', change.labels.join(','));
  if (change.sortBy !== undefined) set('sortBy', change.sortBy);
  if (change.sortOrder !== undefined) set('sortOrder', change.sortOrder);
  if (change.showHidden !== undefined) next.set('showHiddenComponents', change.showHidden ? 'yes' : 'no');
  if (change.agentId !== undefined) set('agent_id', change.agentId);
  return next;
}

/**
 * The endpoint's parameters as upstream's page sends them (reference §2.2): "All" values are dropped,
 * `flatten=true` when a type is chosen, `hidden=false` unless hidden components are shown.
 */
export function topologyQuery(state: TopologyFilterState, componentId?: string): Record<string, string> {
  const query: Record<string, string> = {};
  if (componentId) query.id = componentId;
  if (state.status) query.status = state.status;
  if (state.type) {
    query.type = state.type;
    query.flatten = 'true';
  }
  if (state.team) query.team = state.team;
  if (state.labels.length) query.labels = state.labels.join(',');
  if (state.agentId) query.agent_id = state.agentId;
  if (!state.showHidden) query.hidden = 'false';
  query.sortBy = state.sortBy;
  query.sortOrder = state.sortOrder;
  return query;
}

const STATUS_RANK: Record<string, number> = { info: 4, healthy: 3, warning: 2, unhealthy: 1 };

function sortValue(component: ComponentNode, sortBy: string): string | number | undefined {
  if (sortBy === 'status') {
    const health = component.health || component.status ? healthOf(component) : undefined;
    const key = component.status?.toLowerCase() === 'info' ? 'info' : health;
    return key ? STATUS_RANK[key] : undefined;
  }
  if (sortBy === 'name') return (component.text || component.name).toLowerCase();
  if (sortBy === 'type') return component.type?.toLowerCase();
  if (sortBy === 'updated_at') return component.updated_at ? Date.parse(component.updated_at) : undefined;
  if (sortBy.startsWith(FIELD_PREFIX)) {
    const name = sortBy.slice(FIELD_PREFIX.length);
    const property = component.properties.find((entry) => entry.name === name);
    const value = property?.value ?? property?.text;
    if (value === undefined || value === null || value === '') return undefined;
    const number = typeof value === 'number' ? value : Number(value);
    return Number.isFinite(number) ? number : String(value).toLowerCase();
  }
  return undefined;
}

/**
 * Upstream's client sort (reference §2.1): ComponentHealth ranks info 4, healthy 3, warning 2, unhealthy 1; items
 * without a value come first, then ascending; `desc` reverses the whole list, so the default (Health,
 * desc) shows info, healthy, warning, unhealthy, then those without a health.
 */
export function sortComponents(
  components: readonly ComponentNode[],
  sortBy: string,
  sortOrder: SortOrder,
): ComponentNode[] {
  const keyed = components.map((component, index) => ({ component, index, value: sortValue(component, sortBy) }));
  keyed.sort((a, b) => {
    if (a.value === undefined || b.value === undefined) {
      if (a.value === b.value) return a.index - b.index;
      return a.value === undefined ? -1 : 1;
    }
    if (typeof a.value === 'number' && typeof b.value === 'number') return a.value - b.value || a.index - b.index;
    return String(a.value).localeCompare(String(b.value)) || a.index - b.index;
  });
  const sorted = keyed.map((entry) => entry.component);
  return sortOrder === 'desc' ? sorted.reverse() : sorted;
}

/** One sort option per headline property name among the components (`field:<name>`). */
export function headlineSortFields(components: readonly ComponentNode[]): string[] {
  const names = new Set<string>();
  for (const component of components)
    for (const property of component.properties) if (property.headline) names.add(property.name);
  return [...names].sort((a, b) => a.localeCompare(b));
}
