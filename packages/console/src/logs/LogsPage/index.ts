export { LogsPage } from './LogsPage';
export type { LogsPageProps } from './LogsPage';
