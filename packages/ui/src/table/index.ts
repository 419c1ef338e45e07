// `@mission-control/ui/table`: the DataTable and its URL-state codec.
export {
  DEFAULT_PAGE_INDEX,
  DEFAULT_PAGE_SIZE,
  PAGE_SIZE_OPTIONS,
  decodeTableUrlState,
  decodeTristateFilter,
  encodeTableUrlState,
  encodeTristateFilter,
  setTristateValue,
  writeTableUrlState,
} from './urlState';
export type {
  SearchParamsReader,
  SortOrder,
  TableUrlOptions,
  TableUrlState,
  TristateFilter,
  TristateValue,
} from './urlState';
export { DataTable, ROW_HEIGHT_ESTIMATE, ROW_OVERSCAN } from './DataTable';
export type { DataTableCellContext, DataTableColumn, DataTablePagination, DataTableProps } from './DataTable';
export { nextVirtualPageSize, pageCount } from './pagination';
export { VirtualRows } from './VirtualRows';
export type { VirtualRowsProps } from './VirtualRows';
// The list engine the tables' pages filter with (core's, passed through: the console reads core through ui).
export { createListIndex } from '@mission-control/core';
export type { ListIndex, ListIndexOptions, Positions } from '@mission-control/core';
