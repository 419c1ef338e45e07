export { ChangesFilters } from './ChangesFilters';
export type { ChangesFiltersProps } from './ChangesFilters';
