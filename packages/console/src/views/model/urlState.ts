// A view's state in the URL, so a reload or a shared link shows the same variables, page, sort and filters.
// `prefix` keeps two views on one page (an application report's sections) out of each other's parameters.
import type { ViewRequest } from '@mission-control/api';
import { decodeTableUrlState, type SortOrder } from '@mission-control/ui/table';
import { PAGE_SIZE_OPTIONS } from '../../preferences/usePageSize';

/** Rows a view shows per page unless the URL or the remembered size says otherwise (shell and access §9). */
export const VIEW_PAGE_SIZE = 50;

export interface ViewUrlState {
  /** Chosen variable values by key (`var.<key>`); a variable not named here takes the server's default. */
  variables: Record<string, string>;
  pageIndex: number;
  pageSize: number;
  sortBy?: string;
  sortOrder?: SortOrder;
  /** Multiselect filters by column (`filter.<column>`, repeated once per value). */
  filters: Record<string, string[]>;
}

const VARIABLE = 'var.';
const FILTER = 'filter.';

export function decodeViewUrlState(
  params: URLSearchParams,
  prefix = '',
  defaultPageSize = VIEW_PAGE_SIZE,
): ViewUrlState {
  const table = decodeTableUrlState(
    { get: (name: string) => params.get(prefix + name) },
    { defaultPageSize, pageSizeOptions: PAGE_SIZE_OPTIONS },
  );
  const variables: Record<string, string> = {};
  const filters: Record<string, string[]> = {};
  for (const [name, value] of params) {
    if (!name.startsWith(prefix)) continue;
    const rest = name.slice(prefix.length);
    if (rest.startsWith(VARIABLE) && rest.length > VARIABLE.length) variables[rest.slice(VARIABLE.length)] = value;
    else if (rest.startsWith(FILTER) && rest.length > FILTER.length && value) {
      const column = rest.slice(FILTER.length);
      filters[column] = [...(filters[column] ?? []), value];
    }
  }
  return {
    variables,
    pageIndex: table.pageIndex,
    pageSize: table.pageSize,
    ...(table.sortBy ? { sortBy: table.sortBy, sortOrder: table.sortOrder ?? 'asc' } : {}),
    filters,
  };
}

export type ViewUrlPatch =
  | { variable: { key: string; value: string | null } }
  | { filter: { column: string; values: readonly string[] } }
  | { pageIndex: number }
  | { pageSize: number }
  | { sortBy: string | null; sortOrder: SortOrder };

/**
 * Writes one change. A new variable value or filter starts again on the first page (the old page may not exist
 * for the new rows); defaults leave the URL.
 */
export function writeViewUrlState(
  previous: URLSearchParams,
  patch: ViewUrlPatch,
  prefix = '',
  defaultPageSize = VIEW_PAGE_SIZE,
): URLSearchParams {
  const next = new URLSearchParams(previous);
  const name = (key: string) => prefix + key;
  if ('variable' in patch) {
    const key = name(VARIABLE + patch.variable.key);
    if (patch.variable.value === null || patch.variable.value === '') next.delete(key);
    else next.set(key, patch.variable.value);
    next.delete(name('pageIndex'));
  } else if ('filter' in patch) {
    const key = name(FILTER + patch.filter.column);
    next.delete(key);
    for (const value of patch.filter.values) next.append(key, value);
    next.delete(name('pageIndex'));
  } else if ('pageIndex' in patch) {
    if (patch.pageIndex > 0) next.set(name('pageIndex'), String(patch.pageIndex));
    else next.delete(name('pageIndex'));
  } else if ('pageSize' in patch) {
    if (patch.pageSize === defaultPageSize) next.delete(name('pageSize'));
    else next.set(name('pageSize'), String(patch.pageSize));
    next.delete(name('pageIndex'));
  } else {
    if (patch.sortBy) {
      next.set(name('sortBy'), patch.sortBy);
      next.set(name('sortOrder'), patch.sortOrder);
    } else {
      next.delete(name('sortBy'));
      next.delete(name('sortOrder'));
    }
  }
  return next;
}

/** The `POST /view/{id}` body for a state: the page as limit/offset, the sort as `col` or `-col`. */
export function viewRequestOf(state: ViewUrlState): ViewRequest {
  const request: ViewRequest = { limit: state.pageSize, offset: state.pageIndex * state.pageSize };
  if (Object.keys(state.variables).length > 0) request.variables = state.variables;
  if (state.sortBy) request.sort = state.sortOrder === 'desc' ? `-${state.sortBy}` : state.sortBy;
  const filters = Object.entries(state.filters).filter(([, values]) => values.length > 0);
  if (filters.length > 0) request.filters = Object.fromEntries(filters);
  return request;
}
