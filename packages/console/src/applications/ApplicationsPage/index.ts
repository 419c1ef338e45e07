export { ApplicationsPage } from './ApplicationsPage';
export type { ApplicationsPageProps } from './ApplicationsPage';
