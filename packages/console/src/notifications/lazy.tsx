// The notification pages load on demand: the console entry carries only these wrappers, so a host that never
// opens them pays nothing, and each page brings only its own parts.
import { lazy, Suspense, type ReactNode } from 'react';
import { Skeleton, useT } from '@mission-control/ui';
import type { NotificationResourcePageProps } from './NotificationResourcePage/NotificationResourcePage';
import type { NotificationsPageProps } from './NotificationsPage/NotificationsPage';
import type { RulesPageProps } from './RulesPage/RulesPage';
import type { SilenceFormPageProps } from './SilenceForm/SilenceForm';
import type { SilencesPageProps } from './SilencesPage/SilencesPage';

const NotificationsPart = lazy(() =>
  import('./NotificationsPage').then((module) => ({ default: module.NotificationsPage })),
);
const ResourcePart = lazy(() =>
  import('./NotificationResourcePage').then((module) => ({ default: module.NotificationResourcePage })),
);
const RulesPart = lazy(() => import('./RulesPage').then((module) => ({ default: module.RulesPage })));
const SilencesPart = lazy(() => import('./SilencesPage').then((module) => ({ default: module.SilencesPage })));
const SilenceFormPart = lazy(() => import('./SilenceForm').then((module) => ({ default: module.SilenceFormPage })));

function Loading({ children }: { children: ReactNode }) {
  const t = useT();
  return (
    <Suspense fallback={<Skeleton lines={8} label={t('notifications.loading', 'Loading notifications')} />}>
      {children}
    </Suspense>
  );
}

/** `/notifications`: the send history grouped by resource (reference §3.2). */
export function NotificationsPage(props: NotificationsPageProps) {
  return (
    <Loading>
      <NotificationsPart {...props} />
    </Loading>
  );
}

/** `/notifications/resource/{id}`: one resource's sends with their details (reference §3.2). */
export function NotificationResourcePage(props: NotificationResourcePageProps) {
  return (
    <Loading>
      <ResourcePart {...props} />
    </Loading>
  );
}

/** `/notifications/rules`: the rules and the rule form (reference §3.3). */
export function NotificationRulesPage(props: RulesPageProps) {
  return (
    <Loading>
      <RulesPart {...props} />
    </Loading>
  );
}

/** `/notifications/silences`: the silences (reference §3.4). */
export function NotificationSilencesPage(props: SilencesPageProps) {
  return (
    <Loading>
      <SilencesPart {...props} />
    </Loading>
  );
}

/** `/notifications/silences/add`: a new silence, or `?id=` to edit one, with its Preview (reference §3.4). */
export function NotificationSilenceFormPage(props: SilenceFormPageProps) {
  return (
    <Loading>
      <SilenceFormPart {...props} />
    </Loading>
  );
}
