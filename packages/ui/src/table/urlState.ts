// The table's URL state as a pure codec: the host reads and writes its own
// router's search params; the table never touches `window.location`.

export type TristateValue = 1 | -1;
/** Include (1) or exclude (-1) per item; items not listed are neither. */
export type TristateFilter = Record<string, TristateValue>;

export const PAGE_SIZE_OPTIONS = [5, 10, 25, 50, 100, 150, 200, 250, 300, 500, 1000] as const;
export const DEFAULT_PAGE_SIZE = 50;
export const DEFAULT_PAGE_INDEX = 0;

/** Longest filter text decoded; a URL longer than this is not a filter a person made. */
const MAX_FILTER_TEXT = 20_000;

// Commas separate entries and colons separate item from polarity, so both are
// replaced inside item names by sequences that cannot appear in normal names.
function escapeItem(item: string): string {
  return item.replaceAll(',', '||||').replaceAll(':', '____');
}

function unescapeItem(item: string): string {
  return item.replaceAll('||||', ',').replaceAll('____', ':');
}

/** `{ a: 1, 'b,c': -1 }` → `a:1,b||||c:-1`. Entries that are not 1 or -1 are left out. */
export function encodeTristateFilter(values: Readonly<Record<string, number>> | null | undefined): string {
  if (!values || typeof values !== 'object') return '';
  return Object.entries(values)
    .filter(([item, value]) => item !== '' && (value === 1 || value === -1))
    .map(([item, value]) => `${escapeItem(item)}:${value}`)
    .join(',');
}

/**
 * `a:1,b||||c:-1` → `{ a: 1, 'b,c': -1 }`. Malformed entries are skipped, and
 * when an item appears twice the later entry wins, so an include replaces an
 * exclude of the same item. Never throws.
 */
export function decodeTristateFilter(text: string | null | undefined): TristateFilter {
  const values = new Map<string, TristateValue>();
  if (typeof text === 'string' && text.length <= MAX_FILTER_TEXT) {
    for (const entry of text.split(',')) {
      const separator = entry.lastIndexOf(':');
      if (separator <= 0) continue;
      const polarity = entry.slice(separator + 1);
      if (polarity !== '1' && polarity !== '-1') continue;
      const item = unescapeItem(entry.slice(0, separator));
      values.delete(item);
      values.set(item, polarity === '1' ? 1 : -1);
    }
  }
  // fromEntries defines own properties, so an item named `__proto__` is data, not a prototype.
  return Object.fromEntries(values) as TristateFilter;
}

/**
 * Sets one item to include (1), exclude (-1) or neither (0). Setting a
 * polarity replaces the opposite one; setting the same one again is a no-op.
 */
export function setTristateValue(
  values: Readonly<TristateFilter>,
  item: string,
  value: TristateValue | 0,
): TristateFilter {
  const next = new Map(Object.entries(values));
  next.delete(item);
  if (value === 1 || value === -1) next.set(item, value);
  return Object.fromEntries(next) as TristateFilter;
}

export type SortOrder = 'asc' | 'desc';

export interface TableUrlState {
  pageIndex: number;
  pageSize: number;
  sortBy?: string;
  sortOrder?: SortOrder;
  /** Tri-state filters by column key, from `{key}.filter` params. */
  filters: Record<string, TristateFilter>;
}

/** Anything with `get`, such as `URLSearchParams` or a router's search params. */
export interface SearchParamsReader {
  get(name: string): string | null;
}

export interface TableUrlOptions {
  /** Column keys that have a `{key}.filter` param. */
  filterKeys?: readonly string[];
  /** @default 50 */
  defaultPageSize?: number;
  /** Page sizes accepted from the URL. @default PAGE_SIZE_OPTIONS */
  pageSizeOptions?: readonly number[];
}

const MAX_PAGE_INDEX = 1_000_000;
const MAX_SORT_KEY = 200;

function readParam(
  params: SearchParamsReader | Record<string, string | null | undefined>,
  name: string,
): string | null {
  if (typeof (params as SearchParamsReader).get === 'function') return (params as SearchParamsReader).get(name);
  const value = Object.prototype.hasOwnProperty.call(params, name)
    ? (params as Record<string, string | null | undefined>)[name]
    : null;
  return typeof value === 'string' ? value : null;
}

function readInteger(text: string | null): number | null {
  if (text === null || !/^\d{1,7}$/.test(text)) return null;
  return Number(text);
}

/** Reads table state from search params; anything missing or malformed gives the default. */
export function decodeTableUrlState(
  params: SearchParamsReader | Record<string, string | null | undefined>,
  options: TableUrlOptions = {},
): TableUrlState {
  const defaultPageSize = options.defaultPageSize ?? DEFAULT_PAGE_SIZE;
  const sizes = options.pageSizeOptions ?? PAGE_SIZE_OPTIONS;
  const pageIndex = readInteger(readParam(params, 'pageIndex'));
  const pageSize = readInteger(readParam(params, 'pageSize'));
  const sortBy = readParam(params, 'sortBy');
  const sortOrder = readParam(params, 'sortOrder');
  const filters: Record<string, TristateFilter> = {};
  for (const key of options.filterKeys ?? []) {
    const decoded = decodeTristateFilter(readParam(params, `${key}.filter`));
    if (Object.keys(decoded).length > 0) filters[key] = decoded;
  }
  const state: TableUrlState = {
    pageIndex: pageIndex !== null && pageIndex <= MAX_PAGE_INDEX ? pageIndex : DEFAULT_PAGE_INDEX,
    pageSize: pageSize !== null && sizes.includes(pageSize) ? pageSize : defaultPageSize,
    filters,
  };
  if (sortBy && sortBy.length <= MAX_SORT_KEY) {
    state.sortBy = sortBy;
    state.sortOrder = sortOrder === 'desc' ? 'desc' : 'asc';
  }
  return state;
}

/**
 * The search params for `state`, as name → value, with null for a param to
 * remove (defaults are removed so URLs stay short). Merge it into the
 * router's params; other params are left alone.
 */
export function encodeTableUrlState(
  state: Partial<TableUrlState>,
  options: Pick<TableUrlOptions, 'defaultPageSize'> = {},
): Record<string, string | null> {
  const defaultPageSize = options.defaultPageSize ?? DEFAULT_PAGE_SIZE;
  const out: Record<string, string | null> = {};
  if ('pageIndex' in state) {
    out.pageIndex = state.pageIndex && state.pageIndex > 0 ? String(Math.floor(state.pageIndex)) : null;
  }
  if ('pageSize' in state) {
    out.pageSize = state.pageSize && state.pageSize !== defaultPageSize ? String(state.pageSize) : null;
  }
  if ('sortBy' in state || 'sortOrder' in state) {
    out.sortBy = state.sortBy ? state.sortBy : null;
    out.sortOrder = state.sortBy && state.sortOrder ? state.sortOrder : null;
  }
  for (const [key, values] of Object.entries(state.filters ?? {})) {
    const text = encodeTristateFilter(values);
    out[`${key}.filter`] = text === '' ? null : text;
  }
  return out;
}

/** Applies {@link encodeTableUrlState} to a copy of `params`. */
export function writeTableUrlState(
  params: URLSearchParams,
  state: Partial<TableUrlState>,
  options: Pick<TableUrlOptions, 'defaultPageSize'> = {},
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [name, value] of Object.entries(encodeTableUrlState(state, options))) {
    if (value === null) next.delete(name);
    else next.set(name, value);
  }
  return next;
}
