// The views area's server state: every TanStack Query hook of the area, on the api client and the
// `viewsArea.keys` branch (area.ts).
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { from, type ViewRequest } from '@mission-control/api';
import { useConsole } from '../provider/ConsoleProvider';
import { viewsArea } from './area';

const keys = viewsArea.keys;

/** One view's data for a request; the previous page stays on screen while the next one loads. */
export function useViewResult(viewId: string, request: ViewRequest) {
  const { client } = useConsole();
  return useQuery({
    queryKey: keys.result(viewId, request),
    queryFn: ({ signal }) => client.views.run(viewId, request, { signal }),
    placeholderData: keepPreviousData,
    enabled: viewId !== '',
  });
}

/** Refresh: runs the view now (`Cache-Control: max-age=1`) and shows the answer in place of the cached one. */
export function useRefreshView(viewId: string, request: ViewRequest) {
  const { client } = useConsole();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => client.views.run(viewId, request, { refresh: true }),
    onSuccess: async (result) => {
      // Other pages and variables of this view were computed before the refresh: read them again when shown.
      await queryClient.invalidateQueries({ queryKey: keys.viewAll(viewId), refetchType: 'none' });
      queryClient.setQueryData(keys.result(viewId, request), result);
    },
  });
}

const idRowSchema = z.object({ id: z.string().check(z.minLength(1)) });

/**
 * The id behind `/view/{namespace}/{name}` or `/view/{name}` (reference §4.2: looked up in `views_summary`).
 * Resolves to null when no view has that name.
 */
export function useViewIdByName(namespace: string | null, name: string) {
  const { client } = useConsole();
  return useQuery({
    queryKey: keys.resolve(namespace, name),
    enabled: name !== '',
    staleTime: 5 * 60_000,
    queryFn: async ({ signal }) => {
      let query = from('views_summary').select('id').eq('name', name);
      if (namespace !== null) query = query.eq('namespace', namespace);
      const page = await client.db.list(query.limit(1), idRowSchema, { signal, count: false });
      return page.data[0]?.id ?? null;
    },
  });
}

/** The views whose config-tab selector matches a catalog item, by ordinal then title. */
export function useConfigViews(configId: string) {
  const { client } = useConsole();
  return useQuery({
    queryKey: keys.forConfig(configId),
    enabled: configId !== '',
    staleTime: 5 * 60_000,
    queryFn: ({ signal }) => client.views.list(configId, { signal }),
    select: (views) =>
      [...views].sort(
        (a, b) =>
          (a.ordinal ?? Number.MAX_SAFE_INTEGER) - (b.ordinal ?? Number.MAX_SAFE_INTEGER) ||
          (a.title || a.name).localeCompare(b.title || b.name),
      ),
  });
}
