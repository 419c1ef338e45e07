import type { Hono } from 'hono';
import type { AppEnv } from '../context';
import { requireAccess } from '../http/access';
import { badRequest, notFound } from '../http/errors';
import { isUuid, readJson } from '../http/input';
import { matchesSelector, type SelectableResource } from '../playbooks/selectors';
import type { ViewEngine } from './engine';
import type { ViewLimits } from './limits';
import { viewRequestSchema, viewResult, ViewRequestError } from './result';
import { ViewSpecError } from './spec';
import { validateViewSpec } from './validate';
import { ViewVariableError } from './variables';

/** `Cache-Control: max-age=1` (upstream's force refresh), or any max-age under a second, or no-cache. */
export function forcesRefresh(header: string | undefined): boolean {
  if (!header) return false;
  if (/(^|,)\s*no-cache\s*(,|$)/i.test(header)) return true;
  const match = /max-age\s*=\s*(\d+)/i.exec(header);
  return match ? Number(match[1]) <= 1 : false;
}

/**
 * `POST /api/view/{id}` runs (or serves from cache) a view and `GET /api/view/list?config_id=` lists the views whose
 * config-tab selector matches a catalog item; both need read on views. A view runs as the server, as upstream's does.
 */
export function registerViewRoutes(api: Hono<AppEnv>, engine: ViewEngine, limits: ViewLimits) {
  api.get('/view/list', requireAccess('views', 'read'), async (c) => {
    const configId = c.req.query('config_id');
    if (!configId) throw badRequest('config_id is required: the catalog item whose view tabs to list');
    if (!isUuid(configId)) throw badRequest(`config_id "${String(configId).slice(0, 64)}" is not a UUID`);
    const { rows: items } = await c.var.db.query<Record<string, unknown>>(
      `SELECT id, name, COALESCE(namespace, tags->>'namespace') AS namespace, type, health, status, tags, labels
       FROM config_items WHERE id = $1 AND deleted_at IS NULL`,
      [configId],
    );
    const item = items[0];
    if (!item) return c.json([]);
    const { rows: views } = await c.var.db.query<{
      id: string;
      namespace: string;
      name: string;
      spec: { display?: { title?: string; icon?: string; ordinal?: number; plugins?: unknown } } | null;
    }>('SELECT id, namespace, name, spec FROM views WHERE deleted_at IS NULL');
    const resource = { ...(item as unknown as SelectableResource), name: String(item.name ?? '') };
    const matched = views
      .filter((view) => {
        const plugins = view.spec?.display?.plugins;
        return (
          Array.isArray(plugins) &&
          plugins.some(
            (plugin) =>
              plugin &&
              typeof plugin === 'object' &&
              matchesSelector(resource, (plugin as { configTab?: unknown }).configTab),
          )
        );
      })
      .map((view) => ({
        id: view.id,
        namespace: view.namespace,
        name: view.name,
        title: view.spec?.display?.title ?? view.name,
        icon: view.spec?.display?.icon ?? null,
        ordinal: typeof view.spec?.display?.ordinal === 'number' ? view.spec.display.ordinal : null,
      }))
      .sort((a, b) => (a.ordinal ?? 0) - (b.ordinal ?? 0) || a.title.localeCompare(b.title));
    return c.json(matched);
  });

  api.post('/view/:id', requireAccess('views', 'read'), async (c) => {
    const id = c.req.param('id');
    if (!isUuid(id)) throw notFound(`view ${String(id).slice(0, 64)} not found`);
    const request = await readJson(c, viewRequestSchema);
    const view = await engine.findView(id);
    if (!view) throw notFound(`view ${id} not found`);
    try {
      validateViewSpec(view.spec);
      const result = await engine.get(view, request.variables ?? {}, forcesRefresh(c.req.header('cache-control')));
      return c.json(viewResult(result, request, limits));
    } catch (error) {
      if (error instanceof ViewSpecError)
        throw badRequest(`view ${view.namespace}/${view.name} has an invalid spec: ${error.message}`);
      if (error instanceof ViewVariableError || error instanceof ViewRequestError) throw badRequest(error.message);
      throw error;
    }
  });
}
