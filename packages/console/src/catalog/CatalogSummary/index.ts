export { CatalogSummary, SUMMARY_SINCE, summaryRequest } from './CatalogSummary';
export type { CatalogSummaryProps } from './CatalogSummary';
