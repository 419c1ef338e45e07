// DataTable, split by part: props and constants (types), table model helpers
// (model), the component (DataTable), the virtual body and rows (VirtualBody),
// and the small parts (resize handle, skeleton, pager).
export { DataTable } from './DataTable';
export { ROW_HEIGHT_ESTIMATE, ROW_OVERSCAN } from './types';
export type { DataTableCellContext, DataTableColumn, DataTablePagination, DataTableProps } from './types';
