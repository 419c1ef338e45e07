// The logs page's server state: the components with log selectors, the names searchable without one, the search.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { from, type LogSearchRequest } from '@mission-control/api';
import { useConsole } from '../provider/ConsoleProvider';
import { logsArea } from './area';
import { logComponentSchema, selectorNames, type LogComponent } from './model/logs';

const keys = logsArea.keys;

/** Live components with log selectors, by name (upstream's `GET /db/components_with_logs?order=name.asc`). */
export function useLogComponents() {
  const { client } = useConsole();
  return useQuery({
    queryKey: keys.components(),
    queryFn: ({ signal }) => withLogs(client, 'components_with_logs', signal),
    staleTime: 60_000,
  });
}

/** Live catalog items with log selectors (their properties of type `logs`), by name: our catalog counterpart. */
export function useLogCatalogItems() {
  const { client } = useConsole();
  return useQuery({
    queryKey: keys.catalogItems(),
    queryFn: ({ signal }) => withLogs(client, 'config_items_with_logs', signal),
    staleTime: 60_000,
    // A caller who may read logs but not the catalog gets no list, not an error on the page.
    retry: false,
  });
}

async function withLogs(
  client: ReturnType<typeof useConsole>['client'],
  view: 'components_with_logs' | 'config_items_with_logs',
  signal: AbortSignal,
): Promise<LogComponent[]> {
  const page = await client.db.list(
    from(view).select('id,name,icon,type,log_selectors').order('name').limit(1000),
    logComponentSchema,
    { signal, count: false },
  );
  return page.data.map((row) => ({ ...row, logs: selectorNames(row.log_selectors) }));
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
