import type { ComponentProperty } from './types';

/** A sort key of the topology cards: `status` (Health), `name`, `type`, `updated_at`, or `field:<property name>`. */
export type TopologySortBy = 'status' | 'name' | 'type' | 'updated_at' | `field:${string}`;
export type TopologySortOrder = 'asc' | 'desc';

/** The Health sort's ranks (upstream's client sort): info above healthy above warning above unhealthy. */
const HEALTH_ORDER: Readonly<Record<string, number>> = { info: 4, healthy: 3, warning: 2, unhealthy: 1 };

/** What the sort reads of a component. */
export interface SortableComponent {
  name?: string | null;
  type?: string | null;
  status?: string | null;
  health?: string | null;
  updated_at?: string | null;
  properties?: readonly ComponentProperty[] | null;
}

/** Whether a value is a sort key the topology accepts. */
export function isTopologySortBy(value: string): value is TopologySortBy {
  return (
    value === 'status' ||
    value === 'name' ||
    value === 'type' ||
    value === 'updated_at' ||
    (value.startsWith('field:') && value.length > 'field:'.length)
  );
}

/** The property a `field:<name>` sort reads: its numeric value, else its text. */
export function propertySortValue(
  properties: readonly ComponentProperty[] | null | undefined,
  name: string,
): string | number | undefined {
  const property = properties?.find((candidate) => candidate?.name === name);
  if (!property) return undefined;
  if (typeof property.value === 'number' && Number.isFinite(property.value)) return property.value;
  return property.text?.length ? property.text : undefined;
}

function sortValue(component: SortableComponent, by: TopologySortBy): string | number | undefined {
  switch (by) {
    case 'status':
      // The Health sort ranks what the card shows (its rolled-up health), the stored status when there is none.
      return HEALTH_ORDER[component.health ?? ''] ?? HEALTH_ORDER[component.status ?? ''];
    case 'name':
      return component.name || undefined;
    case 'type':
      return component.type || undefined;
    case 'updated_at': {
      const time = component.updated_at ? Date.parse(component.updated_at) : NaN;
      return Number.isNaN(time) ? undefined : time;
    }
    default:
      return propertySortValue(component.properties, by.slice('field:'.length));
  }
}

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

function compareValues(a: string | number, b: string | number): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'number') return -1;
  if (typeof b === 'number') return 1;
  return collator.compare(a, b);
}

/**
 * Sorts components for the cards (upstream's client sort, `topologySort.tsx`): components without a value
 * first, then ascending; `desc` reverses the whole list, so with the default `status desc` the order is info,
 * healthy, warning, unhealthy, then those without a health. Ties keep name order. Returns a new array.
 */
export function sortComponents<C extends SortableComponent>(
  components: readonly C[],
  by: TopologySortBy = 'status',
  order: TopologySortOrder = 'desc',
): C[] {
  const keyed = components.map((component) => ({ component, value: sortValue(component, by) }));
  keyed.sort((a, b) => {
    if (a.value === undefined || b.value === undefined) {
      if (a.value !== b.value) return a.value === undefined ? -1 : 1;
    } else {
      const compared = compareValues(a.value, b.value);
      if (compared) return compared;
    }
    return collator.compare(a.component.name ?? '', b.component.name ?? '');
  });
  const sorted = keyed.map(({ component }) => component);
  return order === 'desc' ? sorted.reverse() : sorted;
}

/** The headline properties of some components, by name, in first-seen order: the extra sort options. */
export function headlinePropertyNames(components: ReadonlyArray<Pick<SortableComponent, 'properties'>>): string[] {
  const names = new Set<string>();
  for (const component of components) {
    for (const property of component.properties ?? []) {
      if (property?.headline && property.name) names.add(property.name);
    }
  }
  return [...names];
}
