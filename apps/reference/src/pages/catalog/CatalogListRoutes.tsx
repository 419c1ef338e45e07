import { useParams } from 'react-router';
import {
  CatalogChangesPage,
  CatalogInsightsPage,
  CatalogPage,
  CatalogScraper,
  CatalogScrapers,
  consolePage,
  useShellTitle,
} from '@mission-control/console';

/** `/catalog`: the summary or the item list (the console loads each on demand). */
export function CatalogRoute() {
  useShellTitle(consolePage('catalog').title);
  return <CatalogPage />;
}

/** `/catalog/scrapers`. */
export function CatalogScrapersRoute() {
  useShellTitle(consolePage('catalogScrapers').title);
  return <CatalogScrapers />;
}

/** `/catalog/scrapers/:id` (`new` for a new scraper). */
export function CatalogScraperRoute() {
  const { id = '' } = useParams();
  useShellTitle(consolePage('catalogScraper').title);
  // Keyed by id: moving to another scraper starts a fresh form.
  return <CatalogScraper key={id} scraperId={id} />;
}

/** `/catalog/changes`: the change feed. */
export function CatalogChangesRoute() {
  useShellTitle(consolePage('catalogChanges').title);
  return <CatalogChangesPage />;
}

/** `/catalog/insights`: the analyzers' findings. */
export function CatalogInsightsRoute() {
  useShellTitle(consolePage('catalogInsights').title);
  return <CatalogInsightsPage />;
}
