import type { Hono } from 'hono';
import { changesSearchRequestSchema } from '@mission-control/api';
import type { AppEnv } from '../../context';
import { catalogRowFilters } from '../../catalog/summaryRoutes';
import { requireAccess } from '../../http/access';
import { readJson } from '../../http/input';
import { searchChanges } from './search';

/**
 * `POST /api/catalog/changes`: the change feed, read on the catalog (`database` in the role table, `catalog`
 * permission rows) like the summary; a guest reads the changes of the items their access scopes show.
 */
export function registerChangesFeedRoutes(api: Hono<AppEnv>) {
  api.post('/catalog/changes', requireAccess('database', 'read'), async (c) => {
    const request = await readJson(c, changesSearchRequestSchema);
    return c.json(await searchChanges(c.var.db, request, await catalogRowFilters(c)));
  });
}
