import { lazy, Suspense } from 'react';
import { Skeleton, useT } from '@mission-control/ui';
import { CatalogFilters } from '../CatalogFilters';
import { CatalogHeader } from '../CatalogHeader';
import { catalogMode } from '../model/catalogUrl';
import { useCatalogUrlState } from '../useCatalogUrlState';
import { Root } from './CatalogPage.styles';

// Each mode is its own chunk: the summary never carries the item table's columns and back.
const CatalogSummary = lazy(() => import('../CatalogSummary').then((module) => ({ default: module.CatalogSummary })));
const CatalogItemList = lazy(() =>
  import('../CatalogItemList').then((module) => ({ default: module.CatalogItemList })),
);

export interface CatalogPageProps {
  className?: string;
}

/**
 * `/catalog` (reference §1.2): tabs and breadcrumb, the filter bar, then the summary by type when neither a
 * type nor a search is chosen, else the item list. Everything it shows is in the URL.
 */
export function CatalogPage({ className }: CatalogPageProps) {
  const t = useT();
  const [state, update] = useCatalogUrlState();
  const mode = catalogMode(state);
  return (
    <Root className={className} data-mode={mode}>
      <CatalogHeader current="catalog" configType={state.configType} />
      <CatalogFilters state={state} onChange={update} />
      <Suspense fallback={<Skeleton lines={8} label={t('catalog.loading', 'Loading the catalog')} />}>
        {mode === 'summary' ? (
          <CatalogSummary state={state} onOpen={update} />
        ) : (
          <CatalogItemList state={state} onChange={update} />
        )}
      </Suspense>
    </Root>
  );
}
