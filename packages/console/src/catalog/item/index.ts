// The item page's public face: the lazy page (its tables, YAML and graph load on first show).
export { CatalogItemPage } from './lazy';
export type { CatalogItemPageProps } from './CatalogItemPage/CatalogItemPage';
