// The view pages load on demand: the console entry carries only these wrappers, and the views' parts (visx,
// the table's cells) load with the first view shown.
import { lazy, Suspense, type ReactNode } from 'react';
import { Skeleton, useT } from '@mission-control/ui';
import type { ViewContentProps } from './ViewContent/ViewContent';
import type { ViewByNamePageProps, ViewPageProps } from './ViewPage/ViewPage';

const ViewContentPart = lazy(() => import('./ViewContent').then((module) => ({ default: module.ViewContent })));
const ViewPagePart = lazy(() => import('./ViewPage').then((module) => ({ default: module.ViewPage })));
const ViewByNamePart = lazy(() => import('./ViewPage').then((module) => ({ default: module.ViewByNamePage })));

function Loading({ children }: { children: ReactNode }) {
  const t = useT();
  return <Suspense fallback={<Skeleton lines={8} label={t('views.loading', 'Loading view')} />}>{children}</Suspense>;
}

/** One view: title, last refresh, Refresh, variables, panels and table (reference §4.2). Embeddable anywhere. */
export function ViewContent(props: ViewContentProps) {
  return (
    <Loading>
      <ViewContentPart {...props} />
    </Loading>
  );
}

/** `/views/{id}`. */
export function ViewPage(props: ViewPageProps) {
  return (
    <Loading>
      <ViewPagePart {...props} />
    </Loading>
  );
}

/** `/view/{namespace}/{name}` and `/view/{name}`. */
export function ViewByNamePage(props: ViewByNamePageProps) {
  return (
    <Loading>
      <ViewByNamePart {...props} />
    </Loading>
  );
}
