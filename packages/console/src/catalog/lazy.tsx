// The catalog's pages load on demand: the console entry carries only these wrappers, so a host that
// shows the health dashboard pays nothing for the catalog, and each page brings only its own parts.
import { lazy, Suspense, type ReactNode } from 'react';
import { Skeleton, useT } from '@mission-control/ui';
import type { CatalogPageProps } from './CatalogPage/CatalogPage';
import type { CatalogScraperProps } from './CatalogScraper/CatalogScraper';
import type { CatalogScrapersProps } from './CatalogScrapers/CatalogScrapers';

const CatalogPagePart = lazy(() => import('./CatalogPage').then((module) => ({ default: module.CatalogPage })));
const CatalogScrapersPart = lazy(() =>
  import('./CatalogScrapers').then((module) => ({ default: module.CatalogScrapers })),
);
const CatalogScraperPart = lazy(() =>
  import('./CatalogScraper').then((module) => ({ default: module.CatalogScraper })),
);

function Loading({ children }: { children: ReactNode }) {
  const t = useT();
  return (
    <Suspense fallback={<Skeleton lines={8} label={t('catalog.loading', 'Loading the catalog')} />}>
      {children}
    </Suspense>
  );
}

/** `/catalog`: the summary by type or the item list, with filters in the URL (reference §1.2). */
export function CatalogPage(props: CatalogPageProps) {
  return (
    <Loading>
      <CatalogPagePart {...props} />
    </Loading>
  );
}

/** `/catalog/scrapers`: the scrapers with their latest run and Run now (reference §1.6). */
export function CatalogScrapers(props: CatalogScrapersProps) {
  return (
    <Loading>
      <CatalogScrapersPart {...props} />
    </Loading>
  );
}

/** `/catalog/scrapers/{id}`: the scraper's form and its Job History (reference §1.6). */
export function CatalogScraper(props: CatalogScraperProps) {
  return (
    <Loading>
      <CatalogScraperPart {...props} />
    </Loading>
  );
}
