export {
  ConsoleProvider,
  DEFAULT_STALE_TIME_MS,
  STATUS_HISTORY_STALE_TIME_MS,
  useCan,
  useConsole,
  useFeature,
  useCanRunChecks,
  useIsRestrictedMode,
  useOrganization,
  useRoutes,
  useSearchParams,
} from './provider/ConsoleProvider';
export { createRoutes, defaultRoutes, fillPath, routePaths } from './routes/routes';
export type { CheckHrefOptions, ConsoleRoutes, RouteName, RoutesOptions } from './routes/routes';
export { queryKeys } from './routes/queryKeys';
export { CONSOLE_AREAS, CONSOLE_PAGES, NOT_BUILT_PAGES, consolePage, defineArea, mountPath } from './areas';
export type { AreaDefinition, AreaNavEntry, AreaPage, NavSection } from './areas';
export type { ConsoleContextValue, ConsoleMode, ConsoleProviderProps } from './provider/ConsoleProvider';
export type { AccessAction, ConsoleUser, FeatureProperties } from './provider/access';
export { createBrowserRouterAdapter, createMemoryRouterAdapter } from './provider/router';
export type {
  MemoryRouterAdapter,
  NavigateOptions,
  RouterAdapter,
  RouterLinkProps,
  SearchParamsUpdate,
} from './provider/router';
export { createLocalStorage, createMemoryStorage } from './provider/storage';
export type { StorageAdapter } from './provider/storage';
export { HealthDashboard } from './health/HealthDashboard/HealthDashboard';
export type { HealthDashboardProps } from './health/HealthDashboard/HealthDashboard';
export { HealthView } from './health/HealthView';
export { CheckDetail, CheckEditor } from './health/lazy';
export type { CheckDetailProps } from './health/CheckDetail/CheckDetail';
export { CheckLink, checkHref } from './shared/CheckLink';
export type { CheckLinkProps } from './shared/CheckLink';
export { ResourceSelector } from './shared/ResourceSelector';
export type { ResourceRef, ResourceSelectorKind, ResourceSelectorProps } from './shared/ResourceSelector';
export type { CheckEditorProps } from './health/CheckEditor/CheckEditor';
export { CatalogPage, CatalogScraper, CatalogScrapers, NEW_SCRAPER_ID } from './catalog';
export type { CatalogPageProps, CatalogScraperProps, CatalogScrapersProps } from './catalog';
export { CatalogItemPage } from './catalog/item';
export type { CatalogItemPageProps } from './catalog/item';
export { CatalogChangesPage } from './catalog/changes';
export type { CatalogChangesPageProps } from './catalog/changes';
export { CatalogInsightsPage } from './catalog/insights';
export type { CatalogInsightsPageProps } from './catalog/insights';
export { ComponentSidebar, TopologyCard, TopologyCards, TopologyFilters, TopologyPage } from './topology';
export type {
  ComponentCheck,
  ComponentConfig,
  ComponentIncident,
  ComponentInsight,
  ComponentNode,
  ComponentSidebarProps,
  ComponentHealth,
  NestedCounts,
  NodeProperty,
  NodeSummary,
  PropertyLink,
  TopologyCardProps,
  TopologyCardsProps,
  TopologyFiltersProps,
  TopologyPageProps,
} from './topology';
export { PlaybooksMenu } from './playbooks/PlaybooksMenu';
export type { PlaybooksMenuProps } from './playbooks/PlaybooksMenu';
export { PlaybookRunDialog } from './playbooks/PlaybookRunDialog';
export type { PlaybookRunDialogProps } from './playbooks/PlaybookRunDialog';
export { AttachAsEvidenceButton, IncidentListPage, LinkToIncidentModal, useCanAttachEvidence } from './incidents';
export type { AttachAsEvidenceButtonProps, IncidentListPageProps, LinkToIncidentModalProps } from './incidents';
export { PlaybookRunDetail } from './playbooks/PlaybookRunDetail';
export type { PlaybookRunDetailProps } from './playbooks/PlaybookRunDetail';
export { PlaybookEditor, PlaybookRunsPage, PlaybooksPage } from './playbooks/lazy';
export type { PlaybookEditorProps } from './playbooks/PlaybookEditor/PlaybookEditor';
export type { PlaybookRunsPageProps } from './playbooks/PlaybookRunsPage';
export type { PlaybooksPageProps } from './playbooks/PlaybooksPage';
export { IncidentSummary } from './incidents/IncidentSummary';
export type { IncidentSummaryProps } from './incidents/IncidentSummary';
export {
  FlowErrorPage,
  FlowForm,
  LoginPage,
  loginHref,
  PROFILE_MESSAGE_TIMEOUT_MS,
  ProfileSettingsPage,
  RecoveryPage,
  RegistrationPage,
  safeReturnPath,
  SETTINGS_SECTIONS,
  useIdentityFlow,
  VerificationPage,
} from './account';
export type { FlowFormProps, IdentityFlowState, LoginPageProps, UseIdentityFlowOptions } from './account';
export { pageTitle, PRODUCT_NAME, usePageTitle } from './shell/usePageTitle';
export {
  AppShell,
  useShellTitle,
  buildNav,
  HelpMenu,
  MAIN_NAV,
  NotBuiltPage,
  NotFoundPage,
  PageGate,
  ProvisioningScreen,
  RequirePermission,
  SETTINGS_NAV,
  SIDEBAR_COLLAPSED_KEY,
  Sidebar,
  SkeletonPage,
  TopBar,
  UserGate,
  UserMenu,
  FRONTEND_VERSION,
  signOut,
} from './shell';
export type {
  AppShellProps,
  HelpMenuAction,
  NavItem,
  NotBuiltPageProps,
  NotFoundPageProps,
  PageGateProps,
  RequirePermissionProps,
  SidebarProps,
  SidebarView,
  TopBarProps,
} from './shell';
export {
  CARD_WIDTH,
  DateTime,
  PREFERENCE_KEYS,
  PreferencesForm,
  PreferencesMenu,
  RelativeTime,
  SHOW_HIDDEN_COMPONENTS_PARAM,
  useDatePreferences,
  usePreferences,
} from './preferences';
export type { ConsolePreferences } from './preferences';
export {
  CONNECTION_FIELDS,
  CONNECTION_GROUPS,
  ConnectionForm,
  ConnectionsPage,
  decodeJobHistoryUrl,
  JOB_HISTORY_DEFAULT_RANGE,
  JOB_HISTORY_DEFAULT_STATUS,
  JOB_HISTORY_PAGE_SIZE,
  JobDetailsDialog,
  JobErrors,
  JobHistoryPage,
  shoutrrrUrl,
  UNAUTHORIZED_MESSAGE,
} from './settings';
export type { ConnectionFormProps, ConnectionsPageProps, JobDetailsDialogProps, JobHistoryPageProps } from './settings';
export {
  DELETE_CONFIRM,
  EDITOR_SCHEDULES,
  listedResourceKind,
  NO_RESOURCES,
  RESOURCE_KINDS,
  ResourceEditor,
  resourceKind,
  ResourceListPage,
  sourceNote,
} from './settings';
export type { ResourceEditorProps, ResourceKind, ResourceListPageProps } from './settings';
export {
  AddIntegrationDialog,
  GITOPS_NOTE,
  GITOPS_OPTIONS,
  helmCommands,
  helmReleaseYaml,
  IntegrationsPage,
  validateValues,
} from './settings';
export type { AddIntegrationDialogProps, DirectIntegration, IntegrationsPageProps } from './settings';
export {
  AccessScopeDialog,
  AccessScopesPage,
  AgentsPage,
  agentInstallCommand,
  CLIPBOARD_MESSAGES,
  CreateTokenDialog,
  DEFAULT_AGENT_ID,
  DELETE_ACCESS_SCOPE_CONFIRM,
  EventQueuePage,
  FeatureFlagsPage,
  InviteUserDialog,
  KUBECONFIG_LEARN_MORE,
  KubeconfigModal,
  kubectlCommand,
  mcpSetupText,
  NO_TEAM_MEMBERS,
  PermissionDialog,
  PermissionsPage,
  scopeSummary,
  SetupMcpModal,
  TeamMembers,
  TokenCreatedDialog,
  TokensPage,
  useMcpUrl,
  UsersPage,
} from './access';
export type {
  AccessScopeDialogProps,
  AccessScopesPageProps,
  AgentsPageProps,
  CreateTokenDialogProps,
  EventQueuePageProps,
  FeatureFlagsPageProps,
  InviteUserDialogProps,
  KubeconfigModalProps,
  PermissionDialogProps,
  PermissionsPageProps,
  SetupMcpModalProps,
  TeamMembersProps,
  TokenCreatedDialogProps,
  TokensPageProps,
  UsersPageProps,
} from './access';
export {
  NotificationResourcePage,
  NotificationRulesPage,
  NotificationSilenceFormPage,
  NotificationSilencesPage,
  NotificationsPage,
} from './notifications';
export type {
  NotificationResourcePageProps,
  NotificationRulesPageProps,
  NotificationSilenceFormPageProps,
  NotificationSilencesPageProps,
  NotificationsPageProps,
} from './notifications';
export { ViewByNamePage, ViewContent, ViewPage } from './views';
export type { ViewByNamePageProps, ViewContentProps, ViewPageProps } from './views';
export { ApplicationReportPage, ApplicationsPage } from './applications';
export type { ApplicationReportPageProps, ApplicationsPageProps } from './applications';
export { LogsPage } from './logs';
export type { LogsPageProps } from './logs';
export { createDemoClient, DEMO_USER } from './demo';
export type { DemoClientOptions } from './demo';
export {
  createOrganizationClient,
  HostedConsoleProvider,
  HostedGate,
  hostedClientConfig,
  isDirect,
  ORGS_SWITCHED_PATH,
  OrgsSwitchedPage,
} from './hosted';
export type { HostedConsoleProviderProps, HostedGateProps, Organization, OrganizationAdapter } from './hosted';
