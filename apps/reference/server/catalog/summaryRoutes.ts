import type { Context, Hono } from 'hono';
import { catalogSummaryRequestSchema } from '@mission-control/api';
import type { AppEnv } from '../context';
import { decide, rowFilterOf } from '../auth/decide';
import type { RelationFilter } from '../auth/scopes';
import { principalOf, requireAccess } from '../http/access';
import { readJson } from '../http/input';
import { catalogSummary } from './summary';

/**
 * The caller's row filters on catalog items: a guest's access scopes (tags, agents, names of `config`
 * scopes) and the items permission rows deny them, the same filters /api/db reads through.
 */
export async function catalogRowFilters(c: Context<AppEnv>): Promise<RelationFilter[]> {
  return [...(rowFilterOf(await decide(principalOf(c), { rows: 'read' }, c.var.db))?.relations ?? [])];
}

/** `POST /api/catalog/summary`: read on the catalog (`database` in the role table, `catalog` permission rows). */
export function registerSummaryRoutes(api: Hono<AppEnv>) {
  api.post('/catalog/summary', requireAccess('database', 'read'), async (c) => {
    const request = await readJson(c, catalogSummaryRequestSchema);
    return c.json(await catalogSummary(c.var.db, request, await catalogRowFilters(c)));
  });
}
