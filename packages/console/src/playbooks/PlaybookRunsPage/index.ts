export { PlaybookRunsPage } from './PlaybookRunsPage';
export type { PlaybookRunsPageProps } from './PlaybookRunsPage';
