// The incident list loads on demand: the console entry carries only this wrapper, so the first load stays small.
import { lazy, Suspense } from 'react';
import { Skeleton, useT } from '@mission-control/ui';
import type { IncidentListPageProps } from './IncidentListPage/IncidentListPage';

const ListPart = lazy(() => import('./IncidentListPage').then((module) => ({ default: module.IncidentListPage })));

/** `/incidents` (#23, reference §5.1). */
export function IncidentListPage(props: IncidentListPageProps) {
  const t = useT();
  return (
    <Suspense fallback={<Skeleton lines={8} label={t('incidents.loading', 'Loading incidents')} />}>
      <ListPart {...props} />
    </Suspense>
  );
}
