import type { CatalogItemsParams, CatalogSummaryRequestBody } from '@mission-control/api';
import { defineArea } from '../areas/defineArea';

const root = ['catalog'] as const;

/** The id that opens the scraper editor on a new scraper (`/catalog/scrapers/new`). */
export const NEW_SCRAPER_ID = 'new';
/** The change feed and insights arrive with their own issue; until then their tabs lead to an honest empty state. */
const NEXT = 'console-areas.md §1.4-§1.5 (issue after #19)';

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
    { id: 'catalogChanges', path: '/catalog/changes', title: 'Catalog Changes', notBuilt: { spec: NEXT } },
    { id: 'catalogInsights', path: '/catalog/insights', title: 'Catalog Insights', notBuilt: { spec: NEXT } },
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
  },
});
