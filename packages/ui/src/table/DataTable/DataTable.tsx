import {
  functionalUpdate,
  useTable,
  type ColumnFiltersState,
  type ExpandedState,
  type PaginationState,
  type RowData,
  type SortingState,
  type Updater,
} from '@tanstack/react-table';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useControllableState } from '../../hooks/useControllableState';
import { useT } from '../../i18n/messages';
import * as S from '../DataTable.styles';
import { nextVirtualPageSize } from '../pagination';
import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS } from '../urlState';
import { type DataTableProps } from './types';
import {
  type AnyRow,
  type Features,
  type SortValue,
  columnWidthStyle,
  emptyFilters,
  expandedFromIds,
  features,
  fromFilterState,
  toFilterState,
} from './model';
import { VirtualBody, VirtualTable } from './VirtualBody';
import { Pager, ResizeHandle, SkeletonBody } from './parts';

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
