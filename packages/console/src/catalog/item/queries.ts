// The item page's server state. Keys sit under the catalog's `['catalog']` root, so invalidating the
// catalog refreshes an open item too.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  configChecksQuery,
  configCheckSchema,
  configDetailQuery,
  configDetailSchema,
  configStatusesQuery,
  configStatusRowSchema,
  configTypeRowSchema,
  configTypesQuery,
  relatedConfigSchema,
  relatedConfigsQuery,
  ApiError,
  type RelatedConfig,
  type RelatedConfigsParams,
} from '@mission-control/api';
import { DEFAULT_STALE_TIME_MS, useConsole } from '../../provider/ConsoleProvider';

const root = ['catalog', 'item'] as const;

export const catalogItemKeys = {
  all: root,
  detail: (id: string) => [...root, id, 'detail'] as const,
  related: (params: RelatedConfigsParams) => [...root, params.configId, 'related', params] as const,
  checks: (id: string) => [...root, id, 'checks'] as const,
  typeOptions: () => [...root, 'options', 'types'] as const,
  statusOptions: () => [...root, 'options', 'statuses'] as const,
};

/** The item's `config_detail` row; a missing row is a `not_found` error, so the page can say so. */
export function useConfigDetail(configId: string) {
  const { client } = useConsole();
  return useQuery({
    queryKey: catalogItemKeys.detail(configId),
    queryFn: async ({ signal }) => {
      const page = await client.db.list(configDetailQuery(configId), configDetailSchema, { signal, count: false });
      const row = page.data[0];
      if (!row) throw new ApiError('not_found', 'Details not found');
      return row;
    },
    staleTime: DEFAULT_STALE_TIME_MS,
  });
}

/** Items related to the item, as the relationships tab's toggles and filters ask. */
export function useRelatedConfigs(params: RelatedConfigsParams) {
  const { client } = useConsole();
  return useQuery({
    queryKey: catalogItemKeys.related(params),
    queryFn: async ({ signal }): Promise<RelatedConfig[]> =>
      (await client.db.list(relatedConfigsQuery(params), relatedConfigSchema, { signal, count: false })).data,
    staleTime: DEFAULT_STALE_TIME_MS,
    placeholderData: keepPreviousData,
  });
}

/** Checks linked to the item, with their summary status. */
export function useConfigChecks(configId: string, options: { enabled?: boolean } = {}) {
  const { client } = useConsole();
  return useQuery({
    queryKey: catalogItemKeys.checks(configId),
    queryFn: ({ signal }) =>
      client.db.list(configChecksQuery(configId), configCheckSchema, { signal, count: false }).then((p) => p.data),
    staleTime: DEFAULT_STALE_TIME_MS,
    enabled: options.enabled ?? true,
  });
}

/** The options of the relationships tab's Config Type and Status filters. */
export function useRelationshipFilterOptions(options: { enabled?: boolean } = {}) {
  const { client } = useConsole();
  const enabled = options.enabled ?? true;
  const types = useQuery({
    queryKey: catalogItemKeys.typeOptions(),
    queryFn: ({ signal }) =>
      client.db
        .list(configTypesQuery(), configTypeRowSchema, { signal, count: false })
        .then((p) => p.data.map((r) => r.type)),
    staleTime: DEFAULT_STALE_TIME_MS,
    enabled,
  });
  const statuses = useQuery({
    queryKey: catalogItemKeys.statusOptions(),
    queryFn: ({ signal }) =>
      client.db
        .list(configStatusesQuery(), configStatusRowSchema, { signal, count: false })
        .then((p) => p.data.flatMap((r) => (r.status ? [r.status] : []))),
    staleTime: DEFAULT_STALE_TIME_MS,
    enabled,
  });
  return { types: types.data ?? [], statuses: statuses.data ?? [] };
}
