import { useMemo } from 'react';
import type { ViewColumn } from '@mission-control/api';
import { MultiSelect, useT } from '@mission-control/ui';
import { DataTable, type DataTableColumn } from '@mission-control/ui/table';
import { columnHeader, visibleColumns, type ViewRow } from '../model/cells';
import type { ViewUrlPatch, ViewUrlState } from '../model/urlState';
import { ViewCell } from './ViewCell';
import { ControlRow, TableRoot } from './ViewTable.styles';

export interface ViewTableProps {
  /** The view's title: the table's accessible name. */
  title: string;
  columns: readonly ViewColumn[];
  /** The requested page of rows. */
  rows: readonly ViewRow[];
  /** Rows after filters, over all pages. */
  total: number;
  /** Distinct values of the multiselect columns (the filters' options). */
  columnOptions: Readonly<Record<string, readonly string[]>>;
  state: ViewUrlState;
  onChange: (patch: ViewUrlPatch) => void;
  /** No rows yet: skeleton rows. */
  loading?: boolean;
  /** A new page is loading: the old rows stay, dimmed. */
  stale?: boolean;
}

/** Column widths by type: short values get narrow columns, text takes the rest. */
const SIZE_BY_TYPE: Record<string, number> = {
  boolean: 90,
  datetime: 180,
  duration: 110,
  health: 130,
  status: 130,
  badge: 130,
  gauge: 180,
  bytes: 110,
  decimal: 110,
  number: 110,
  millicore: 110,
};

/**
 * A view's table (reference §4.2): paged and sorted by the server, one multiselect filter per column whose
 * `filter.type` is `multiselect` with the values the server listed, each cell read by its column's type.
 */
export function ViewTable({
  title,
  columns,
  rows,
  total,
  columnOptions,
  state,
  onChange,
  loading,
  stale,
}: ViewTableProps) {
  const t = useT();
  const shown = useMemo(() => visibleColumns(columns), [columns]);
  const filterable = useMemo(() => shown.filter((column) => column.filter?.type === 'multiselect'), [shown]);
  const tableColumns = useMemo<DataTableColumn<ViewRow>[]>(
    () =>
      shown.map((column) => ({
        id: column.name,
        header: columnHeader(column.name),
        accessor: (row) => row.values[column.name],
        size: SIZE_BY_TYPE[column.type] ?? 200,
        grow: !(column.type in SIZE_BY_TYPE),
        cell: ({ row, value }) => <ViewCell column={column} value={value} attribute={row.attributes[column.name]} />,
      })),
    [shown],
  );
  return (
    <TableRoot>
      {filterable.length > 0 ? (
        <ControlRow role="group" aria-label={t('views.table.filters', 'Table filters')}>
          {filterable.map((column) => (
            <MultiSelect
              key={column.name}
              label={columnHeader(column.name)}
              placeholder={t('views.table.filterAll', 'All')}
              options={(columnOptions[column.name] ?? []).map((value) => ({ id: value, label: value }))}
              value={state.filters[column.name] ?? []}
              onChange={(values) => onChange({ filter: { column: column.name, values: values.map(String) } })}
            />
          ))}
        </ControlRow>
      ) : null}
      <DataTable
        aria-label={title}
        columns={tableColumns}
        data={rows}
        getRowId={(row) => row.key}
        mode="server"
        totalEntries={total}
        pageIndex={state.pageIndex}
        onPageIndexChange={(pageIndex) => onChange({ pageIndex })}
        pageSize={state.pageSize}
        onPageSizeChange={(pageSize) => onChange({ pageSize })}
        sortBy={state.sortBy ?? null}
        sortOrder={state.sortOrder ?? 'asc'}
        onSortChange={(sortBy, sortOrder) => onChange({ sortBy, sortOrder })}
        loading={loading}
        stale={stale}
        emptyMessage={t('views.table.empty', 'No rows match')}
        maxHeight="calc(100vh - 320px)"
      />
    </TableRoot>
  );
}
