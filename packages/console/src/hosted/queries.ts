import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { OrganizationAdapter } from './organizations';

// The hosted gate's reads. Its cache entry sits above every organisation: a switch drops everything else
// (the previous organisation's data) and keeps this one, so its key has a root of its own rather than a
// branch of the console's `queryKeys` tree, whose every branch belongs to one organisation's instance.

/** The gate's own cache entry: kept when everything of the previous organisation is dropped. */
export const HOSTED_QUERY_KEY = ['hosted', 'organizations'] as const;

/**
 * The organisations the user belongs to and the adapter's selection. While the organisation in effect
 * (`chosen`, else the adapter's) is provisioned, asks again every `provisioningPollMs` until it is ready.
 */
export function useOrganizations(adapter: OrganizationAdapter, chosen: string | null, provisioningPollMs: number) {
  return useQuery({
    queryKey: HOSTED_QUERY_KEY,
    queryFn: async () => {
      const [list, selected] = await Promise.all([adapter.list(), adapter.selected()]);
      return { list, selected };
    },
    refetchInterval: (query) => {
      const data = query.state.data;
      const id = chosen ?? data?.selected;
      return data?.list.some((org) => org.id === id && org.metadata?.provisioning) ? provisioningPollMs : false;
    },
  });
}

/** What a switch of organisation does to the cache, in the order the gate calls it. */
export function useOrganizationCache() {
  const queryClient = useQueryClient();
  return useMemo(
    () => ({
      /** Everything cached belongs to the previous organisation (its subtree remounts, keyed by id). */
      dropPreviousOrganization: () =>
        queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== HOSTED_QUERY_KEY[0] }),
      /** Reads the list and the selection again. */
      refreshOrganizations: () => queryClient.invalidateQueries({ queryKey: HOSTED_QUERY_KEY }),
    }),
    [queryClient],
  );
}
