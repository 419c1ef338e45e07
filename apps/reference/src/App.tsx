import { useState, type ReactNode } from 'react';
import { BrowserRouter, Navigate, Route, Routes, useLocation } from 'react-router';
import { createClient } from '@mission-control/api';
import { ConsoleProvider, loginHref, routePaths } from '@mission-control/console';
import {
  FlowErrorPage,
  isAccountPath,
  LoginPage,
  ProfileSettingsPage,
  RecoveryPage,
  RegistrationPage,
  VerificationPage,
} from './pages/account/AccountRoutes';
import {
  ConnectionsRoute,
  IntegrationsRoute,
  JobHistoryRoute,
  ResourceEditorRoute,
  ResourceListRoute,
} from './pages/settings/SettingsRoutes';
import {
  AccessScopesRoute,
  AgentsRoute,
  EventQueueRoute,
  FeatureFlagsRoute,
  PermissionsRoute,
  TeamMembersRoute,
  TokensRoute,
  UsersRoute,
} from './pages/access/AccessRoutes';
import { ShellLayout } from './pages/shell/ShellLayout';
import { CanaryEditorRoute, HealthRoute, IncidentRoute, NotBuiltRoute, PlaybookRunRoute } from './pages/shell/pages';
import { useReactRouterAdapter } from './router/useReactRouterAdapter';

/** Routes of the spec whose pages are not built yet: an honest empty state inside the shell. */
const NOT_BUILT: ReadonlyArray<readonly [string, string]> = [
  ['/topology/*', 'Topology'],
  ['/incidents', 'Incidents'],
  ['/catalog/*', 'Catalog'],
  ['/logs', 'Logs'],
  ['/playbooks', 'Playbooks'],
  ['/playbooks/runs', 'Playbook runs'],
  ['/applications/*', 'Applications'],
  ['/views/:id', 'View'],
  ['/notifications/*', 'Notifications'],
  ['/settings/views', 'Views'],
];

const NO_FEATURES = {};

function ConsoleRoot({ children }: { children: ReactNode }) {
  // Same-origin proxy mode: the reference server serves the API under /api. A 401 from any call
  // sends the user to sign in and back to the path and query they were on; a full load, so nothing
  // fetched under the lost session stays in memory.
  const [client] = useState(() =>
    createClient({
      mode: 'proxy',
      onUnauthorized: (returnTo) => {
        if (isAccountPath(window.location.pathname)) return;
        window.location.replace(loginHref({ returnTo }));
      },
    }),
  );
  const router = useReactRouterAdapter();
  const location = useLocation();
  // Signed-out pages ask nobody who is signed in: that would only answer 401.
  const signedOut = isAccountPath(location.pathname);
  return (
    <ConsoleProvider
      client={client}
      router={router}
      user={signedOut ? null : undefined}
      features={signedOut ? NO_FEATURES : undefined}
    >
      {children}
    </ConsoleProvider>
  );
}

export function App() {
  return (
    <BrowserRouter>
      <ConsoleRoot>
        <Routes>
          <Route path={routePaths.login} element={<LoginPage />} />
          <Route path={routePaths.registration} element={<RegistrationPage />} />
          <Route path={routePaths.recovery} element={<RecoveryPage />} />
          <Route path={routePaths.verification} element={<VerificationPage />} />
          <Route path={routePaths.profileSettings} element={<ProfileSettingsPage />} />
          <Route path={routePaths.flowError} element={<FlowErrorPage />} />
          <Route element={<ShellLayout />}>
            <Route path={routePaths.root} element={<Navigate to={routePaths.topology} replace />} />
            <Route path={routePaths.health} element={<HealthRoute />} />
            <Route path={routePaths.canaries} element={<ResourceListRoute table="canaries" />} />
            <Route path="/settings/canaries/new" element={<CanaryEditorRoute />} />
            <Route path={routePaths.canary} element={<ResourceEditorRoute table="canaries" />} />
            <Route path={routePaths.playbookRun} element={<PlaybookRunRoute />} />
            <Route path={routePaths.incident} element={<IncidentRoute />} />
            <Route path="/configs" element={<Navigate to="/catalog" replace />} />
            <Route path="/settings/jobs" element={<JobHistoryRoute />} />
            <Route path="/settings/connections" element={<ConnectionsRoute />} />
            <Route path="/settings/integrations/*" element={<IntegrationsRoute />} />
            {['topologies', 'teams', 'rules', 'config_scrapers', 'logging_backends'].flatMap((table) => [
              <Route key={table} path={`/settings/${table}`} element={<ResourceListRoute table={table} />} />,
              <Route
                key={`${table}/id`}
                path={`/settings/${table}/:id`}
                element={<ResourceEditorRoute table={table} />}
              />,
            ])}
            <Route path="/settings/permissions" element={<PermissionsRoute />} />
            <Route path="/settings/access-scopes" element={<AccessScopesRoute />} />
            <Route path="/settings/users" element={<UsersRoute />} />
            <Route path="/settings/tokens" element={<TokensRoute />} />
            <Route path="/settings/feature-flags" element={<FeatureFlagsRoute />} />
            <Route path="/settings/agents" element={<AgentsRoute />} />
            <Route path="/settings/event-queue-status" element={<EventQueueRoute />} />
            <Route path="/settings/teams/:id/members" element={<TeamMembersRoute />} />
            {NOT_BUILT.map(([path, title]) => (
              <Route key={path} path={path} element={<NotBuiltRoute title={title} />} />
            ))}
            <Route path="*" element={<NotBuiltRoute title="Page not found" />} />
          </Route>
        </Routes>
      </ConsoleRoot>
    </BrowserRouter>
  );
}
