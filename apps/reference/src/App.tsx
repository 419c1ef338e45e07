import { useCallback, useState, type ReactNode } from 'react';
import { BrowserRouter, Navigate, Route, Routes, useLocation } from 'react-router';
import { createClient } from '@mission-control/api';
import {
  ConsoleProvider,
  createOrganizationClient,
  loginHref,
  ORGS_SWITCHED_PATH,
  OrgsSwitchedPage,
  routePaths,
  useShellTitle,
  type Organization,
} from '@mission-control/console';
import { createReferenceOrganizations, isHostedMode } from './hosted';
import { isAccountPath } from './pages/account/paths';
import { lazyPage } from './pages/lazyPage';
import { ShellLayout } from './pages/shell/ShellLayout';
import { useReactRouterAdapter } from './router/useReactRouterAdapter';

// Each area is its own chunk, loaded when one of its routes is first shown.
const account = () => import('./pages/account/AccountRoutes');
const LoginPage = lazyPage(account, 'LoginPage');
const RegistrationPage = lazyPage(account, 'RegistrationPage');
const RecoveryPage = lazyPage(account, 'RecoveryPage');
const VerificationPage = lazyPage(account, 'VerificationPage');
const ProfileSettingsPage = lazyPage(account, 'ProfileSettingsPage');
const FlowErrorPage = lazyPage(account, 'FlowErrorPage');

const HealthRoute = lazyPage(() => import('./pages/health/HealthRoute'), 'HealthRoute');

const shellPages = () => import('./pages/shell/pages');
const CanaryEditorRoute = lazyPage(shellPages, 'CanaryEditorRoute');
const IncidentRoute = lazyPage(shellPages, 'IncidentRoute');
const PlaybookRunRoute = lazyPage(shellPages, 'PlaybookRunRoute');
const NotBuiltRoute = lazyPage<Awaited<ReturnType<typeof shellPages>>, 'NotBuiltRoute', { title: string }>(
  shellPages,
  'NotBuiltRoute',
);

const settings = () => import('./pages/settings/SettingsRoutes');
const JobHistoryRoute = lazyPage(settings, 'JobHistoryRoute');
const ConnectionsRoute = lazyPage(settings, 'ConnectionsRoute');
const IntegrationsRoute = lazyPage(settings, 'IntegrationsRoute');
type SettingsModule = Awaited<ReturnType<typeof settings>>;
const ResourceListRoute = lazyPage<SettingsModule, 'ResourceListRoute', { table: string }>(
  settings,
  'ResourceListRoute',
);
const ResourceEditorRoute = lazyPage<SettingsModule, 'ResourceEditorRoute', { table: string }>(
  settings,
  'ResourceEditorRoute',
);

const access = () => import('./pages/access/AccessRoutes');
const PermissionsRoute = lazyPage(access, 'PermissionsRoute');
const AccessScopesRoute = lazyPage(access, 'AccessScopesRoute');
const UsersRoute = lazyPage(access, 'UsersRoute');
const TokensRoute = lazyPage(access, 'TokensRoute');
const FeatureFlagsRoute = lazyPage(access, 'FeatureFlagsRoute');
const AgentsRoute = lazyPage(access, 'AgentsRoute');
const EventQueueRoute = lazyPage(access, 'EventQueueRoute');
// The old members page is the team editor's Members tab now.
const TeamMembersRedirect = lazyPage(settings, 'TeamMembersRedirect');

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

/** MC_HOSTED=1 on the server: organisations, a picker, and direct requests to the organisation's backend. */
const HOSTED = isHostedMode();

function OrgsSwitchedRoute() {
  useShellTitle('Organization');
  return <OrgsSwitchedPage />;
}

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
  const [organizations] = useState(() =>
    HOSTED
      ? createReferenceOrganizations({
          onUnauthorized: () => window.location.replace(loginHref({ returnTo: window.location.pathname })),
        })
      : undefined,
  );
  // Hosted: widgets call the organisation's backend (directly with a bearer token when its metadata
  // says so); signing in and out stays with this server's identity service and its cookie.
  const organizationClient = useCallback(
    (organization: Organization) => ({
      ...createOrganizationClient(organizations!, organization, {
        onUnauthorized: (returnTo) => window.location.replace(loginHref({ returnTo })),
      }),
      identity: client.identity,
    }),
    [organizations, client],
  );
  return (
    <ConsoleProvider
      client={client}
      router={router}
      user={signedOut ? null : undefined}
      features={signedOut ? NO_FEATURES : undefined}
      organizations={signedOut ? undefined : organizations}
      organizationClient={organizationClient}
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
            {/* Hosted: people belong to the platform's organisations, not to this console. */}
            <Route
              path="/settings/users"
              element={HOSTED ? <NotBuiltRoute title="Page not found" /> : <UsersRoute />}
            />
            <Route path={ORGS_SWITCHED_PATH} element={<OrgsSwitchedRoute />} />
            <Route path="/settings/tokens" element={<TokensRoute />} />
            <Route path="/settings/feature-flags" element={<FeatureFlagsRoute />} />
            <Route path="/settings/agents" element={<AgentsRoute />} />
            <Route path="/settings/event-queue-status" element={<EventQueueRoute />} />
            <Route path="/settings/teams/:id/members" element={<TeamMembersRedirect />} />
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
