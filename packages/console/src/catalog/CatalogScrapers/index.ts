export { CatalogScrapers } from './CatalogScrapers';
export type { CatalogScrapersProps } from './CatalogScrapers';
