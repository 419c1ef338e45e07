export { CatalogScraper } from './CatalogScraper';
export type { CatalogScraperProps } from './CatalogScraper';
