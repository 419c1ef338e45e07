export { NotificationsPage } from './NotificationsPage';
export type { NotificationsPageProps } from './NotificationsPage';
