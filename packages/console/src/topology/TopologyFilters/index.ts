export { TopologyFilters } from './TopologyFilters';
export type { TopologyFiltersProps } from './TopologyFilters';
