// The catalog's server state: every TanStack Query hook of the area, on the api's query builders and the
// `queryKeys.catalog` branch (catalog/area.ts).
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  catalogItemsQuery,
  configLabelsQuery,
  configStatusesQuery,
  configTagsQuery,
  configTypesQuery,
  jobHistoriesQuery,
  scrapersWithStatusQuery,
  type CatalogItemsParams,
  type CatalogSummaryRequestBody,
  type JobHistory,
} from '@mission-control/api';
import { useConsole } from '../provider/ConsoleProvider';
import { queryKeys } from '../routes/queryKeys';

const keys = queryKeys.catalog;

/** The row schemas, loaded with the first request that parses with one (rowSchemas.ts). */
const schemas = () => import('./rowSchemas');

/** One page of items with the exact total; the previous page stays on screen while the next loads. */
export function useCatalogItems(params: CatalogItemsParams, enabled = true) {
  const { client } = useConsole();
  return useQuery({
    queryKey: keys.items(params),
    enabled,
    queryFn: async ({ signal }) =>
      client.db.list(catalogItemsQuery(params), (await schemas()).catalogItemRowSchema, { signal, count: 'exact' }),
    placeholderData: keepPreviousData,
  });
}

/** Counts per type (or tag keys) from `POST /catalog/summary`. */
export function useCatalogSummary(request: CatalogSummaryRequestBody, enabled = true) {
  const { client } = useConsole();
  return useQuery({
    queryKey: keys.summary(request),
    enabled,
    queryFn: ({ signal }) => client.catalog.summary(request, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useConfigTypes() {
  const { client } = useConsole();
  return useQuery({
    queryKey: keys.types(),
    queryFn: async ({ signal }) =>
      (
        await client.db.list(configTypesQuery(), (await schemas()).configTypeRowSchema, { signal, count: false })
      ).data.map((row) => row.type),
  });
}

export function useConfigLabels() {
  const { client } = useConsole();
  return useQuery({
    queryKey: keys.labels(),
    queryFn: async ({ signal }) =>
      (await client.db.list(configLabelsQuery(), (await schemas()).configKeyValueRowSchema, { signal, count: false }))
        .data,
  });
}

export function useConfigTags() {
  const { client } = useConsole();
  return useQuery({
    queryKey: keys.tags(),
    queryFn: async ({ signal }) =>
      (await client.db.list(configTagsQuery(), (await schemas()).configKeyValueRowSchema, { signal, count: false }))
        .data,
  });
}

export function useConfigStatuses() {
  const { client } = useConsole();
  return useQuery({
    queryKey: keys.statuses(),
    queryFn: async ({ signal }) =>
      (
        await client.db.list(configStatusesQuery(), (await schemas()).configStatusRowSchema, { signal, count: false })
      ).data
        .map((row) => row.status)
        .filter((status): status is string => !!status),
  });
}

/** Scrapers with their latest job (`config_scrapers_with_status`). */
export function useScrapers() {
  const { client } = useConsole();
  return useQuery({
    queryKey: keys.scrapers(),
    queryFn: async ({ signal }) =>
      (
        await client.db.list(scrapersWithStatusQuery(), (await schemas()).scraperWithStatusSchema, {
          signal,
          count: false,
        })
      ).data,
  });
}

/** Most job runs the Job History tab lists (newest first). */
export const SCRAPER_JOBS_PAGE_SIZE = 50;

/** One scraper's runs (`job_histories` of resource type `config_scraper`). */
export function useScraperJobs(scraperId: string) {
  const { client } = useConsole();
  return useQuery({
    queryKey: keys.scraperJobs(scraperId),
    queryFn: async ({ signal }) =>
      client.db.list(
        jobHistoriesQuery({
          resourceType: 'config_scraper',
          resourceId: scraperId,
          pageIndex: 0,
          pageSize: SCRAPER_JOBS_PAGE_SIZE,
        }),
        (await schemas()).jobHistorySchema,
        { signal },
      ),
  });
}

/** Runs a scraper now; when the run has finished, the scrapers, their jobs, every item read, the feed and insights refresh. */
export function useRunScraper() {
  const { client } = useConsole();
  const queryClient = useQueryClient();
  return useMutation<JobHistory, Error, string>({
    mutationFn: (scraperId) => client.catalog.runScraper(scraperId),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: keys.scrapers() }),
        queryClient.invalidateQueries({ queryKey: keys.itemsAll() }),
        queryClient.invalidateQueries({ queryKey: keys.types() }),
        // A run records changes and findings: the feed and insights refresh too.
        queryClient.invalidateQueries({ queryKey: keys.changesAll() }),
        queryClient.invalidateQueries({ queryKey: keys.insightsAll() }),
      ]),
  });
}

/** After a scraper is saved or deleted elsewhere (the integration form): refresh the scrapers' list. */
export function useRefreshScrapers() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: keys.scrapers() });
}
