// The logs page's server state: the components with log selectors, the names searchable without one, the search.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { from, type LogSearchRequest } from '@mission-control/api';
import { useConsole } from '../provider/ConsoleProvider';
import { logsArea } from './area';
import { logComponentSchema, selectorNames, type LogComponent } from './model/logs';

const keys = logsArea.keys;

/** Live components with log selectors, by name (upstream's `components_with_logs`). */
export function useLogComponents() {
  const { client } = useConsole();
  return useQuery({
    queryKey: keys.components(),
    queryFn: async ({ signal }): Promise<LogComponent[]> => {
      const page = await client.db.list(
        from('components')
          .select('id,name,icon,type,log_selectors')
          .is('deleted_at', null)
          .not('log_selectors', 'is', null)
          .order('name')
          .limit(1000),
        logComponentSchema,
        { signal, count: false },
      );
      return page.data
        .map((row) => ({ ...row, logs: selectorNames(row.log_selectors) }))
        .filter((row) => row.logs.length > 0);
    },
    staleTime: 60_000,
  });
}

/** The logs searchable by name without a component: the server's own, then every backend. */
export function useLogNames() {
  const { client } = useConsole();
  return useQuery({
    queryKey: keys.names(),
    queryFn: ({ signal }) => client.logs.names({ signal }),
    staleTime: 60_000,
  });
}

/** The search; idle while `request` is null. */
export function useLogSearch(request: LogSearchRequest | null) {
  const { client } = useConsole();
  return useQuery({
    queryKey: keys.search(request ?? {}),
    queryFn: ({ signal }) => client.logs.query(request!, { signal }),
    enabled: request !== null,
    placeholderData: keepPreviousData,
  });
}
