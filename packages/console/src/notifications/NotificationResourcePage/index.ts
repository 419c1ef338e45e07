export { NotificationResourcePage } from './NotificationResourcePage';
export type { NotificationResourcePageProps } from './NotificationResourcePage';
