import type { Hono } from 'hono';
import { z } from 'zod';
import { parseDateMath } from '@mission-control/api/rules';
import type { AppEnv } from '../context';
import { decide, rowFilterOf } from '../auth/decide';
import type { RelationFilter } from '../auth/scopes';
import type { Context } from 'hono';
import { principalOf, requireAccess } from '../http/access';
import { badRequest } from '../http/errors';
import { readJson } from '../http/input';
import { saveSilence, silencePreview, silenceRequestSchema } from './silences';
import { notificationSummary } from './summary';

const summarySchema = z.object({
  search: z.string().max(200).optional(),
  includeDeletedResources: z.boolean().optional(),
  pageIndex: z.number().int().min(0).max(100_000).optional(),
  pageSize: z.number().int().min(1).optional(),
  status: z.string().max(500).optional(),
  resourceType: z.string().max(200).optional(),
  groupBy: z
    .enum(['resource', 'resource_id', 'resource_type', 'status', 'source_event'], {
      error: 'groupBy must be one of resource, resource_id, resource_type, status or source_event',
    })
    .optional(),
  from: z.string().max(256).optional(),
  to: z.string().max(256).optional(),
});

function when(field: string, text: string | undefined, roundUp = false): Date | undefined {
  if (!text) return undefined;
  const value = parseDateMath(text, { roundUp });
  if (!value) throw badRequest(`${field} "${text}" is not a time such as now-7d or an ISO date`);
  return value;
}

/** The caller's row filters: a guest reads the sends about resources in their access scopes only. */
async function sendFilters(c: Context<AppEnv>): Promise<RelationFilter[]> {
  return [...(rowFilterOf(await decide(principalOf(c), { rows: 'read' }, c.var.db))?.relations ?? [])];
}

/**
 * `/api/notification/*`: the send history summary (read on notifications), silences (write on notifications, as
 * the access files give editors and admins) and their preview (read).
 */
export function registerNotificationRoutes(api: Hono<AppEnv>) {
  api.post('/notification/summary', requireAccess('notifications', 'read'), async (c) => {
    const body = await readJson(c, summarySchema);
    const result = await notificationSummary(
      c.var.db,
      { ...body, from: when('from', body.from), to: when('to', body.to, true) },
      await sendFilters(c),
    );
    return c.json(result);
  });

  api.post('/notification/silence', requireAccess('notifications', 'write'), async (c) => {
    const body = await readJson(c, silenceRequestSchema);
    const principal = principalOf(c);
    const { rows } = await c.var.db.query<{ id: string }>('SELECT id FROM people WHERE id = $1', [principal.id]);
    const silence = await saveSilence(c.var.db, body, rows[0]?.id);
    return c.json(silence, 201);
  });

  api.get('/notification/silence_preview', requireAccess('notifications', 'read'), async (c) => {
    const result = await silencePreview(
      c.var.db,
      {
        id: c.req.query('id'),
        recursive: c.req.query('recursive'),
        filter: c.req.query('filter'),
        selectors: c.req.query('selectors'),
      },
      await sendFilters(c),
    );
    return c.json(result);
  });
}
