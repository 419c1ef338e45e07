import { useParams } from 'react-router';
import {
  consolePage,
  NotificationResourcePage,
  NotificationRulesPage,
  NotificationSilenceFormPage,
  NotificationSilencesPage,
  NotificationsPage,
  useShellTitle,
} from '@mission-control/console';

/** `/notifications`: the send history grouped by resource. */
export function NotificationsRoute() {
  useShellTitle(consolePage('notifications').title);
  return <NotificationsPage />;
}

/** `/notifications/resource/:id`: one resource's sends. */
export function NotificationResourceRoute() {
  const { id = '' } = useParams();
  useShellTitle(consolePage('notificationResource').title);
  return <NotificationResourcePage key={id} resourceId={id} />;
}

/** `/notifications/rules` (`?id=` opens a rule). */
export function NotificationRulesRoute() {
  useShellTitle(consolePage('notificationRules').title);
  return <NotificationRulesPage />;
}

/** `/notifications/silences`. */
export function NotificationSilencesRoute() {
  useShellTitle(consolePage('notificationSilences').title);
  return <NotificationSilencesPage />;
}

/** `/notifications/silences/add` (`?id=` edits one). */
export function NotificationSilenceAddRoute() {
  useShellTitle(consolePage('notificationSilenceAdd').title);
  return <NotificationSilenceFormPage />;
}
