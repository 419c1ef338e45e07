export { ConnectionsPage, UNAUTHORIZED_MESSAGE } from './ConnectionsPage';
export type { ConnectionsPageProps } from './ConnectionsPage';
