// The application pages load on demand: the console entry carries only these wrappers.
import { lazy, Suspense, type ReactNode } from 'react';
import { Skeleton, useT } from '@mission-control/ui';
import type { ApplicationReportPageProps } from './ApplicationReport/ApplicationReport';
import type { ApplicationsPageProps } from './ApplicationsPage/ApplicationsPage';

const ListPart = lazy(() => import('./ApplicationsPage').then((module) => ({ default: module.ApplicationsPage })));
const ReportPart = lazy(() =>
  import('./ApplicationReport').then((module) => ({ default: module.ApplicationReportPage })),
);

function Loading({ children }: { children: ReactNode }) {
  const t = useT();
  return (
    <Suspense fallback={<Skeleton lines={8} label={t('applications.loading', 'Loading applications')} />}>
      {children}
    </Suspense>
  );
}

/** `/applications`: the applications, with add/edit/delete for writers (reference §4.3). */
export function ApplicationsPage(props: ApplicationsPageProps) {
  return (
    <Loading>
      <ListPart {...props} />
    </Loading>
  );
}

/** `/applications/{namespace}/{name}`: the audit report, `?print=true` its print layout (reference §4.3). */
export function ApplicationReportPage(props: ApplicationReportPageProps) {
  return (
    <Loading>
      <ReportPart {...props} />
    </Loading>
  );
}
