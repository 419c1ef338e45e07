// The catalog's public widgets (lazy: each loads its own chunk when first shown).
export { CatalogPage, CatalogScraper, CatalogScrapers } from './lazy';
export type { CatalogPageProps } from './CatalogPage/CatalogPage';
export type { CatalogScraperProps } from './CatalogScraper/CatalogScraper';
export type { CatalogScrapersProps } from './CatalogScrapers/CatalogScrapers';
export { NEW_SCRAPER_ID } from './area';
