// The insights' server state: every TanStack Query hook of the insights list and details, on api's changes
// client and the `queryKeys.catalog` branch (catalog/area.ts).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ApiError, type ConfigAnalysisItemsParams } from '@mission-control/api';
import { useConsole } from '../../provider/ConsoleProvider';
import { queryKeys } from '../../routes/queryKeys';

const keys = queryKeys.catalog;

/** One server page of insights with the exact total. */
export function useInsights(params: ConfigAnalysisItemsParams, options: { enabled?: boolean } = {}) {
  const { client } = useConsole();
  return useQuery({
    queryKey: keys.insights(params),
    queryFn: ({ signal }) => client.changes.insights(params, { signal }),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
}

/** One insight whole (message and raw analysis). */
export function useInsight(analysisId: string | null) {
  const { client } = useConsole();
  return useQuery({
    queryKey: keys.insight(analysisId ?? ''),
    enabled: !!analysisId,
    queryFn: async ({ signal }) => {
      const insight = await client.changes.insight(analysisId!, { signal });
      if (!insight) throw new ApiError('not_found', 'This insight no longer exists');
      return insight;
    },
  });
}

/** Analyzers with open insights (the Analyzer filter's options). */
export function useAnalyzers() {
  const { client } = useConsole();
  return useQuery({
    queryKey: keys.analyzers(),
    queryFn: ({ signal }) => client.changes.analyzers({ signal }),
  });
}
