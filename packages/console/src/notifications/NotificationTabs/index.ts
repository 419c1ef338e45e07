export { NotificationTabs } from './NotificationTabs';
export type { NotificationTab, NotificationTabsProps } from './NotificationTabs';
