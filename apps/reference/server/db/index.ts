import { connectionsTableHook } from '../connections/dbHook';
import { scrapersTableHook } from '../catalog/scrape/writeHook';
import { analyzersTableHook } from '../insights/writeHook';
import { applicationsTableHook } from '../applications/writeHook';
import { topologiesTableHook } from '../topology/writeHook';
import { viewsTableHook } from '../views/writeHook';
import { loggingBackendsTableHook } from '../logs/writeHook';
import { defineServerArea } from '../http/area';
import { reconcileOnWrite } from '../runner/hooks';
import { runnableTableHooks } from '../runner/writeHooks';
import { withPlaybookSpecRules } from '../playbooks/spec';
import { dbRoutes } from './routes';

/** `/db/*`: the PostgREST-compatible API over the schema (postgrest/), with its table hooks. */
export const dbArea = defineServerArea({
  id: 'db',
  register(api, { db, scrapers }) {
    api.route(
      '/db',
      dbRoutes({
        afterWrite: reconcileOnWrite(db),
        // Canary specs are checked and exec writes gated (S3) before anything is stored.
        // Scraper specs too: paths confined to the scrape roots (MC_SCRAPE_PATHS), exec and own-database gates.
        tableHooks: {
          connections: connectionsTableHook,
          ...runnableTableHooks,
          playbooks: withPlaybookSpecRules(runnableTableHooks.playbooks),
          config_scrapers: scrapersTableHook(scrapers),
          config_analyzers: analyzersTableHook,
          topologies: topologiesTableHook,
          views: viewsTableHook,
          applications: applicationsTableHook,
          logging_backends: loggingBackendsTableHook(scrapers.dataDir),
        },
      }),
    );
  },
});
