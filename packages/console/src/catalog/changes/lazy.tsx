// The change feed loads on demand: the console entry carries only this wrapper, so a host that never shows
// the feed pays nothing for its table, filters and diff view.
import { lazy, Suspense } from 'react';
import { Skeleton, useT } from '@mission-control/ui';
import type { ChangesPageProps } from './ChangesPage/ChangesPage';

const ChangesPagePart = lazy(() => import('./ChangesPage').then((module) => ({ default: module.ChangesPage })));

/** `/catalog/changes`: the change feed with its filters in the URL (reference §1.4). */
export function CatalogChangesPage(props: ChangesPageProps) {
  const t = useT();
  return (
    <Suspense fallback={<Skeleton lines={8} label={t('catalog.changes.loading', 'Loading the changes')} />}>
      <ChangesPagePart {...props} />
    </Suspense>
  );
}
