import type {
  CatalogItemsParams,
  CatalogSummaryRequestBody,
  ChangesSearchRequest,
  ConfigAnalysisItemsParams,
} from '@mission-control/api';
import { defineArea } from '../areas/defineArea';

const root = ['catalog'] as const;

/** The id that opens the scraper editor on a new scraper (`/catalog/scrapers/new`). */
export const NEW_SCRAPER_ID = 'new';

/** The catalog (reference §1): the inventory, its scrapers and one item's page. */
export const catalogArea = defineArea({
  id: 'catalog',
  pages: [
    {
      id: 'catalog',
      path: '/catalog',
      title: 'Catalog',
      nav: { section: 'main', name: 'Catalog', icon: 'folder', order: 40 },
      featureName: 'config',
      resourceName: 'database',
    },
    /** The change feed (reference §1.4). */
    { id: 'catalogChanges', path: '/catalog/changes', title: 'Catalog Changes' },
    /** Open and resolved findings of the analyzers (reference §1.5). */
    { id: 'catalogInsights', path: '/catalog/insights', title: 'Catalog Insights' },
    { id: 'catalogScrapers', path: '/catalog/scrapers', title: 'Catalog Settings' },
    { id: 'catalogScraper', path: '/catalog/scrapers/:id', title: 'Catalog Settings' },
    /** One item with its sub-pages (relationships, playbooks, checks ...). */
    { id: 'catalogItem', path: '/catalog/:id', title: 'Catalog', nested: true },
    /** The old address of the catalog. */
    { id: 'configs', path: '/configs', title: 'Catalog', redirectTo: 'catalog' },
    /** Where a new Catalog Scraper integration returns to (operations §2.7): the scrapers' list now. */
    { id: 'configDb', path: '/config-db', title: 'Catalog Settings', redirectTo: 'catalogScrapers' },
  ],
  keys: {
    all: root,
    /** Every read of items (list and summary), so Run now or a save refreshes them with one prefix. */
    itemsAll: () => [...root, 'items'] as const,
    items: (params: CatalogItemsParams) => [...root, 'items', 'list', params] as const,
    summary: (request: CatalogSummaryRequestBody) => [...root, 'items', 'summary', request] as const,
    types: () => [...root, 'types'] as const,
    labels: () => [...root, 'labels'] as const,
    tags: () => [...root, 'tags'] as const,
    statuses: () => [...root, 'statuses'] as const,
    scrapers: () => [...root, 'scrapers'] as const,
    scraperJobs: (scraperId: string) => [...root, 'scrapers', scraperId, 'jobs'] as const,
    /** The change feed (#20): every read under one prefix, so a new change refreshes all of them. */
    changesAll: () => [...root, 'changes'] as const,
    changes: (request: ChangesSearchRequest) => [...root, 'changes', 'search', request] as const,
    change: (changeId: string) => [...root, 'changes', 'detail', changeId] as const,
    /** Distinct change types (the feed's Change Type filter). */
    changeTypes: () => [...root, 'changes', 'types'] as const,
    insightsAll: () => [...root, 'insights'] as const,
    insights: (params: ConfigAnalysisItemsParams) => [...root, 'insights', 'list', params] as const,
    insight: (analysisId: string) => [...root, 'insights', 'detail', analysisId] as const,
    analyzers: () => [...root, 'insights', 'analyzers'] as const,
  },
});
