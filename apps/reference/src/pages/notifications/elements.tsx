// The notification pages by page id, each loaded on demand with the area's chunk (spread into App's ELEMENTS).
import { lazyPage } from '../lazyPage';

const pages = () => import('./NotificationRoutes');
const NotificationsRoute = lazyPage(pages, 'NotificationsRoute');
const NotificationResourceRoute = lazyPage(pages, 'NotificationResourceRoute');
const NotificationRulesRoute = lazyPage(pages, 'NotificationRulesRoute');
const NotificationSilencesRoute = lazyPage(pages, 'NotificationSilencesRoute');
const NotificationSilenceAddRoute = lazyPage(pages, 'NotificationSilenceAddRoute');

export const NOTIFICATION_ELEMENTS = {
  notifications: <NotificationsRoute />,
  notificationResource: <NotificationResourceRoute />,
  notificationRules: <NotificationRulesRoute />,
  notificationSilences: <NotificationSilencesRoute />,
  notificationSilenceAdd: <NotificationSilenceAddRoute />,
};
