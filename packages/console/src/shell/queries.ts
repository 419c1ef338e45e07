import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { from, type MissionControlClient } from '@mission-control/api';
import { propertiesLoader, whoamiLoader } from '../provider/loaders';
import { useCan, useConsole } from '../provider/ConsoleProvider';
import { queryKeys } from '../routes/queryKeys';

// The shell's reads. The gate's who-am-I and properties are the provider's own queries (same keys, same
// loaders, same results), so the gate shares them rather than fetching twice, and can see their loading
// and error states, which the provider does not pass on.

const keys = queryKeys.console;

/**
 * Who is signed in and which features are on, as the user gate waits for them. The user is read only in
 * full mode when the host handed none over; either read is skipped when the client lacks the call (a fake).
 */
export function useGateSession() {
  const { user, mode, client } = useConsole();
  const loadUser = mode === 'full' && !user ? whoamiLoader(client) : null;
  const loadFeatures = propertiesLoader(client);
  const whoami = useQuery({
    queryKey: keys.whoami(),
    queryFn: ({ signal }) => loadUser!({ signal }),
    enabled: !!loadUser,
    retry: false,
  });
  const properties = useQuery({
    queryKey: keys.properties(),
    queryFn: ({ signal }) => loadFeatures!({ signal }),
    enabled: !!loadFeatures,
    retry: false,
  });
  return { whoami, properties, loadsUser: !!loadUser, loadsFeatures: !!loadFeatures };
}

/** While `active` (the instance is still provisioned), asks who-am-I again every `everyMs`. */
export function useWhoamiRetry(active: boolean, everyMs = 10_000) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => void queryClient.refetchQueries({ queryKey: keys.whoami() }), everyMs);
    return () => clearInterval(timer);
  }, [active, everyMs, queryClient]);
}

function versionLoader(client: MissionControlClient) {
  const version = (client as Partial<MissionControlClient>).version;
  return typeof version?.get === 'function' ? version.get : null;
}

/** The backend's version for the help menu: read in full mode only, and only from a client that has the call. */
export function useBackendVersionInfo() {
  const { client, mode } = useConsole();
  const load = mode === 'full' ? versionLoader(client) : null;
  return useQuery({
    queryKey: keys.version(),
    queryFn: ({ signal }) => load!({ signal }),
    enabled: !!load,
    retry: false,
  });
}

/**
 * The bell's count: notifications sent in the last 24 hours (reference §3.2), one counted read of a single row,
 * kept as long as the shell's other reads; none without read access to notifications.
 */
export function useRecentNotificationCount() {
  const { client, user } = useConsole();
  const canRead = useCan('notifications', 'read');
  const count = useQuery({
    queryKey: [...keys.all, 'notifications', 'sent24h'] as const,
    enabled: canRead && !!user,
    retry: false,
    queryFn: async ({ signal }) => {
      const since = new Date(Date.now() - 24 * 3_600_000).toISOString();
      const { idRow } = await import('./rowSchemas');
      const page = await client.db.list(
        from('notification_send_history_summary').select('id').eq('status', 'sent').gte('created_at', since).limit(1),
        idRow,
        { signal, count: 'exact' },
      );
      return page.totalEntries ?? 0;
    },
  });
  return count.data;
}
