import { defineServerArea } from '../http/area';

export { ensureDemoViews } from './demo';
export { ViewRefreshPass } from './pass';
export { DemoViewsAfterFirstScrape } from './demoRefresh';
import { ViewEngine } from './engine';
import { VIEW_LIMITS } from './limits';
import { registerViewRoutes } from './routes';

/** `/view/*`: running views (views/engine.ts) and the catalog item's view tabs. */
export const viewsArea = defineServerArea({
  id: 'views',
  register(api, { db }) {
    registerViewRoutes(api, new ViewEngine(db, VIEW_LIMITS), VIEW_LIMITS);
  },
});
