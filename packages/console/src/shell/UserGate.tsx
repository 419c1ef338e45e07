import { useEffect, type ReactNode } from 'react';
import { isApiError, sessionCheckNeedsSecondFactor, whoamiFailureMeansProvisioning } from '@mission-control/api';
import { EmptyState, ErrorView, Skeleton, useT } from '@mission-control/ui';
import { useConsole, useRoutes } from '../provider/ConsoleProvider';
import { useGateSession, useWhoamiRetry } from './queries';

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
  const { user, router } = useConsole();
  const routes = useRoutes();
  const { whoami, properties, loadsUser, loadsFeatures } = useGateSession();
  const status = isApiError(whoami.error) ? whoami.error.status : undefined;
  const needsSecondFactor = !user && whoami.isError && sessionCheckNeedsSecondFactor(status);
  const provisioning = !user && whoami.isError && whoamiFailureMeansProvisioning(status);

  useEffect(() => {
    if (needsSecondFactor)
      router.navigate(routes.login({ aal: 'aal2', returnTo: currentPathAndQuery() }), { replace: true });
  }, [needsSecondFactor, router, routes]);

  // Ask again every 10 s until the instance answers.
  useWhoamiRetry(provisioning);

  if (provisioning) return <ProvisioningScreen />;
  if (!user && whoami.isError && !needsSecondFactor && !(isApiError(whoami.error) && whoami.error.status === 401))
    return <ErrorView error={whoami.error} title={t('shell.error.title', 'Sorry.. there was an error')} />;
  // Routes wait for the feature flags, and for the user unless nobody signs in (demo, embedded).
  if ((loadsUser && !user) || (loadsFeatures && properties.isPending)) return <SkeletonPage />;
  return <>{children}</>;
}
