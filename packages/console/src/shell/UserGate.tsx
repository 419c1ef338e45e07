import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import {
  currentUserFromWhoami,
  isApiError,
  sessionCheckNeedsSecondFactor,
  whoamiFailureMeansProvisioning,
  type MissionControlClient,
} from '@mission-control/api';
import { EmptyState, ErrorView, Skeleton, useT } from '@mission-control/ui';
import { useConsole, useRoutes } from '../provider/ConsoleProvider';
import { queryKeys } from '../routes/queryKeys';

// The same queries the provider runs (same keys, same results), so the gate shares them rather than
// fetching twice, and can see their loading and error states, which the provider does not pass on.

function hasCall(client: MissionControlClient, area: 'auth' | 'properties', call: string): boolean {
  const part = (client as unknown as Record<string, Record<string, unknown> | undefined>)[area];
  return typeof part?.[call] === 'function';
}

/** A page-shaped placeholder while the user and feature flags load. */
export function SkeletonPage() {
  const t = useT();
  return (
    <div aria-busy="true" style={{ padding: 24, display: 'flex', flexDirection: 'column', gap: 16 }}>
      <Skeleton width={240} height={28} label={t('shell.loading', 'Loading')} />
      <Skeleton lines={6} />
    </div>
  );
}

/** Hosted mode: the organisation's instance is still being set up. */
export function ProvisioningScreen() {
  const t = useT();
  return (
    <div role="status" style={{ padding: 48 }}>
      <EmptyState
        icon="clock"
        title={t('shell.provisioning.title', 'Your instance is being provisioned')}
        description={t(
          'shell.provisioning.description',
          'This usually takes a few minutes. This page checks again on its own.',
        )}
      />
    </div>
  );
}

function currentPathAndQuery(): string {
  return typeof window === 'undefined' ? '/' : `${window.location.pathname}${window.location.search}`;
}

/**
 * Holds the pages back until the signed-in user and the feature flags are known, and acts on a failed
 * who-am-I: a second factor for 403/422, the provisioning screen for 5xx/404, a generic error otherwise.
 * (401s are sent to sign-in by the client's handler.)
 */
export function UserGate({ children }: { children: ReactNode }) {
  const t = useT();
  const { user, mode, router, client } = useConsole();
  const routes = useRoutes();
  const queryClient = useQueryClient();
  const loadsUser = mode === 'full' && !user && hasCall(client, 'auth', 'whoami');
  const whoami = useQuery({
    queryKey: queryKeys.console.whoami(),
    queryFn: async ({ signal }) => {
      const me = currentUserFromWhoami(await client.auth.whoami({ signal }));
      return { id: me.id, name: me.name, email: me.email, avatar: me.avatar, roles: me.roles };
    },
    enabled: loadsUser,
    retry: false,
  });
  const loadsFeatures = hasCall(client, 'properties', 'list');
  const properties = useQuery({
    queryKey: queryKeys.console.properties(),
    queryFn: async ({ signal }) => {
      const out: Record<string, string> = {};
      for (const row of await client.properties.list({ signal }))
        if (!Object.hasOwn(out, row.name)) out[row.name] = String(row.value);
      return out;
    },
    enabled: loadsFeatures,
    retry: false,
  });
  const status = isApiError(whoami.error) ? whoami.error.status : undefined;
  const needsSecondFactor = !user && whoami.isError && sessionCheckNeedsSecondFactor(status);
  const provisioning = !user && whoami.isError && whoamiFailureMeansProvisioning(status);

  useEffect(() => {
    if (needsSecondFactor)
      router.navigate(routes.login({ aal: 'aal2', returnTo: currentPathAndQuery() }), { replace: true });
  }, [needsSecondFactor, router, routes]);

  useEffect(() => {
    if (!provisioning) return;
    // Ask again every 10 s until the instance answers.
    const timer = setInterval(() => void queryClient.refetchQueries({ queryKey: queryKeys.console.whoami() }), 10_000);
    return () => clearInterval(timer);
  }, [provisioning, queryClient]);

  if (provisioning) return <ProvisioningScreen />;
  if (!user && whoami.isError && !needsSecondFactor && !(isApiError(whoami.error) && whoami.error.status === 401))
    return <ErrorView error={whoami.error} title={t('shell.error.title', 'Sorry.. there was an error')} />;
  // Routes wait for the feature flags, and for the user unless nobody signs in (demo, embedded).
  if ((loadsUser && !user) || (loadsFeatures && properties.isPending)) return <SkeletonPage />;
  return <>{children}</>;
}
