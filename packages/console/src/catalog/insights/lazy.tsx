// The insights list loads on demand: the console entry carries only this wrapper.
import { lazy, Suspense } from 'react';
import { Skeleton, useT } from '@mission-control/ui';
import type { InsightsPageProps } from './InsightsPage/InsightsPage';

const InsightsPagePart = lazy(() => import('./InsightsPage').then((module) => ({ default: module.InsightsPage })));

/** `/catalog/insights`: the analyzers' findings with their filters in the URL (reference §1.5). */
export function CatalogInsightsPage(props: InsightsPageProps) {
  const t = useT();
  return (
    <Suspense fallback={<Skeleton lines={8} label={t('catalog.insights.loading', 'Loading the insights')} />}>
      <InsightsPagePart {...props} />
    </Suspense>
  );
}
