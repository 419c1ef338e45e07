// The change feed's server state: every TanStack Query hook of the feed and its details, on api's changes
// client and the `queryKeys.catalog` branch (catalog/area.ts).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ApiError, from, type ChangesSearchRequest } from '@mission-control/api';
import { useConsole } from '../../provider/ConsoleProvider';
import { queryKeys } from '../../routes/queryKeys';

const keys = queryKeys.catalog;

/** One server page of the feed with its total; the previous page stays on screen while the next loads. */
export function useChanges(request: ChangesSearchRequest, options: { enabled?: boolean } = {}) {
  const { client } = useConsole();
  return useQuery({
    queryKey: keys.changes(request),
    queryFn: ({ signal }) => client.changes.search(request, { signal }),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
}

/** One change whole (diff, patch, details); a missing row is a `not_found` error the dialog can name. */
export function useChangeDetail(changeId: string | null) {
  const { client } = useConsole();
  return useQuery({
    queryKey: keys.change(changeId ?? ''),
    enabled: !!changeId,
    queryFn: async ({ signal }) => {
      const change = await client.changes.detail(changeId!, { signal });
      if (!change) throw new ApiError('not_found', 'This change no longer exists');
      return change;
    },
  });
}

/** Most change types offered in the Change Type filter. */
const CHANGE_TYPE_OPTIONS_LIMIT = 500;

/** Distinct change types (`GET /db/change_types`, upstream's source of the Change Type filter). */
export function useChangeTypes() {
  const { client } = useConsole();
  return useQuery({
    queryKey: keys.changeTypes(),
    queryFn: async ({ signal }) =>
      (
        await client.db.list(
          from('change_types').select('change_type').order('change_type').limit(CHANGE_TYPE_OPTIONS_LIMIT),
          (await import('./rowSchemas')).changeTypeRowSchema,
          { signal, count: false },
        )
      ).data.map((row) => row.change_type),
  });
}
