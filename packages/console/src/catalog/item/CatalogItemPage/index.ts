export { CatalogItemPage } from './CatalogItemPage';
export type { CatalogItemPageProps } from './CatalogItemPage';
