import { useCallback, useState, type ReactNode } from 'react';
import { BrowserRouter, Navigate, Route, Routes, useLocation } from 'react-router';
import { createClient } from '@mission-control/api';
import {
  createOrganizationClient,
  HostedConsoleProvider,
  loginHref,
  consolePage,
  CONSOLE_PAGES,
  mountPath,
  OrgsSwitchedPage,
  PageGate,
  type AreaPage,
  useShellTitle,
  type Organization,
} from '@mission-control/console';
import { createReferenceOrganizations, isHostedMode } from './hosted';
import { isAccountPath } from './pages/account/paths';
import { lazyPage } from './pages/lazyPage';
import { APPLICATION_ELEMENTS } from './pages/applications/elements';
import { INCIDENT_ELEMENTS } from './pages/incidents/elements';
import { LOG_ELEMENTS } from './pages/logs/elements';
import { NOTIFICATION_ELEMENTS } from './pages/notifications/elements';
import { PLAYBOOK_ELEMENTS } from './pages/playbooks/elements';
import { VIEW_ELEMENTS } from './pages/views/elements';
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

const health = () => import('./pages/health/HealthRoute');
const HealthRoute = lazyPage(health, 'HealthRoute');
const HealthViewRoute = lazyPage(health, 'HealthViewRoute');

const topologyPages = () => import('./pages/topology/TopologyRoutes');
const TopologyRoute = lazyPage(topologyPages, 'TopologyRoute');
const TopologyViewRoute = lazyPage(topologyPages, 'TopologyViewRoute');

const catalogList = () => import('./pages/catalog/CatalogListRoutes');
const CatalogRoute = lazyPage(catalogList, 'CatalogRoute');
const CatalogScrapersRoute = lazyPage(catalogList, 'CatalogScrapersRoute');
const CatalogScraperRoute = lazyPage(catalogList, 'CatalogScraperRoute');
const CatalogChangesRoute = lazyPage(catalogList, 'CatalogChangesRoute');
const CatalogInsightsRoute = lazyPage(catalogList, 'CatalogInsightsRoute');
const CatalogItemRoute = lazyPage(() => import('./pages/catalog/CatalogItemRoute'), 'CatalogItemRoute');

const shellPages = () => import('./pages/shell/pages');
const CanaryEditorRoute = lazyPage(shellPages, 'CanaryEditorRoute');
const IncidentRoute = lazyPage(shellPages, 'IncidentRoute');
const PlaybookRunRoute = lazyPage(shellPages, 'PlaybookRunRoute');
const NotBuiltRoute = lazyPage<Awaited<ReturnType<typeof shellPages>>, 'NotBuiltRoute', { title: string }>(
  shellPages,
  'NotBuiltRoute',
);
const NotFoundRoute = lazyPage(shellPages, 'NotFoundRoute');

const settings = () => import('./pages/settings/SettingsRoutes');
const JobHistoryRoute = lazyPage(settings, 'JobHistoryRoute');
const ConnectionsRoute = lazyPage(settings, 'ConnectionsRoute');
const IntegrationsRoute = lazyPage(settings, 'IntegrationsRoute');
type SettingsModule = Awaited<ReturnType<typeof settings>>;
// A settings list is its own chunk: it does not pay for the editor and the other settings pages.
const settingsList = () => import('./pages/settings/ResourceListRoute');
const ResourceListRoute = lazyPage<Awaited<ReturnType<typeof settingsList>>, 'ResourceListRoute', { table: string }>(
  settingsList,
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

/** MC_HOSTED=1 on the server: organisations, a picker, and direct requests to the organisation's backend. */
const HOSTED = isHostedMode();

/** Settings resources edited by the generic list and editor: page id → table segment. */
const RESOURCE_TABLES: Readonly<Record<string, string>> = {
  topologies: 'topologies',
  teams: 'teams',
  rules: 'rules',
  'config-scrapers': 'config_scrapers',
  'config-analyzers': 'config_analyzers',
  'log-backends': 'logging_backends',
  views: 'views',
};

/** The element of each page the reference app has built, by page id; paths, titles and the not-built list come from the areas. */
const ELEMENTS: Readonly<Record<string, ReactNode>> = {
  login: <LoginPage />,
  registration: <RegistrationPage />,
  recovery: <RecoveryPage />,
  verification: <VerificationPage />,
  profileSettings: <ProfileSettingsPage />,
  flowError: <FlowErrorPage />,
  health: <HealthRoute />,
  healthView: <HealthViewRoute />,
  topology: <TopologyRoute />,
  component: <TopologyRoute />,
  topologyView: <TopologyViewRoute />,
  catalog: <CatalogRoute />,
  catalogScrapers: <CatalogScrapersRoute />,
  catalogScraper: <CatalogScraperRoute />,
  catalogChanges: <CatalogChangesRoute />,
  catalogInsights: <CatalogInsightsRoute />,
  catalogItem: <CatalogItemRoute />,
  canaries: <ResourceListRoute table="canaries" />,
  'canary-new': <CanaryEditorRoute />,
  // The typed check editor; the generic one is `?editor=resource` (CanaryEditorRoute).
  canary: <CanaryEditorRoute />,
  playbookRun: <PlaybookRunRoute />,
  incident: <IncidentRoute />,
  jobs: <JobHistoryRoute />,
  connections: <ConnectionsRoute />,
  integrations: <IntegrationsRoute />,
  integration: <IntegrationsRoute />,
  ...Object.fromEntries(
    Object.entries(RESOURCE_TABLES).flatMap(([id, table]) => [
      [id, <ResourceListRoute table={table} />],
      [`${id}-editor`, <ResourceEditorRoute table={table} />],
    ]),
  ),
  'team-members': <TeamMembersRedirect />,
  permissions: <PermissionsRoute />,
  'access-scopes': <AccessScopesRoute />,
  // Hosted: people belong to the platform's organisations, not to this console.
  users: HOSTED ? <NotFoundRoute /> : <UsersRoute />,
  orgsSwitched: <OrgsSwitchedRoute />,
  tokens: <TokensRoute />,
  'feature-flags': <FeatureFlagsRoute />,
  agents: <AgentsRoute />,
  'event-queue': <EventQueueRoute />,
  ...NOTIFICATION_ELEMENTS,
  ...PLAYBOOK_ELEMENTS,
  ...INCIDENT_ELEMENTS,
  ...APPLICATION_ELEMENTS,
  ...VIEW_ELEMENTS,
  ...LOG_ELEMENTS,
};

function elementOf(page: AreaPage): ReactNode {
  if (page.redirectTo) return <Navigate to={consolePage(page.redirectTo).path} replace />;
  const element = ELEMENTS[page.id];
  // Opened by its address, a page is gated like its sidebar entry (read on its resource).
  return element ? <PageGate page={page}>{element}</PageGate> : <NotBuiltRoute title={page.title} />;
}

function pageRoute(page: AreaPage) {
  return <Route key={page.id} path={mountPath(page)} element={elementOf(page)} />;
}

const NO_FEATURES = {};

function OrgsSwitchedRoute() {
  useShellTitle(consolePage('orgsSwitched').title);
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
    <HostedConsoleProvider
      client={client}
      router={router}
      user={signedOut ? null : undefined}
      features={signedOut ? NO_FEATURES : undefined}
      organizations={signedOut ? undefined : organizations}
      organizationClient={organizationClient}
    >
      {children}
    </HostedConsoleProvider>
  );
}

export function App() {
  return (
    <BrowserRouter>
      <ConsoleRoot>
        <Routes>
          {CONSOLE_PAGES.filter((page) => page.layout === 'bare').map(pageRoute)}
          <Route element={<ShellLayout />}>
            {CONSOLE_PAGES.filter((page) => page.layout !== 'bare').map(pageRoute)}
            <Route path="*" element={<NotFoundRoute />} />
          </Route>
        </Routes>
      </ConsoleRoot>
    </BrowserRouter>
  );
}
