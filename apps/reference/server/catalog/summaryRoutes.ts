import type { Context, Hono } from 'hono';
import { catalogSummaryRequestSchema } from '@mission-control/api';
import type { AppEnv } from '../context';
import { decide, rowFilterOf } from '../auth/decide';
import type { RelationFilter } from '../auth/scopes';
import { principalOf, requireAccess } from '../http/access';
import { badRequest } from '../http/errors';
import { catalogSummary } from './summary';

/**
 * The caller's row filters on catalog items: a guest's access scopes (tags, agents, names of `config`
 * scopes) and the items permission rows deny them, the same filters /api/db reads through.
 */
export async function catalogRowFilters(c: Context<AppEnv>): Promise<RelationFilter[]> {
  return [...(rowFilterOf(await decide(principalOf(c), { rows: 'read' }, c.var.db))?.relations ?? [])];
}

/** The request's JSON object (an empty body is `{}`), or a 400 saying what is wrong with it. */
async function jsonBody(c: Context<AppEnv>): Promise<unknown> {
  const text = await c.req.text();
  if (!text.trim()) return {};
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw badRequest('request body must be JSON');
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw badRequest('request body must be a JSON object');
  }
  return body;
}

/** `POST /api/catalog/summary`: read on the catalog (`database` in the role table, `catalog` permission rows). */
export function registerSummaryRoutes(api: Hono<AppEnv>) {
  api.post('/catalog/summary', requireAccess('database', 'read'), async (c) => {
    const parsed = catalogSummaryRequestSchema.safeParse(await jsonBody(c));
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      const path = issue.path.map(String).join('.');
      throw badRequest(
        path && !issue.message.includes(path.split('.')[0]!) ? `${path}: ${issue.message}` : issue.message,
      );
    }
    return c.json(await catalogSummary(c.var.db, parsed.data, await catalogRowFilters(c)));
  });
}
