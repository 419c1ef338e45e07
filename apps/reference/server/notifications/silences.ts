import { z } from 'zod';
import { parseDateMath } from '@mission-control/api/rules';
import type { RelationFilter } from '../auth/scopes';
import type { Queryable } from '../db/database';
import { badRequest } from '../http/errors';
import { isUuid } from '../http/input';
import { compileFilter } from './cel';
import { silenceMatches, type SilenceMatch } from './constraints';
import { loadResource, type QueuedEvent } from './resource';

/** `POST /api/notification/silence` body (mc notification/silence.go SilenceSaveRequest). */
export const silenceRequestSchema = z.object({
  name: z.string().max(200).optional(),
  namespace: z.string().max(200).optional(),
  description: z.string().max(2000).optional(),
  from: z.string().max(256).optional(),
  until: z.string().max(256).nullish(),
  recursive: z.boolean().optional(),
  filter: z.string().max(1000).optional(),
  selectors: z.array(z.record(z.string(), z.unknown())).max(50).optional(),
  config_id: z.string().optional(),
  check_id: z.string().optional(),
  canary_id: z.string().optional(),
  component_id: z.string().optional(),
});
export type SilenceRequest = z.infer<typeof silenceRequestSchema>;

const RESOURCE_KEYS = ['config_id', 'check_id', 'canary_id', 'component_id'] as const;

function instant(field: string, text: string | undefined | null, now: Date): Date | null {
  if (text == null || text === '' || text === 'indefinitely') return null;
  const value = parseDateMath(text, { now });
  if (!value) throw badRequest(`\`${field}\` "${text}" is not a time such as now, now+2h or an ISO date`);
  return value;
}

/** Checks a silence and saves it; answers the saved row. 400s use upstream's sentences. */
export async function saveSilence(db: Queryable, request: SilenceRequest, createdBy: string | undefined) {
  const filter = request.filter?.trim() || undefined;
  const selectors = request.selectors?.length ? request.selectors : undefined;
  if (!RESOURCE_KEYS.some((key) => request[key]) && !filter && !selectors) {
    throw badRequest('at least one of config_id, canary_id, check_id, component_id, filter or selectors is required');
  }
  for (const key of RESOURCE_KEYS) {
    if (request[key] && !isUuid(request[key])) throw badRequest(`${key} "${request[key]}" is not an id (a UUID)`);
  }
  const now = new Date();
  const from = instant('from', request.from, now) ?? now;
  const until = instant('until', request.until, now);
  if (until && from >= until) throw badRequest('`from` time must be before `until`');
  if (filter) {
    const compiled = compileFilter('filter', filter);
    if ('problem' in compiled) throw badRequest(compiled.problem);
  }
  const tables = { config_id: 'config_items', check_id: 'checks', canary_id: 'canaries', component_id: 'components' };
  for (const key of RESOURCE_KEYS) {
    if (!request[key]) continue;
    const { rows } = await db.query(`SELECT 1 FROM ${tables[key]} WHERE id = $1`, [request[key]]);
    if (!rows.length) throw badRequest(`${key} ${request[key]} does not exist`);
  }
  const { rows } = await db.query<Record<string, unknown>>(
    `INSERT INTO notification_silences (name, namespace, description, filter, selectors, "from", "until", recursive,
       config_id, check_id, canary_id, component_id, source, created_by)
     VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7, $8, $9, $10, $11, $12, 'UI', $13)
     RETURNING *`,
    [
      request.name?.trim() || null,
      request.namespace?.trim() || null,
      request.description ?? null,
      filter ?? null,
      selectors ? JSON.stringify(selectors) : null,
      from,
      until,
      request.recursive ?? false,
      request.config_id ?? null,
      request.check_id ?? null,
      request.canary_id ?? null,
      request.component_id ?? null,
      createdBy ?? null,
    ],
  );
  return rows[0]!;
}

/** Sends of the last 15 days looked at by a preview, and matches answered (newest first, as mc #2823). */
export const PREVIEW_SCAN_LIMIT = 2000;
export const PREVIEW_RESULT_LIMIT = 100;

/**
 * `GET /api/notification/silence_preview?id=&recursive=&filter=&selectors=`: the notifications sent in the last 15
 * days that a silence with these fields would have matched, newest first, with the resources they were about.
 */
export async function silencePreview(
  db: Queryable,
  query: { id?: string; recursive?: string; filter?: string; selectors?: string },
  filters: readonly RelationFilter[] = [],
) {
  const id = query.id?.trim() || undefined;
  if (id && !isUuid(id)) throw badRequest(`id "${id}" is not an id (a UUID)`);
  const filter = query.filter?.trim() || undefined;
  let selectors: unknown;
  if (query.selectors?.trim()) {
    try {
      selectors = JSON.parse(query.selectors);
    } catch {
      throw badRequest('selectors must be a JSON list of resource selectors');
    }
    if (!Array.isArray(selectors)) throw badRequest('selectors must be a JSON list of resource selectors');
  }
  if (!id && !filter && !(Array.isArray(selectors) && selectors.length)) {
    throw badRequest('at least one of id, filter or selectors is required');
  }
  if (filter) {
    const compiled = compileFilter('filter', filter);
    if ('problem' in compiled) throw badRequest(compiled.problem);
  }
  const silence: SilenceMatch = {
    filter: filter ?? null,
    selectors: selectors ?? null,
    config_id: id ?? null,
    check_id: null,
    canary_id: null,
    component_id: null,
    recursive: query.recursive === 'true',
  };
  const params: unknown[] = [PREVIEW_SCAN_LIMIT];
  const where = [`_s.status = 'sent'`, `_s.created_at > now() - interval '15 days'`];
  if (id && query.recursive !== 'true') where.push(`_s.resource_id = $${params.push(id)}`);
  // A guest previews only the sends about resources in their access scopes (as the summary and /api/db).
  for (const rowFilter of filters) {
    const condition = rowFilter('notification_send_history_summary', params);
    if (condition) where.push(condition);
  }
  const { rows } = await db.query<Record<string, unknown> & { payload: { event?: QueuedEvent } | null }>(
    `SELECT * FROM notification_send_history_summary _s WHERE ${where.join(' AND ')}
     ORDER BY _s.created_at DESC LIMIT $1`,
    params,
  );
  const matched: Array<Record<string, unknown>> = [];
  const resources: Record<string, unknown> = {};
  for (const row of rows) {
    if (matched.length >= PREVIEW_RESULT_LIMIT) break;
    const event = row.payload?.event;
    const resource = event ? await loadResource(db, event) : undefined;
    if (!resource) continue;
    let matches: boolean;
    try {
      matches = silenceMatches(silence, resource);
    } catch (error) {
      throw badRequest((error as Error).message);
    }
    if (!matches) continue;
    const { payload: _payload, ...rest } = row;
    matched.push(rest);
    resources[resource.id] = row.resource;
  }
  return { notifications: matched, resources };
}
