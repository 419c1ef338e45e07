export { InsightsTable } from './InsightsTable';
export type { InsightsTableProps } from './InsightsTable';
