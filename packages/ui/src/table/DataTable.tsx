import {
  columnFilteringFeature,
  columnResizingFeature,
  columnSizingFeature,
  createFilteredRowModel,
  createPaginatedRowModel,
  createSortedRowModel,
  functionalUpdate,
  rowExpandingFeature,
  rowPaginationFeature,
  rowSortingFeature,
  sortFn_alphanumeric,
  sortFn_basic,
  sortFn_datetime,
  sortFn_text,
  tableFeatures,
  useTable,
  type ColumnFiltersState,
  type ExpandedState,
  type PaginationState,
  type Row as TableRow,
  type RowData,
  type SortingState,
  type Updater,
} from '@tanstack/react-table';
import { observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import {
  memo,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { useControllableState } from '../hooks/useControllableState';
import { useT, type Translate } from '../i18n/messages';
import * as S from './DataTable.styles';
import { nextVirtualPageSize, pageCount } from './pagination';
import { createLazyCoreRowModel, createLazyExpandedRowModel } from './rowModels';
import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS, type SortOrder, type TristateFilter } from './urlState';

/**
 * Row height in px. Rows are one line high (cells truncate), so the estimate
 * is exact and no row is measured: measuring forces a layout per row, which is
 * what makes long tables stutter.
 */
export const ROW_HEIGHT_ESTIMATE = 35;
/** Rows rendered beyond each edge of the viewport. */
export const ROW_OVERSCAN = 10;
const SKELETON_ROWS = 5;
const estimateSize = () => ROW_HEIGHT_ESTIMATE;
const HEADER_HEIGHT = 36;
/** Viewport assumed while the scroll area has no layout yet (hidden, or a DOM without layout). */
const FALLBACK_VIEWPORT_HEIGHT = 600;
const KEYBOARD_RESIZE_STEP = 10;

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
  /** Renders the cell. @default the value as text */
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

interface SortValue {
  sortBy: string | null;
  sortOrder: SortOrder;
}

type FilterInput = { getValue: (columnId: string) => unknown };

// An item filter: a row passes when its value (or any element of an array
// value) is among the includes, if there are any, and none is excluded.
function tristateFilterFn(row: FilterInput, columnId: string, filter: TristateFilter): boolean {
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

const features = tableFeatures({
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

type Features = typeof features;
type AnyRow<T extends RowData> = TableRow<Features, T>;

function defaultCellText(value: unknown): string {
  if (value == null) return '';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString();
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

function toFilterState(filters: Record<string, TristateFilter>): ColumnFiltersState {
  return Object.entries(filters)
    .filter(([, value]) => Object.keys(value).length > 0)
    .map(([id, value]) => ({ id, value }));
}

function fromFilterState(state: ColumnFiltersState): Record<string, TristateFilter> {
  return Object.fromEntries(state.map((filter) => [filter.id, filter.value as TristateFilter]));
}

const emptyFilters: Record<string, TristateFilter> = {};

function expandedFromIds(ids: ReadonlySet<string>): ExpandedState {
  const state: Record<string, boolean> = {};
  for (const id of ids) state[id] = true;
  return state;
}

function columnWidthStyle(column: { grow?: boolean }, index: number): CSSProperties {
  const width = `var(--mc-col-${index})`;
  return column.grow ? { width, flex: `1 0 ${width}` } : { width };
}

/**
 * A virtualised data table on TanStack Table and TanStack Virtual: controlled
 * or uncontrolled paging, sorting and item filters; client or server mode;
 * group rows; keyboard row navigation; resizable columns; loading, stale and
 * empty states. Stays smooth at 100,000 rows.
 */
export function DataTable<T extends RowData>(props: DataTableProps<T>) {
  const {
    columns,
    data,
    getRowId,
    getSubRows,
    defaultExpanded = false,
    mode = 'client',
    manualSorting = false,
    totalEntries,
    pagination: paginationMode = 'pages',
    pageSizeOptions = PAGE_SIZE_OPTIONS,
    onRowClick,
    getExpandLabel,
    selectedRowId = null,
    loading = false,
    stale = false,
    maxHeight = '600px',
    className,
  } = props;
  const t = useT();
  const server = mode === 'server';

  const [pageIndex, setPageIndex] = useControllableState({
    value: props.pageIndex,
    defaultValue: props.defaultPageIndex ?? 0,
    onChange: props.onPageIndexChange,
  });
  const [pageSize, setPageSize] = useControllableState({
    value: props.pageSize,
    defaultValue: props.defaultPageSize ?? DEFAULT_PAGE_SIZE,
    onChange: props.onPageSizeChange,
  });
  const controlledSort = useMemo<SortValue | undefined>(
    () => (props.sortBy === undefined ? undefined : { sortBy: props.sortBy, sortOrder: props.sortOrder ?? 'asc' }),
    [props.sortBy, props.sortOrder],
  );
  const onSortChange = props.onSortChange;
  const [sort, setSort] = useControllableState<SortValue>({
    value: controlledSort,
    defaultValue: { sortBy: props.defaultSortBy ?? null, sortOrder: props.defaultSortOrder ?? 'asc' },
    onChange: useCallback((next: SortValue) => onSortChange?.(next.sortBy, next.sortOrder), [onSortChange]),
  });
  const [filters, setFilters] = useControllableState({
    value: props.columnFilters,
    defaultValue: props.defaultColumnFilters ?? emptyFilters,
    onChange: props.onColumnFiltersChange,
  });

  const controlledExpandedIds = props.expanded;
  const onExpandedIdsChange = props.onExpandedChange;
  const [innerExpanded, setInnerExpanded] = useState<ExpandedState>(() => (defaultExpanded ? true : {}));
  const expandedState = useMemo(
    () => (controlledExpandedIds ? expandedFromIds(controlledExpandedIds) : innerExpanded),
    [controlledExpandedIds, innerExpanded],
  );

  const sorting = useMemo<SortingState>(
    () => (sort.sortBy ? [{ id: sort.sortBy, desc: sort.sortOrder === 'desc' }] : []),
    [sort.sortBy, sort.sortOrder],
  );
  const columnFilters = useMemo(() => toFilterState(filters), [filters]);
  const paginationState = useMemo<PaginationState>(
    () =>
      paginationMode === 'pages'
        ? { pageIndex, pageSize }
        : { pageIndex: 0, pageSize: paginationMode === 'none' ? Number.MAX_SAFE_INTEGER : pageSize },
    [paginationMode, pageIndex, pageSize],
  );

  const onSortingChange = useCallback(
    (updater: Updater<SortingState>) => {
      const next = functionalUpdate(updater, sorting)[0];
      setSort(next ? { sortBy: next.id, sortOrder: next.desc ? 'desc' : 'asc' } : { sortBy: null, sortOrder: 'asc' });
      // A new order makes the current page meaningless; start from the top.
      setPageIndex(0);
    },
    [sorting, setSort, setPageIndex],
  );
  const onColumnFiltersChange = useCallback(
    (updater: Updater<ColumnFiltersState>) => {
      setFilters(fromFilterState(functionalUpdate(updater, columnFilters)));
      setPageIndex(0);
    },
    [columnFilters, setFilters, setPageIndex],
  );
  const onPaginationChange = useCallback(
    (updater: Updater<PaginationState>) => {
      const next = functionalUpdate(updater, paginationState);
      if (next.pageSize !== paginationState.pageSize) {
        setPageSize(next.pageSize);
        setPageIndex(0);
      } else {
        setPageIndex(next.pageIndex);
      }
    },
    [paginationState, setPageIndex, setPageSize],
  );

  // Read by onExpandedChange only, after render, to resolve "all rows expanded".
  const tableRef = useRef<{ getRowModel: () => { rowsById: Record<string, AnyRow<T>> } } | null>(null);
  const onExpandedChange = useCallback(
    (updater: Updater<ExpandedState>) => {
      const next = functionalUpdate(updater, expandedState);
      if (!controlledExpandedIds) setInnerExpanded(next);
      if (!onExpandedIdsChange) return;
      const ids =
        next === true
          ? Object.values(tableRef.current?.getRowModel().rowsById ?? {})
              .filter((row) => row.subRows.length > 0)
              .map((row) => row.id)
          : Object.keys(next).filter((id) => next[id]);
      onExpandedIdsChange(new Set(ids));
    },
    [expandedState, controlledExpandedIds, onExpandedIdsChange],
  );

  const columnDefs = useMemo(
    () =>
      columns.map((column) => ({
        id: column.id,
        accessorFn: column.accessor ?? ((row: T) => (row as Record<string, unknown>)[column.id]),
        header: column.header,
        enableSorting: column.sortable ?? true,
        size: column.size ?? 150,
        minSize: column.minSize ?? 60,
        maxSize: column.maxSize ?? 1000,
        filterFn: 'tristate' as const,
        sortUndefined: 'last' as const,
      })),
    [columns],
  );
  const getSubRowsOption = useMemo(
    () => (getSubRows ? (row: T) => getSubRows(row) as T[] | undefined : undefined),
    [getSubRows],
  );

  const table = useTable<Features, T>({
    features,
    columns: columnDefs,
    data: data as T[],
    getRowId,
    getSubRows: getSubRowsOption,
    state: { sorting, columnFilters, pagination: paginationState, expanded: expandedState },
    onSortingChange,
    onColumnFiltersChange,
    onPaginationChange,
    onExpandedChange,
    // With one scrolling list there is nothing to page, and with no filters
    // nothing to filter: skipping those row models saves two passes over
    // every row (and a Set of every row id) each time `data` changes.
    manualPagination: server || paginationMode === 'none',
    manualFiltering: server || columnFilters.length === 0,
    manualSorting: server || manualSorting,
    rowCount: server ? (totalEntries ?? data.length) : undefined,
    autoResetPageIndex: false,
    autoResetExpanded: false,
    enableSortingRemoval: true,
    // Every column starts ascending, so a header click always means the same thing.
    sortDescFirst: false,
    columnResizeMode: 'onChange',
    paginateExpandedRows: true,
  });

  useEffect(() => {
    tableRef.current = table;
  });
  const rows = table.getRowModel().rows;
  const totalRows = server ? (totalEntries ?? data.length) : table.getPrePaginatedRowModel().rows.length;
  const rowOffset = paginationMode === 'pages' ? pageIndex * pageSize : 0;

  // Sizes go to CSS variables on the table, so dragging a column edge restyles
  // cells without re-rendering a single row.
  const headers = table.getFlatHeaders();
  const sizeVariables: Record<string, string> = {};
  headers.forEach((header, index) => {
    sizeVariables[`--mc-col-${index}`] = `${header.getSize()}px`;
  });
  const columnIndex = useMemo(() => new Map(columns.map((column, index) => [column.id, index])), [columns]);

  const onEndReached = useCallback(
    (lastVisibleIndex: number) => {
      if (paginationMode !== 'virtual' || loading) return;
      const next = nextVirtualPageSize({ pageSize, loadedRows: rows.length, totalRows, lastVisibleIndex });
      if (next !== pageSize) setPageSize(next);
    },
    [paginationMode, loading, pageSize, rows.length, totalRows, setPageSize],
  );

  const showSkeleton = loading && data.length === 0;
  const busy = loading || stale;

  return (
    <S.Root className={className} data-loading={loading || undefined} data-stale={stale || undefined}>
      <S.ScrollArea $maxHeight={maxHeight} data-mc-scroll="">
        <VirtualTable
          aria-label={props['aria-label']}
          busy={busy}
          stale={stale}
          rowCount={showSkeleton ? -1 : totalRows + 1}
          sizeVariables={sizeVariables}
        >
          <S.Head>
            <S.HeadRow aria-rowindex={1}>
              {headers.map((header, index) => {
                const column = columns[index]!;
                const sorted = header.column.getIsSorted();
                const canSort = header.column.getCanSort();
                return (
                  <S.HeaderCell
                    key={header.id}
                    scope="col"
                    aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
                    style={columnWidthStyle(column, index)}
                  >
                    {canSort ? (
                      <S.SortButton type="button" onClick={header.column.getToggleSortingHandler()}>
                        {column.header}
                        <S.SortIndicator aria-hidden="true">
                          {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
                        </S.SortIndicator>
                      </S.SortButton>
                    ) : column.headerHidden ? (
                      <S.VisuallyHidden>{column.header}</S.VisuallyHidden>
                    ) : (
                      column.header
                    )}
                    {column.resizable === false ? null : (
                      <ResizeHandle
                        label={t('dataTable.resizeColumn', 'Resize column {column}', { column: column.header })}
                        size={header.getSize()}
                        min={column.minSize ?? 60}
                        max={column.maxSize ?? 1000}
                        resizing={header.column.getIsResizing()}
                        onPointerStart={header.getResizeHandler()}
                        onResize={(size) => table.setColumnSizing((old) => ({ ...old, [header.column.id]: size }))}
                      />
                    )}
                  </S.HeaderCell>
                );
              })}
            </S.HeadRow>
          </S.Head>
          {showSkeleton ? (
            <SkeletonBody columns={columns} label={t('dataTable.loading', 'Loading')} />
          ) : rows.length === 0 ? (
            <tbody>
              <S.StaticRow>
                <S.WideCell colSpan={columns.length}>
                  {props.emptyMessage ?? t('dataTable.empty', 'No data available')}
                </S.WideCell>
              </S.StaticRow>
            </tbody>
          ) : (
            <VirtualBody
              rows={rows}
              columns={columns}
              columnIndex={columnIndex}
              rowOffset={rowOffset}
              onRowClick={onRowClick}
              onEndReached={onEndReached}
              getExpandLabel={getExpandLabel}
              selectedRowId={selectedRowId}
              t={t}
            />
          )}
        </VirtualTable>
      </S.ScrollArea>
      {paginationMode === 'pages' ? (
        <Pager
          pageIndex={pageIndex}
          pageSize={pageSize}
          totalRows={totalRows}
          pageSizeOptions={pageSizeOptions}
          onPageIndexChange={setPageIndex}
          onPageSizeChange={(size) => {
            setPageSize(size);
            setPageIndex(0);
          }}
          t={t}
        />
      ) : (
        <S.Footer>
          <span>
            {t('dataTable.rowsShown', '{shown} of {total} rows', {
              shown: rows.length,
              total: totalRows,
            })}
          </span>
        </S.Footer>
      )}
    </S.Root>
  );
}

function VirtualTable(props: {
  'aria-label': string;
  busy: boolean;
  stale: boolean;
  rowCount: number;
  sizeVariables: Record<string, string>;
  children: ReactNode;
}) {
  return (
    <S.Table
      aria-label={props['aria-label']}
      aria-rowcount={props.rowCount}
      aria-busy={props.busy || undefined}
      data-stale={props.stale || undefined}
      style={props.sizeVariables as CSSProperties}
    >
      {props.children}
    </S.Table>
  );
}

function ResizeHandle(props: {
  label: string;
  size: number;
  min: number;
  max: number;
  resizing: boolean;
  onPointerStart: (event: unknown) => void;
  onResize: (size: number) => void;
}) {
  const { size, min, max, onResize } = props;
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step =
      event.key === 'ArrowRight' ? KEYBOARD_RESIZE_STEP : event.key === 'ArrowLeft' ? -KEYBOARD_RESIZE_STEP : 0;
    if (step === 0) return;
    event.preventDefault();
    onResize(Math.min(max, Math.max(min, size + step)));
  };
  return (
    <S.ResizeHandle
      role="separator"
      aria-orientation="vertical"
      aria-label={props.label}
      aria-valuenow={size}
      aria-valuemin={min}
      aria-valuemax={max}
      tabIndex={0}
      data-resizing={props.resizing || undefined}
      onMouseDown={props.onPointerStart}
      onTouchStart={props.onPointerStart}
      onKeyDown={onKeyDown}
    />
  );
}

function SkeletonBody({ columns, label }: { columns: readonly { grow?: boolean }[]; label: string }) {
  return (
    <tbody>
      {Array.from({ length: SKELETON_ROWS }, (_, rowIndex) => (
        <S.StaticRow key={rowIndex}>
          {columns.map((column, cellIndex) => (
            <S.Cell key={cellIndex} style={columnWidthStyle(column, cellIndex)}>
              {rowIndex === 0 && cellIndex === 0 ? <S.VisuallyHidden>{label}</S.VisuallyHidden> : null}
              <S.SkeletonBar aria-hidden="true" />
            </S.Cell>
          ))}
        </S.StaticRow>
      ))}
    </tbody>
  );
}

interface VirtualBodyProps<T extends RowData> {
  rows: AnyRow<T>[];
  columns: readonly DataTableColumn<T>[];
  columnIndex: Map<string, number>;
  rowOffset: number;
  onRowClick?: (row: T) => void;
  onEndReached: (lastVisibleIndex: number) => void;
  getExpandLabel?: (row: T, expanded: boolean) => string;
  selectedRowId: string | null;
  t: Translate;
}

// Memoised so that column resizing (which only changes CSS variables on the
// table) and pager re-renders do not touch the rows.
const VirtualBody = memo(function VirtualBody<T extends RowData>({
  rows,
  columns,
  rowOffset,
  onRowClick,
  onEndReached,
  getExpandLabel,
  selectedRowId,
  t,
}: VirtualBodyProps<T>) {
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  // The row holding the Tab stop, by id: new data (an auto-refresh) may move
  // it to another index, and it keeps the stop (and its DOM node, and focus).
  const [activeId, setActiveId] = useState<string | null>(null);
  const focusPending = useRef<number | null>(null);

  // Both must keep their identity between renders: the virtualiser recomputes
  // every row's position (O(rows)) whenever getItemKey changes, which at
  // 100,000 rows would cost every scroll frame.
  const getItemKey = useCallback((index: number) => rows[index]?.id ?? index, [rows]);

  // The virtualiser is read fresh every render on purpose; this component is
  // memoised by hand (memo above), not by the React Compiler.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => bodyRef.current?.closest<HTMLElement>('[data-mc-scroll]') ?? null,
    estimateSize,
    overscan: ROW_OVERSCAN,
    getItemKey,
    scrollPaddingStart: HEADER_HEIGHT,
    // A screenful of rows on the first render, before the scroll area is measured.
    initialRect: { width: 0, height: FALLBACK_VIEWPORT_HEIGHT },
    observeElementRect: (instance, callback) =>
      observeElementRect(instance, (rect) =>
        callback(rect.height > 0 ? rect : { width: rect.width, height: FALLBACK_VIEWPORT_HEIGHT }),
      ),
  });
  const items = virtualizer.getVirtualItems();
  const lastIndex = items.at(-1)?.index ?? -1;

  useEffect(() => {
    if (lastIndex >= 0) onEndReached(lastIndex);
  }, [lastIndex, onEndReached]);

  // The row that takes Tab focus must be in the DOM; if the remembered one
  // has scrolled away, the first rendered row stands in.
  const tabStop = items.find((item) => rows[item.index]?.id === activeId)?.index ?? items[0]?.index ?? 0;

  useEffect(() => {
    if (focusPending.current === null) return;
    const element = bodyRef.current?.querySelector<HTMLElement>(`tr[data-index="${focusPending.current}"]`);
    if (element) {
      focusPending.current = null;
      element.focus({ preventScroll: true });
    }
  });

  const moveTo = (index: number) => {
    const target = Math.max(0, Math.min(rows.length - 1, index));
    focusPending.current = target;
    setActiveId(rows[target]?.id ?? null);
    virtualizer.scrollToIndex(target, { align: 'auto' });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTableSectionElement>) => {
    const rowElement = (event.target as HTMLElement).closest<HTMLElement>('tr[data-index]');
    // Keys inside a cell's own controls (links, buttons) belong to them.
    if (!rowElement || rowElement !== event.target) return;
    const index = Number(rowElement.dataset.index);
    const row = rows[index];
    if (!row) return;
    const page = Math.max(1, Math.floor((virtualizer.scrollRect?.height ?? 0) / ROW_HEIGHT_ESTIMATE) - 1);
    const moves: Record<string, number> = {
      ArrowDown: index + 1,
      ArrowUp: index - 1,
      PageDown: index + page,
      PageUp: index - page,
      Home: 0,
      End: rows.length - 1,
    };
    const move = moves[event.key];
    if (move !== undefined) {
      event.preventDefault();
      moveTo(move);
    } else if ((event.key === 'Enter' || event.key === ' ') && onRowClick) {
      event.preventDefault();
      onRowClick(row.original);
    } else if (event.key === 'ArrowRight' && row.getCanExpand() && !row.getIsExpanded()) {
      event.preventDefault();
      row.toggleExpanded(true);
    } else if (event.key === 'ArrowLeft' && row.getIsExpanded()) {
      event.preventDefault();
      row.toggleExpanded(false);
    }
  };

  const onClick = (event: MouseEvent<HTMLTableSectionElement>) => {
    if (!onRowClick) return;
    const target = event.target as HTMLElement;
    // A click on a link or button inside a cell is that control's, not the row's.
    if (target.closest('a, button, input, select, textarea, [role="button"]')) return;
    const rowElement = target.closest<HTMLElement>('tr[data-index]');
    const row = rowElement ? rows[Number(rowElement.dataset.index)] : undefined;
    if (row) onRowClick(row.original);
  };

  return (
    <S.Body ref={bodyRef} style={{ height: `${virtualizer.getTotalSize()}px` }} onKeyDown={onKeyDown} onClick={onClick}>
      {items.map((item) => (
        <BodyRow
          key={item.key}
          row={rows[item.index]!}
          index={item.index}
          start={item.start}
          size={item.size}
          ariaRowIndex={rowOffset + item.index + 2}
          isTabStop={item.index === tabStop}
          expanded={rows[item.index]!.getIsExpanded()}
          selected={selectedRowId !== null && rows[item.index]!.id === selectedRowId}
          clickable={onRowClick !== undefined}
          columns={columns}
          onFocusRow={setActiveId}
          getExpandLabel={getExpandLabel}
          t={t}
        />
      ))}
    </S.Body>
  );
}) as <T extends RowData>(props: VirtualBodyProps<T>) => ReactNode;

interface BodyRowProps<T extends RowData> {
  row: AnyRow<T>;
  index: number;
  start: number;
  size: number;
  ariaRowIndex: number;
  isTabStop: boolean;
  /** Passed as a value so a memoised row re-renders when its group opens or closes. */
  expanded: boolean;
  selected: boolean;
  clickable: boolean;
  columns: readonly DataTableColumn<T>[];
  onFocusRow: (rowId: string) => void;
  getExpandLabel?: (row: T, expanded: boolean) => string;
  t: Translate;
}

// Memoised so that a scroll step renders only the rows entering the window;
// rows that stay keep their props (a row's position depends only on its index).
const BodyRow = memo(function BodyRow<T extends RowData>({
  row,
  index,
  start,
  size,
  ariaRowIndex,
  isTabStop,
  expanded,
  selected,
  clickable,
  columns,
  onFocusRow,
  getExpandLabel,
  t,
}: BodyRowProps<T>) {
  return (
    <S.Row
      data-index={index}
      aria-rowindex={ariaRowIndex}
      tabIndex={isTabStop ? 0 : -1}
      data-clickable={clickable ? '' : undefined}
      data-selected={selected ? '' : undefined}
      data-depth={row.depth}
      onFocus={(event) => {
        // Only the row itself: focus on a control inside it leaves the Tab stop alone.
        if (event.target === event.currentTarget) onFocusRow(row.id);
      }}
      style={{ height: `${size}px`, transform: `translateY(${start}px)` }}
    >
      {columns.map((column, columnIndex) => (
        <S.Cell key={column.id} style={columnWidthStyle(column, columnIndex)}>
          {columnIndex === 0 ? (
            <ExpandControl row={row} expanded={expanded} getExpandLabel={getExpandLabel} t={t} />
          ) : null}
          {renderCell(column, row)}
        </S.Cell>
      ))}
    </S.Row>
  );
}) as <T extends RowData>(props: BodyRowProps<T>) => ReactNode;

function renderCell<T extends RowData>(column: DataTableColumn<T>, row: AnyRow<T>): ReactNode {
  const value = row.getValue(column.id);
  return column.cell ? column.cell({ row: row.original, value, depth: row.depth }) : defaultCellText(value);
}

function ExpandControl<T extends RowData>({
  row,
  expanded,
  getExpandLabel,
  t,
}: {
  row: AnyRow<T>;
  expanded: boolean;
  getExpandLabel?: (row: T, expanded: boolean) => string;
  t: Translate;
}) {
  const indent =
    row.depth > 0 ? <span aria-hidden="true" style={{ width: `${row.depth * 16}px`, flex: 'none' }} /> : null;
  if (!row.getCanExpand()) return indent;
  return (
    <>
      {indent}
      <S.ExpandButton
        type="button"
        aria-expanded={expanded}
        aria-label={
          getExpandLabel
            ? getExpandLabel(row.original, expanded)
            : expanded
              ? t('dataTable.collapseRow', 'Collapse row')
              : t('dataTable.expandRow', 'Expand row')
        }
        tabIndex={-1}
        onClick={(event) => {
          event.stopPropagation();
          row.toggleExpanded();
        }}
      >
        <S.Chevron aria-hidden="true" />
      </S.ExpandButton>
    </>
  );
}

function Pager(props: {
  pageIndex: number;
  pageSize: number;
  totalRows: number;
  pageSizeOptions: readonly number[];
  onPageIndexChange: (pageIndex: number) => void;
  onPageSizeChange: (pageSize: number) => void;
  t: Translate;
}) {
  const { pageIndex, pageSize, totalRows, t } = props;
  const pages = pageCount(totalRows, pageSize);
  const lastPage = Math.max(0, pages - 1);
  const first = totalRows === 0 ? 0 : pageIndex * pageSize + 1;
  const last = Math.min(totalRows, (pageIndex + 1) * pageSize);
  const options = props.pageSizeOptions.includes(pageSize)
    ? props.pageSizeOptions
    : [...props.pageSizeOptions, pageSize].sort((a, b) => a - b);
  return (
    <S.Footer role="navigation" aria-label={t('dataTable.pagination', 'Pagination')}>
      <S.PageSizeLabel>
        {t('dataTable.rowsPerPage', 'Rows per page')}
        <S.PageSizeSelect value={pageSize} onChange={(event) => props.onPageSizeChange(Number(event.target.value))}>
          {options.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </S.PageSizeSelect>
      </S.PageSizeLabel>
      <span aria-live="polite">
        {t('dataTable.range', '{first}–{last} of {total}', { first, last, total: totalRows })}
      </span>
      <span>{t('dataTable.pageOf', 'Page {page} of {pages}', { page: pageIndex + 1, pages: Math.max(1, pages) })}</span>
      <S.PagerButton
        type="button"
        aria-label={t('dataTable.firstPage', 'First page')}
        disabled={pageIndex <= 0}
        onClick={() => props.onPageIndexChange(0)}
      >
        «
      </S.PagerButton>
      <S.PagerButton
        type="button"
        aria-label={t('dataTable.previousPage', 'Previous page')}
        disabled={pageIndex <= 0}
        onClick={() => props.onPageIndexChange(pageIndex - 1)}
      >
        ‹
      </S.PagerButton>
      <S.PagerButton
        type="button"
        aria-label={t('dataTable.nextPage', 'Next page')}
        disabled={pageIndex >= lastPage}
        onClick={() => props.onPageIndexChange(pageIndex + 1)}
      >
        ›
      </S.PagerButton>
      <S.PagerButton
        type="button"
        aria-label={t('dataTable.lastPage', 'Last page')}
        disabled={pageIndex >= lastPage}
        onClick={() => props.onPageIndexChange(lastPage)}
      >
        »
      </S.PagerButton>
    </S.Footer>
  );
}
