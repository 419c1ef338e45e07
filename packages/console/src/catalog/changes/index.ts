// The change feed's public face: the lazy page (its table, filters and diff view load on first show).
export { CatalogChangesPage } from './lazy';
export type { ChangesPageProps as CatalogChangesPageProps } from './ChangesPage/ChangesPage';
