/**
 * The catalog list pages' PostgREST reads (`configs`, `config_types`, `config_labels`, `config_tags`,
 * `config_statuses`, `config_scrapers_with_status`) and their filter helpers, apart from the row schemas
 * (catalog.ts), so that building a query brings no zod into a page's first paint (#26).
 */
import { decodeTristateFilter, tristateToFilter, type TristateFilter } from '@mission-control/core';
import { from, type PostgrestQuery } from '../postgrest/query';

/** The item list's sortable columns (the `configs` view's). */
export const CATALOG_SORT_COLUMNS = [
  'name',
  'type',
  'status',
  'health',
  'changes',
  'created_at',
  'updated_at',
] as const;
export type CatalogSortColumn = (typeof CATALOG_SORT_COLUMNS)[number];

/** Columns the item list selects (reference §1.2, less the cost and agent columns it does not show). */
export const CATALOG_ITEM_COLUMNS =
  'id,type,config_class,status,health,labels,name,tags,created_at,updated_at,deleted_at,cost_total_1d,changes,analysis';

export interface CatalogItemsParams {
  /** Exact `type`, e.g. `Kubernetes::Pod`. */
  configType?: string;
  /** Free text matched against name, type and namespace. */
  search?: string;
  /** Tri-state text over `key:value` items (`key____value:1` in the URL), see `@mission-control/core`. */
  labels?: string;
  /** Tri-state text (`healthy:1,unknown:-1`). */
  health?: string;
  status?: string;
  /** @default 'type' */
  sortBy?: string;
  /** @default 'asc' */
  sortOrder?: 'asc' | 'desc';
  pageIndex: number;
  pageSize: number;
  /** Soft-deleted items too (the Preferences toggle). */
  showDeleted?: boolean;
}

/** `key:value` (the label filter's item) → `[key, value]`; the key never holds a colon. */
export function splitLabelItem(item: string): [string, string] {
  const at = item.indexOf(':');
  return at < 0 ? [item, ''] : [item.slice(0, at), item.slice(at + 1)];
}

/**
 * The tri-state label filter as the summary's `filter`: per key, a match expression of its values
 * (`{ env: 'prod,staging', team: '!a' }`).
 */
export function labelFilterOf(tristate: Readonly<TristateFilter>): Record<string, string> {
  const terms = new Map<string, string[]>();
  for (const [item, mode] of Object.entries(tristate)) {
    const [key, value] = splitLabelItem(item);
    if (!key) continue;
    // A comma inside a value would split the expression; such a value cannot be asked for this way.
    if (value.includes(',')) continue;
    terms.set(key, [...(terms.get(key) ?? []), mode === 1 ? value : `!${value}`]);
  }
  return Object.fromEntries([...terms].map(([key, values]) => [key, values.join(',')]));
}

/**
 * The item list (reference §1.2 item mode): `GET /db/configs` with the type, tri-state status/health as
 * Mission Control's match expressions (`health.filter=healthy,!unknown`), label containment per entry
 * (`labels=cs.{"k":"v"}` / `not.cs`), search, sort (`type` sorts by type then name), deleted rows only when
 * asked, and one page. Send with `count: 'exact'` for the total.
 */
export function catalogItemsQuery(params: CatalogItemsParams): PostgrestQuery {
  let query = from('configs').select(CATALOG_ITEM_COLUMNS);
  if (params.configType) query = query.eq('type', params.configType);
  const search = params.search?.trim().replace(/[*%\\]/g, '');
  if (search) {
    const pattern = `*${search}*`;
    query = query.or(
      { column: 'name', op: 'ilike', value: pattern },
      { column: 'type', op: 'ilike', value: pattern },
      { column: 'namespace', op: 'ilike', value: pattern },
    );
  }
  if (params.status) {
    const expression = tristateToFilter(params.status);
    if (expression) query = query.param('status.filter', expression);
  }
  if (params.health) {
    const expression = tristateToFilter(params.health);
    if (expression) query = query.param('health.filter', expression);
  }
  for (const [item, mode] of Object.entries(decodeTristateFilter(params.labels))) {
    const [key, value] = splitLabelItem(item);
    if (!key) continue;
    // JSON containment: a label key may hold dots and slashes (`app.kubernetes.io/name`), which a
    // `labels->>key` column path cannot carry.
    query = query.param('labels', `${mode === 1 ? '' : 'not.'}cs.${JSON.stringify({ [key]: value })}`);
  }
  if (!params.showDeleted) query = query.is('deleted_at', null);
  const sortBy = (CATALOG_SORT_COLUMNS as readonly string[]).includes(params.sortBy ?? '') ? params.sortBy! : 'type';
  const ascending = params.sortOrder !== 'desc';
  query = query.order(sortBy, { ascending, nulls: 'last' });
  if (sortBy !== 'name') query = query.order('name', { ascending: true });
  return query.page(params.pageIndex, params.pageSize);
}

/** Distinct item types (the Config Type filter). */
export function configTypesQuery(): PostgrestQuery {
  return from('config_types').select('type').order('type');
}

/** Most distinct label or tag pairs offered as filter options. */
export const CATALOG_OPTIONS_LIMIT = 1000;

/** Distinct label pairs of live items (the Labels filter). */
export function configLabelsQuery(): PostgrestQuery {
  return from('config_labels').select('key,value').order('key').order('value').limit(CATALOG_OPTIONS_LIMIT);
}

/** Distinct tag pairs (the Group By tag keys). */
export function configTagsQuery(): PostgrestQuery {
  return from('config_tags').select('key,value').order('key').order('value').limit(CATALOG_OPTIONS_LIMIT);
}

/** Distinct item statuses (the Status filter). */
export function configStatusesQuery(): PostgrestQuery {
  return from('config_statuses').select('status').order('status');
}

/** Scrapers with their latest job, newest first, at most 100 as upstream lists them. */
export function scrapersWithStatusQuery(): PostgrestQuery {
  return from('config_scrapers_with_status')
    .select('*')
    .is('deleted_at', null)
    .order('created_at', { ascending: false })
    .limit(100);
}
