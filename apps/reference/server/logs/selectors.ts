import type { Queryable } from '../db/database';
import { badRequest, notFound } from '../http/errors';
import { isUuid } from '../http/input';
import { mergeQueries, parseLogQuery, type ParsedQuery } from './query';
import type { LogSource } from './store';

/**
 * A log selector as components carry it (`logs:` in a topology spec, stored in `components.log_selectors`):
 * `{name, backend?, query?, labels?}`. `backend` (upstream's `type` is read too) names a logging backend by name or
 * id, or the server's own logs: `checks`, `playbooks`, `scrapers`, `notifications`, or `server` for all four. No
 * backend: every log. `query` and `labels` narrow it as the search box does.
 */
export interface LogSelector {
  name: string;
  backend?: string;
  query?: string;
  labels?: Record<string, string>;
}

/** The server's own logs by the names a selector (or the page's picker) uses. */
export const OWN_LOG_NAMES: Readonly<Record<string, readonly LogSource[]>> = {
  server: ['check', 'playbook', 'scraper', 'notification'],
  checks: ['check'],
  playbooks: ['playbook'],
  scrapers: ['scraper'],
  notifications: ['notification'],
};

/** What a selector narrows a search to. */
export interface SelectorScope {
  query: ParsedQuery;
  backendIds?: string[];
  onlySources?: LogSource[];
}

export function readSelectors(value: unknown): LogSelector[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry, index): LogSelector[] => {
    if (!entry || typeof entry !== 'object') return [];
    const raw = entry as Record<string, unknown>;
    const text = (key: string) => (typeof raw[key] === 'string' && raw[key] ? (raw[key] as string) : undefined);
    const labels =
      raw.labels && typeof raw.labels === 'object' && !Array.isArray(raw.labels)
        ? Object.fromEntries(Object.entries(raw.labels as Record<string, unknown>).map(([k, v]) => [k, String(v)]))
        : undefined;
    const backend = text('backend') ?? text('type');
    const query = text('query');
    return [
      {
        name: text('name') ?? `logs ${index + 1}`,
        ...(backend ? { backend } : {}),
        ...(query ? { query } : {}),
        ...(labels ? { labels } : {}),
      },
    ];
  });
}

/** upstream's sentence (mc logs/handler.go), word for word. */
export function selectorNotFound(name: string, available: string[]): string {
  return `Log selector with the name '${name}' was not found. Available names: [${available.join(' ')}]`;
}

/** A backend name (or id) → the scope it searches. */
async function backendScope(db: Queryable, backend: string | undefined): Promise<Omit<SelectorScope, 'query'>> {
  if (!backend) return {};
  const own = OWN_LOG_NAMES[backend];
  if (own) return { onlySources: [...own] };
  const { rows } = await db.query<{ id: string }>(
    `SELECT id::text FROM logging_backends WHERE deleted_at IS NULL AND (name = $1 OR id::text = $1)`,
    [backend],
  );
  // A selector naming a backend that does not exist (any more) finds nothing, rather than everything.
  return { onlySources: ['file'], backendIds: rows.map((row) => row.id) };
}

async function selectorScope(db: Queryable, selector: LogSelector): Promise<SelectorScope> {
  const query = parseLogQuery(selector.query);
  return {
    ...(await backendScope(db, selector.backend)),
    query: { ...query, labels: { ...selector.labels, ...query.labels } },
  };
}

/** The names the page's picker offers without a component: the server's own logs and every backend. */
export async function backendNames(db: Queryable): Promise<string[]> {
  const { rows } = await db.query<{ name: string }>(
    'SELECT DISTINCT name FROM logging_backends WHERE deleted_at IS NULL ORDER BY name',
  );
  return [...Object.keys(OWN_LOG_NAMES), ...rows.map((row) => row.name)];
}

/**
 * A catalog item's log selectors: the entries of its `properties` whose `type` is `logs` (`{name, type: 'logs',
 * backend, query, labels}`), as a scraper's `properties` sets them. Properties are where a scraper already puts what
 * the item page shows beside the item, so the selectors need no column of their own; the item page lists them under
 * "logs" and offers View Logs when there is one. Here `type` is the property group, so the backend is `backend` only.
 */
export function catalogSelectors(properties: unknown): LogSelector[] {
  if (!Array.isArray(properties)) return [];
  const entries = properties.filter(
    (entry): entry is Record<string, unknown> =>
      !!entry && typeof entry === 'object' && (entry as Record<string, unknown>).type === 'logs',
  );
  return readSelectors(entries.map(({ type: _group, ...selector }) => selector));
}

/** The selectors of `id`: a component's, else a catalog item's (UUIDs do not collide between the two tables). */
async function selectorsOf(db: Queryable, id: string): Promise<{ owner: string; selectors: LogSelector[] }> {
  const components = await db.query<{ name: string; log_selectors: unknown }>(
    'SELECT name, log_selectors FROM components WHERE id = $1 AND deleted_at IS NULL',
    [id],
  );
  const component = components.rows[0];
  if (component) return { owner: `Component ${component.name}`, selectors: readSelectors(component.log_selectors) };
  const items = await db.query<{ properties: unknown }>(
    'SELECT properties FROM config_items WHERE id = $1 AND deleted_at IS NULL',
    [id],
  );
  const item = items.rows[0];
  // The item is named by its id only: its name is not the log search's to tell a caller who may not read the catalog.
  if (item) return { owner: `Catalog item ${id}`, selectors: catalogSelectors(item.properties) };
  throw notFound(`No component or catalog item has the id ${id}`);
}

/**
 * The scope of a request: a component's or a catalog item's selector (`id`, `name` picks one, the first when
 * empty), a backend or own log by `name` alone, or everything; the search box's query is added to the selector's.
 */
export async function resolveScope(
  db: Queryable,
  request: { id?: string; name?: string; query?: string },
): Promise<SelectorScope> {
  const typed = parseLogQuery(request.query);
  if (request.id) {
    if (!isUuid(request.id))
      throw badRequest(`id "${request.id}" is not the id (a UUID) of a component or a catalog item`);
    const { owner, selectors } = await selectorsOf(db, request.id);
    if (!selectors.length) throw badRequest(`${owner} has no log selectors`);
    const selector = request.name ? selectors.find((entry) => entry.name === request.name) : selectors[0];
    if (!selector)
      throw badRequest(
        selectorNotFound(
          request.name!,
          selectors.map((entry) => entry.name),
        ),
      );
    const scope = await selectorScope(db, selector);
    return { ...scope, query: mergeQueries(scope.query, typed) };
  }
  if (request.name) {
    const names = await backendNames(db);
    if (!names.includes(request.name)) throw badRequest(selectorNotFound(request.name, names));
    return { ...(await backendScope(db, request.name)), query: typed };
  }
  return { query: typed };
}
