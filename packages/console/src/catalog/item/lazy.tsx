// The item page loads on demand: its YAML, tables and (further split) its graph are not part of the
// catalog list's bundle. The wrapper keeps the public component a plain function component with the
// same props, so hosts need no Suspense boundary of their own.
import { lazy, Suspense } from 'react';
import { Skeleton, useT } from '@mission-control/ui';
import type { CatalogItemPageProps } from './CatalogItemPage/CatalogItemPage';

const CatalogItemPagePart = lazy(() =>
  import('./CatalogItemPage/CatalogItemPage').then((module) => ({ default: module.CatalogItemPage })),
);

/** One catalog item's page (`/catalog/{id}`); its code loads when it is first shown. */
export function CatalogItemPage(props: CatalogItemPageProps) {
  const t = useT();
  return (
    <Suspense fallback={<Skeleton lines={8} label={t('catalog.item.loading', 'Loading the catalog item')} />}>
      <CatalogItemPagePart {...props} />
    </Suspense>
  );
}
