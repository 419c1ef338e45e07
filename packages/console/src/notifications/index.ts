// The notification pages' public widgets (lazy: each loads its own chunk when first shown).
export {
  NotificationResourcePage,
  NotificationRulesPage,
  NotificationSilenceFormPage,
  NotificationSilencesPage,
  NotificationsPage,
} from './lazy';
export type { NotificationResourcePageProps } from './NotificationResourcePage/NotificationResourcePage';
export type { NotificationsPageProps } from './NotificationsPage/NotificationsPage';
export type { RulesPageProps as NotificationRulesPageProps } from './RulesPage/RulesPage';
export type { SilenceFormPageProps as NotificationSilenceFormPageProps } from './SilenceForm/SilenceForm';
export type { SilencesPageProps as NotificationSilencesPageProps } from './SilencesPage/SilencesPage';
