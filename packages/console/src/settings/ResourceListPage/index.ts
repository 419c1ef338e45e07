export { ResourceListPage, NO_RESOURCES } from './ResourceListPage';
export type { ResourceListPageProps } from './ResourceListPage';
