import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { connectionSchema, connectionsQuery, from, type Connection } from '@mission-control/api';
import { useConsole } from '../../provider/ConsoleProvider';
import { queryKeys } from '../../routes/queryKeys';

const connectionsKey = queryKeys.settings.connections;

/** The connections list (secrets masked by the server); nothing is asked without read access. */
export function useConnections(enabled: boolean) {
  const { client } = useConsole();
  return useQuery({
    queryKey: connectionsKey(),
    queryFn: ({ signal }) => client.db.list(connectionsQuery(), connectionSchema, { signal }),
    enabled,
  });
}

/** Inserts a connection row, or updates the one with `id`; the list is refreshed before the caller hears of it. */
export function useSaveConnection(id: string | undefined) {
  const { client } = useConsole();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (row: Record<string, unknown>): Promise<Connection> => {
      if (id) {
        const [updated] = await client.db.update(from('connections').eq('id', id), row, connectionSchema);
        return updated!;
      }
      const [created] = await client.db.insert('connections', row, connectionSchema);
      return created!;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: connectionsKey() }),
  });
}

/** Runs the server's test of a saved connection (its message says what the driver answered). */
export function useTestConnection(id: string | undefined) {
  const { client } = useConsole();
  return useMutation({ mutationFn: () => client.connections.test(id!) });
}

/** Soft-deletes a connection and refreshes the list. */
export function useDeleteConnection() {
  const { client } = useConsole();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => client.db.softDelete('connections', id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: connectionsKey() }),
  });
}
