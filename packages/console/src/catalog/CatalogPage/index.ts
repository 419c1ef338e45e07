export { CatalogPage } from './CatalogPage';
export type { CatalogPageProps } from './CatalogPage';
