import {
  AccessScopesPage,
  AgentsPage,
  EventQueuePage,
  FeatureFlagsPage,
  PermissionsPage,
  TokensPage,
  UsersPage,
  useShellTitle,
  consolePage,
} from '@mission-control/console';

// Access and administration pages inside the shell: the shell gives the landmark, heading and title.

export function PermissionsRoute() {
  useShellTitle(consolePage('permissions').title);
  return <PermissionsPage hideHeading />;
}

export function AccessScopesRoute() {
  useShellTitle(consolePage('access-scopes').title);
  return <AccessScopesPage hideHeading />;
}

export function UsersRoute() {
  useShellTitle(consolePage('users').title);
  return <UsersPage hideHeading />;
}

export function TokensRoute() {
  useShellTitle(consolePage('tokens').title);
  return <TokensPage hideHeading />;
}

export function FeatureFlagsRoute() {
  useShellTitle(consolePage('feature-flags').title);
  return <FeatureFlagsPage hideHeading />;
}

export function AgentsRoute() {
  useShellTitle(consolePage('agents').title);
  return <AgentsPage hideHeading />;
}

export function EventQueueRoute() {
  useShellTitle(consolePage('event-queue').title);
  return <EventQueuePage hideHeading />;
}
