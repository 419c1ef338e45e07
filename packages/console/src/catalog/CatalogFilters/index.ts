export { CatalogFilters, HEALTH_VALUES, SEARCH_DEBOUNCE_MS } from './CatalogFilters';
export type { CatalogFiltersProps } from './CatalogFilters';
