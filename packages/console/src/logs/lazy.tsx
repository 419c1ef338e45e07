// The logs page loads on demand: the console entry carries only this wrapper.
import { lazy, Suspense } from 'react';
import { Skeleton, useT } from '@mission-control/ui';
import type { LogsPageProps } from './LogsPage/LogsPage';

const LogsPart = lazy(() => import('./LogsPage').then((module) => ({ default: module.LogsPage })));

/** `/logs`: search the server's logs by component, selector, words and time (reference §4.1). */
export function LogsPage(props: LogsPageProps) {
  const t = useT();
  return (
    <Suspense fallback={<Skeleton lines={8} label={t('logs.loading', 'Loading logs')} />}>
      <LogsPart {...props} />
    </Suspense>
  );
}
