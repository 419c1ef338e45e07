import {
  AccessScopesPage,
  AgentsPage,
  EventQueuePage,
  FeatureFlagsPage,
  PermissionsPage,
  TokensPage,
  UsersPage,
  useShellTitle,
} from '@mission-control/console';

// Access and administration pages inside the shell: the shell gives the landmark, heading and title.

export function PermissionsRoute() {
  useShellTitle('Permissions');
  return <PermissionsPage hideHeading />;
}

export function AccessScopesRoute() {
  useShellTitle('Access Scopes');
  return <AccessScopesPage hideHeading />;
}

export function UsersRoute() {
  useShellTitle('Users');
  return <UsersPage hideHeading />;
}

export function TokensRoute() {
  useShellTitle('Tokens');
  return <TokensPage hideHeading />;
}

export function FeatureFlagsRoute() {
  useShellTitle('Feature Flags');
  return <FeatureFlagsPage hideHeading />;
}

export function AgentsRoute() {
  useShellTitle('Agents');
  return <AgentsPage hideHeading />;
}

export function EventQueueRoute() {
  useShellTitle('Event Queue');
  return <EventQueuePage hideHeading />;
}
