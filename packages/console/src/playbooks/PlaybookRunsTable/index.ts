export { DEFAULT_RUNS_PAGING, PlaybookRunsTable } from './PlaybookRunsTable';
export type { PlaybookRunsTableProps, RunsFilter, RunsPaging } from './PlaybookRunsTable';
