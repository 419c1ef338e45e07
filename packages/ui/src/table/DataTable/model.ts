import {
  columnFilteringFeature,
  columnResizingFeature,
  columnSizingFeature,
  createFilteredRowModel,
  createPaginatedRowModel,
  createSortedRowModel,
  rowExpandingFeature,
  rowPaginationFeature,
  rowSortingFeature,
  sortFn_alphanumeric,
  sortFn_basic,
  sortFn_datetime,
  sortFn_text,
  tableFeatures,
  type ColumnFiltersState,
  type ExpandedState,
  type Row as TableRow,
  type RowData,
} from '@tanstack/react-table';
import { type CSSProperties } from 'react';
import { createLazyCoreRowModel, createLazyExpandedRowModel } from '../rowModels';
import { type SortOrder, type TristateFilter } from '../urlState';

export interface SortValue {
  sortBy: string | null;
  sortOrder: SortOrder;
}

export type FilterInput = { getValue: (columnId: string) => unknown };

// An item filter: a row passes when its value (or any element of an array
// value) is among the includes, if there are any, and none is excluded.
export function tristateFilterFn(row: FilterInput, columnId: string, filter: TristateFilter): boolean {
  const raw = row.getValue(columnId);
  const values = (Array.isArray(raw) ? raw : [raw]).map((value) => (value == null ? '' : String(value)));
  let hasInclude = false;
  let included = false;
  for (const [item, polarity] of Object.entries(filter)) {
    if (polarity === -1 && values.includes(item)) return false;
    if (polarity === 1) {
      hasInclude = true;
      if (values.includes(item)) included = true;
    }
  }
  return !hasInclude || included;
}
tristateFilterFn.autoRemove = (value: unknown) =>
  !value || typeof value !== 'object' || Object.keys(value as object).length === 0;

export const features = tableFeatures({
  // Rows are built as they are looked at: see rowModels.ts.
  coreRowModel: createLazyCoreRowModel() as unknown as ReturnType<typeof createFilteredRowModel>,
  columnFilteringFeature,
  filteredRowModel: createFilteredRowModel(),
  filterFns: { tristate: tristateFilterFn },
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  sortFns: { alphanumeric: sortFn_alphanumeric, basic: sortFn_basic, datetime: sortFn_datetime, text: sortFn_text },
  rowExpandingFeature,
  expandedRowModel: createLazyExpandedRowModel() as unknown as ReturnType<typeof createFilteredRowModel>,
  rowPaginationFeature,
  paginatedRowModel: createPaginatedRowModel(),
  columnSizingFeature,
  columnResizingFeature,
});

export type Features = typeof features;
export type AnyRow<T extends RowData> = TableRow<Features, T>;

export function defaultCellText(value: unknown): string {
  if (value == null) return '';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString();
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

export function toFilterState(filters: Record<string, TristateFilter>): ColumnFiltersState {
  return Object.entries(filters)
    .filter(([, value]) => Object.keys(value).length > 0)
    .map(([id, value]) => ({ id, value }));
}

export function fromFilterState(state: ColumnFiltersState): Record<string, TristateFilter> {
  return Object.fromEntries(state.map((filter) => [filter.id, filter.value as TristateFilter]));
}

export const emptyFilters: Record<string, TristateFilter> = {};

export function expandedFromIds(ids: ReadonlySet<string>): ExpandedState {
  const state: Record<string, boolean> = {};
  for (const id of ids) state[id] = true;
  return state;
}

export function columnWidthStyle(column: { grow?: boolean }, index: number): CSSProperties {
  const width = `var(--mc-col-${index})`;
  return column.grow ? { width, flex: `1 0 ${width}` } : { width };
}
