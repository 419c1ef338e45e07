// Links between the notification pages, from the paths the area declares (area.ts).
import { consolePage } from '../areas';
import { fillPath, type ConsoleRoutes } from '../routes/routes';

/** The pages of the notifications area, by id (the tabs and links name them). */
export type NotificationPageId =
  'notifications' | 'notificationRules' | 'notificationSilences' | 'notificationSilenceAdd' | 'notificationResource';

/**
 * A notifications page's href under the console's base path (taken from `routes.notifications()`, which a host may
 * move), with its query.
 */
export function notificationHref(
  routes: Pick<ConsoleRoutes, 'notifications'>,
  page: NotificationPageId,
  params: Record<string, string> = {},
  query: Record<string, string | undefined> = {},
): string {
  const listPath = consolePage('notifications').path;
  const home = routes.notifications();
  const base = home.endsWith(listPath) ? home.slice(0, home.length - listPath.length) : '';
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value) search.set(name, value);
  const text = search.toString();
  return `${base}${fillPath(consolePage(page).path, params)}${text ? `?${text}` : ''}`;
}
