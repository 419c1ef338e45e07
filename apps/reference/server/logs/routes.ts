import type { Context, Hono } from 'hono';
import { z } from 'zod';
import { RESOURCE_AREAS, type ResourceArea } from '@mission-control/api';
import { parseDateMath } from '@mission-control/api/rules';
import type { AppEnv } from '../context';
import { decide } from '../auth/decide';
import { principalOf, requireAccess } from '../http/access';
import { badRequest } from '../http/errors';
import { readJson } from '../http/input';
import { logLimits } from './limits';
import { searchLogs } from './search';
import { backendNames, resolveScope } from './selectors';
import type { LogSource } from './store';

/** The area whose read right lets a caller see each source's lines. */
const SOURCE_AREAS: Readonly<Record<LogSource, ResourceArea>> = {
  file: 'logging_backends',
  check: 'canaries',
  playbook: 'playbook_runs',
  scraper: 'config_scrapers',
  notification: 'notifications',
};

/**
 * The sources a caller reads in full. A source whose rows access scopes or permission rows would cut (a scoped
 * guest, a denied canary) is left out whole: its lines name the objects only in labels, and a log line must not
 * tell a caller about an object they may not see.
 */
async function readableSources(c: Context<AppEnv>): Promise<LogSource[]> {
  const principal = principalOf(c);
  const sources: LogSource[] = [];
  for (const [source, area] of Object.entries(SOURCE_AREAS) as Array<[LogSource, ResourceArea]>) {
    if (!RESOURCE_AREAS.includes(area)) continue;
    const decision = await decide(principal, { rows: 'read', area }, c.var.db);
    if ('allow' in decision) sources.push(source);
  }
  return sources;
}

function requestSchema() {
  const limits = logLimits();
  return z.object({
    id: z.string().max(100).optional(),
    name: z.string().max(200).optional(),
    query: z
      .string()
      .max(limits.maxQueryLength, { error: `query is longer than ${limits.maxQueryLength} characters` })
      .optional(),
    start: z.string().max(256).optional(),
    end: z.string().max(256).optional(),
    limit: z
      .number()
      .int()
      .min(1, { error: 'limit must be at least 1' })
      .max(limits.maxResults, { error: `limit may be at most ${limits.maxResults}` })
      .optional(),
  });
}

function when(field: string, text: string, roundUp: boolean): Date {
  const value = parseDateMath(text, { roundUp });
  if (!value) throw badRequest(`${field} "${text}" is not a time such as now-1h or an ISO date`);
  return value;
}

/**
 * `POST /api/logs` (upstream's contract, plus `start`/`end` as date math, default the last hour): read on
 * logging_backends, and each source's lines only to who reads that source's area in full.
 * `GET /api/logs/names`: the names the page offers without a component (the server's own logs, every backend).
 */
export function registerLogRoutes(api: Hono<AppEnv>) {
  api.post('/logs', requireAccess('logging_backends', 'read'), async (c) => {
    const body = await readJson(c, requestSchema());
    const start = when('start', body.start ?? 'now-1h', false);
    const end = when('end', body.end ?? 'now', true);
    if (start > end) throw badRequest(`start (${body.start}) is after end (${body.end ?? 'now'})`);
    const scope = await resolveScope(c.var.db, body);
    const result = await searchLogs(c.var.db, {
      ...scope,
      start,
      end,
      limit: body.limit ?? logLimits().defaultResults,
      sources: await readableSources(c),
    });
    return c.json(result);
  });

  api.get('/logs/names', requireAccess('logging_backends', 'read'), async (c) => c.json(await backendNames(c.var.db)));
}
