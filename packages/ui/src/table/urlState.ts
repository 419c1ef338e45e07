// The table's URL state as a pure codec: the host reads and writes its own
// router's search params; the table never touches `window.location`.

import { decodeTristateFilter, encodeTristateFilter, type TristateFilter } from '@mission-control/core';

// The tri-state codec itself lives in @mission-control/core (the api reads the same format).
export { decodeTristateFilter, encodeTristateFilter, setTristateValue } from '@mission-control/core';
export type { TristateFilter, TristateValue } from '@mission-control/core';

export const PAGE_SIZE_OPTIONS = [5, 10, 25, 50, 100, 150, 200, 250, 300, 500, 1000] as const;
export const DEFAULT_PAGE_SIZE = 50;
export const DEFAULT_PAGE_INDEX = 0;

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
