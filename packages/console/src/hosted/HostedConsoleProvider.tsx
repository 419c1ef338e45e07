import { useState, type ReactNode } from 'react';
import type { MissionControlClient } from '@mission-control/api';
import { ConsoleProvider, type ConsoleProviderProps } from '../provider/ConsoleProvider';
import { ConsoleScope } from '../provider/ConsoleScope';
import { useConsole } from '../provider/hooks';
import { NO_FEATURES } from '../provider/loaders';
import { HostedGate } from './HostedGate';
import { createOrganizationClient, isDirect, type Organization, type OrganizationAdapter } from './organizations';

export interface HostedConsoleProviderProps extends ConsoleProviderProps {
  /**
   * The platform's organisations. With none selected an organisation picker shows; after a selection
   * `/organizations/orgs-switched`; while its instance is provisioned, the waiting screen. Widgets then
   * talk to the selected organisation through `organizationClient`. When undefined (e.g. on signed-out
   * pages) this is a plain `ConsoleProvider`, so switching it on or off keeps the provider's state.
   */
  organizations: OrganizationAdapter | undefined;
  /**
   * The client for an organisation.
   * @default direct to its backend address with the adapter's bearer token when its metadata says
   * `direct`, else `client`
   */
  organizationClient?: (organization: Organization) => MissionControlClient;
}

/** Hosted mode: `ConsoleProvider` with an organisation gate; widgets see the selected organisation's client. */
export function HostedConsoleProvider({
  organizations,
  organizationClient,
  client,
  user,
  features,
  children,
  ...props
}: HostedConsoleProviderProps) {
  if (!organizations) {
    return (
      <ConsoleProvider {...props} client={client} user={user} features={features}>
        {children}
      </ConsoleProvider>
    );
  }
  return (
    // Until an organisation is chosen nobody is asked who is signed in or which features are on.
    <ConsoleProvider {...props} client={client} user={null} features={NO_FEATURES}>
      <HostedGate adapter={organizations}>
        {(organization) => (
          <OrganizationScope
            key={organization.id}
            organization={organization}
            adapter={organizations}
            fallback={client}
            organizationClient={organizationClient}
            user={user}
            features={features}
          >
            {children}
          </OrganizationScope>
        )}
      </HostedGate>
    </ConsoleProvider>
  );
}

/** Everything under a selected organisation, with that organisation's client (one per organisation). */
function OrganizationScope({
  organization,
  adapter,
  fallback,
  organizationClient,
  user,
  features,
  children,
}: {
  organization: Organization;
  adapter: OrganizationAdapter;
  fallback: MissionControlClient;
  organizationClient: ((organization: Organization) => MissionControlClient) | undefined;
  user: ConsoleProviderProps['user'];
  features: ConsoleProviderProps['features'];
  children: ReactNode;
}) {
  // Mode, router, storage and routes are the enclosing provider's.
  const { mode, router, storage, routes } = useConsole();
  // Made once per organisation (the scope is keyed by its id); later metadata changes need a new selection.
  const [client] = useState(() =>
    organizationClient
      ? organizationClient(organization)
      : isDirect(organization)
        ? createOrganizationClient(adapter, organization)
        : fallback,
  );
  return (
    <ConsoleScope
      client={client}
      mode={mode}
      router={router}
      storage={storage}
      routes={routes}
      user={user}
      features={features}
      organization={organization}
    >
      {children}
    </ConsoleScope>
  );
}
