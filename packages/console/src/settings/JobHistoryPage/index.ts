export { JobHistoryPage } from './JobHistoryPage';
export type { JobHistoryPageProps } from './JobHistoryPage';
