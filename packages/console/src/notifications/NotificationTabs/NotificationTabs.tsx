import type { ReactNode } from 'react';
import { useT } from '@mission-control/ui';
import { useConsole } from '../../provider/ConsoleProvider';
import { notificationHref, type NotificationPageId } from '../hrefs';
import { Actions, Header, TabRow } from './NotificationTabs.styles';

export type NotificationTab = 'notifications' | 'rules' | 'silences';

const PAGE_OF: Record<NotificationTab, NotificationPageId> = {
  notifications: 'notifications',
  rules: 'notificationRules',
  silences: 'notificationSilences',
};

export interface NotificationTabsProps {
  current: NotificationTab;
  /** Page actions at the tabs' end (New, Add). */
  actions?: ReactNode;
}

/** Notifications, Rules, Silences (reference §3.1): links, since each tab is its own page. */
export function NotificationTabs({ current, actions }: NotificationTabsProps) {
  const t = useT();
  const { router, routes } = useConsole();
  const labels: Record<NotificationTab, string> = {
    notifications: t('notifications.tab.notifications', 'Notifications'),
    rules: t('notifications.tab.rules', 'Rules'),
    silences: t('notifications.tab.silences', 'Silences'),
  };
  return (
    <Header>
      <nav aria-label={t('notifications.tabs', 'Notification pages')}>
        <TabRow>
          {(Object.keys(PAGE_OF) as NotificationTab[]).map((tab) => (
            <li key={tab}>
              <router.Link
                to={notificationHref(routes, PAGE_OF[tab])}
                aria-current={tab === current ? 'page' : undefined}
              >
                {labels[tab]}
              </router.Link>
            </li>
          ))}
        </TabRow>
      </nav>
      {actions ? <Actions>{actions}</Actions> : null}
    </Header>
  );
}
