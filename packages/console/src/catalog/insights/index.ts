// The insights list's public face: the lazy page.
export { CatalogInsightsPage } from './lazy';
export type { InsightsPageProps as CatalogInsightsPageProps } from './InsightsPage/InsightsPage';
