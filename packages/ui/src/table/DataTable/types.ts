import { type RowData } from '@tanstack/react-table';
import { type ReactNode } from 'react';
import { type SortOrder, type TristateFilter } from '../urlState';

/**
 * Row height in px. Rows are one line high (cells truncate), so the estimate
 * is exact and no row is measured: measuring forces a layout per row, which is
 * what makes long tables stutter.
 */
export const ROW_HEIGHT_ESTIMATE = 35;
/** Rows rendered beyond each edge of the viewport. */
export const ROW_OVERSCAN = 10;
export const SKELETON_ROWS = 5;
export const estimateSize = () => ROW_HEIGHT_ESTIMATE;
export const HEADER_HEIGHT = 36;
/** Viewport assumed while the scroll area has no layout yet (hidden, or a DOM without layout). */
export const FALLBACK_VIEWPORT_HEIGHT = 600;
export const KEYBOARD_RESIZE_STEP = 10;

export interface DataTableCellContext<T extends RowData> {
  row: T;
  value: unknown;
  /** 0 for top-level rows, 1 for their sub-rows, and so on. */
  depth: number;
}

export interface DataTableColumn<T extends RowData> {
  /** Unique key; also the `sortBy` value and the `{id}.filter` URL key. */
  id: string;
  /** Visible header text; also the accessible name of its sort button. */
  header: string;
  /** Reads the cell value. @default row[id] */
  accessor?: (row: T) => unknown;
  /**
   * Renders the cell. @default the value as text
   *
   * A row's elements are reused for other rows as the table scrolls, so a component here that keeps state
   * of its own (a "show more" toggle, say) takes the row's id as its `key`.
   */
  cell?: (context: DataTableCellContext<T>) => ReactNode;
  /** @default true */
  sortable?: boolean;
  /** Width in px; with `grow`, the least width. @default 150 */
  size?: number;
  /** Takes a share of the width the table has left over. @default false */
  grow?: boolean;
  /** The header text is for screen readers only (e.g. an expander column). @default false */
  headerHidden?: boolean;
  /** Offers a resize handle on the header. @default true */
  resizable?: boolean;
  /** @default 60 */
  minSize?: number;
  /** @default 1000 */
  maxSize?: number;
}

/** How rows beyond the first page are reached. */
export type DataTablePagination = 'pages' | 'virtual' | 'none';

export interface DataTableProps<T extends RowData> {
  /** Accessible name of the table (required: a screen reader announces it on entry). */
  'aria-label': string;
  columns: readonly DataTableColumn<T>[];
  data: readonly T[];
  /** Stable row identity. @default the row's position */
  getRowId?: (row: T, index: number) => string;
  /** Children of a group row; rows with children get an expand button. */
  getSubRows?: (row: T) => readonly T[] | undefined;
  /** @default false: group rows start collapsed */
  defaultExpanded?: boolean;
  /**
   * Ids of the expanded rows (controlled). Rows keep their expanded state
   * across new `data` as long as `getRowId` keeps their ids.
   */
  expanded?: ReadonlySet<string>;
  /** Called with the ids of the expanded rows whenever a row opens or closes. */
  onExpandedChange?: (expanded: ReadonlySet<string>) => void;
  /** Accessible name of a row's expand button. @default 'Expand row' / 'Collapse row' */
  getExpandLabel?: (row: T, expanded: boolean) => string;
  /** The row shown as selected (for example, the one open in a side panel). */
  selectedRowId?: string | null;
  /**
   * `client`: the table sorts, filters and pages `data` itself. `server`: `data`
   * is already the requested page, and `totalEntries` says how many exist.
   * @default 'client'
   */
  mode?: 'client' | 'server';
  /**
   * Client mode: `data` already comes in the order of `sortBy`/`sortOrder`
   * (the caller sorts, e.g. groups and their children by its own rules); the
   * table shows and reports the sort but does not reorder rows.
   * @default false
   */
  manualSorting?: boolean;
  /** Total rows on the server (server mode). */
  totalEntries?: number;
  /**
   * `pages`: a pager below the table. `virtual`: one scrolling list whose page
   * size doubles when the end is reached (server mode refetches through
   * `onPageSizeChange`). `none`: every row in one scrolling list (client mode).
   * @default 'pages'
   */
  pagination?: DataTablePagination;
  pageIndex?: number;
  /** @default 0 */
  defaultPageIndex?: number;
  onPageIndexChange?: (pageIndex: number) => void;
  pageSize?: number;
  /** @default 50 */
  defaultPageSize?: number;
  onPageSizeChange?: (pageSize: number) => void;
  /** Page sizes offered in the pager. @default 5, 10, 25, 50, 100, 150, 200, 250, 300, 500, 1000 */
  pageSizeOptions?: readonly number[];
  /** Sorted column id; `null` is controlled "unsorted". */
  sortBy?: string | null;
  /** @default 'asc' */
  sortOrder?: SortOrder;
  defaultSortBy?: string;
  /** @default 'asc' */
  defaultSortOrder?: SortOrder;
  onSortChange?: (sortBy: string | null, sortOrder: SortOrder) => void;
  /** Include/exclude filters by column id, as in `{id}.filter` URL params. */
  columnFilters?: Record<string, TristateFilter>;
  defaultColumnFilters?: Record<string, TristateFilter>;
  onColumnFiltersChange?: (filters: Record<string, TristateFilter>) => void;
  /** Called when a row is clicked, or activated with Enter or Space. */
  onRowClick?: (row: T) => void;
  /** No rows yet: skeleton rows are shown. */
  loading?: boolean;
  /** Rows are being refreshed: they stay visible, dimmed. */
  stale?: boolean;
  /** Text when there are no rows. @default 'No data available' */
  emptyMessage?: string;
  /** Maximum height of the scrolling area (CSS length). @default '600px' */
  maxHeight?: string;
  className?: string;
}
