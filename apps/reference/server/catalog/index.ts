import { registerChangesFeedRoutes } from '../changes/feed/routes';
import { defineServerArea } from '../http/area';
import { registerScraperRoutes } from './scrape/routes';
import { registerSummaryRoutes } from './summaryRoutes';

/** `/catalog/*`: the catalog's summary (summaryRoutes.ts); the scrapers' routes register here too. */
export const catalogArea = defineServerArea({
  id: 'catalog',
  register(api, { scrapers }) {
    registerSummaryRoutes(api);
    registerScraperRoutes(api, scrapers);
    registerChangesFeedRoutes(api);
  },
});
