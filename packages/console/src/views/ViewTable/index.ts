export { ViewTable } from './ViewTable';
export type { ViewTableProps } from './ViewTable';
export { ViewCell } from './ViewCell';
export type { ViewCellProps } from './ViewCell';
