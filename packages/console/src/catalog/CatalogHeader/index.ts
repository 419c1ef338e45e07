export { CatalogHeader } from './CatalogHeader';
export type { CatalogHeaderProps, CatalogTab } from './CatalogHeader';
