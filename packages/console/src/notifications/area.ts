import { defineArea } from '../areas/defineArea';
import type { HistoryParams, RulesParams, SilencesParams, SummaryRequest } from './model/rows';

const root = ['notifications'] as const;

/** Notifications (reference §3): the send history, the rules and the silences. */
export const notificationsArea = defineArea({
  id: 'notifications',
  pages: [
    {
      id: 'notifications',
      path: '/notifications',
      title: 'Notifications',
      featureName: 'settings.notifications',
      resourceName: 'notifications',
    },
    {
      id: 'notificationRules',
      path: '/notifications/rules',
      title: 'Notification Rules',
      resourceName: 'notifications',
    },
    {
      id: 'notificationSilences',
      path: '/notifications/silences',
      title: 'Notification Silences',
      resourceName: 'notifications',
    },
    {
      id: 'notificationSilenceAdd',
      path: '/notifications/silences/add',
      title: 'Notification Silences',
      resourceName: 'notifications',
    },
    {
      id: 'notificationResource',
      path: '/notifications/resource/:id',
      title: 'Notifications',
      resourceName: 'notifications',
    },
  ],
  keys: {
    all: root,
    summary: (request: SummaryRequest) => [...root, 'summary', request] as const,
    history: (params: HistoryParams) => [...root, 'history', params] as const,
    send: (id: string) => [...root, 'history', 'one', id] as const,
    rulesAll: () => [...root, 'rules'] as const,
    rules: (params: RulesParams) => [...root, 'rules', 'list', params] as const,
    rule: (id: string) => [...root, 'rules', 'one', id] as const,
    silencesAll: () => [...root, 'silences'] as const,
    silences: (params: SilencesParams) => [...root, 'silences', 'list', params] as const,
    silence: (id: string) => [...root, 'silences', 'one', id] as const,
    silencePreview: (query: Record<string, string>) => [...root, 'silences', 'preview', query] as const,
    /** The bell's count (sent in the last 24 hours). */
    recentCount: () => [...root, 'recentCount'] as const,
  },
});
