// `@mission-control/api`: the client, its transport and errors, the area clients' types, and (re-exported)
// every subpath: `./schemas`, `./rules`, `./postgrest`, `./queries`.
export { createClient } from './client';
export type { MissionControlClient } from './client';
export { createTransport, encodeQuery, firstIssuePath, parseWith } from './transport';
export type {
  ClientConfig,
  HttpRequest,
  HttpResponse,
  HttpTransport,
  ParseIssues,
  Query,
  QueryValue,
  RequestOptions,
  Schema,
  TokenScheme,
  TransportMode,
} from './transport';
export { ApiError, ERROR_MESSAGES, errorMessageOf, isApiError, kindForStatus, messageFromBody } from './errors';
export type { ApiErrorKind } from './errors';

export type { CanaryClient, CheckSummaryOptions, GraphParams } from './areas/canary';
export {
  componentHealthSchema,
  componentPropertySchema,
  componentSummarySchema,
  componentCheckLinkSchema,
  componentCheckSchema,
  componentChecksQuery,
  topologyComponentFieldsSchema,
  topologyComponentSchema,
  topologyResponseSchema,
  topologyRunSchema,
} from './areas/topology';
export type {
  ComponentCheck,
  ComponentProperty,
  ComponentSummary,
  TopologyComponent,
  TopologyQuery,
  TopologyResponse,
  TopologyClient,
  TopologyRun,
} from './areas/topology';
export { rangeKeyToMinutes } from './areas/db';
export type { CheckStatusesParams, DbClient, DbPage, DbReadOptions, DbWriteOptions } from './areas/db';
export { validateBody } from './areas/auth';
export type { AuthClient, EffectiveAccess } from './areas/auth';
export type { PropertiesClient, VersionClient } from './areas/properties';

export type { CreateFlowOptions, IdentityClient } from './areas/identity';
export { agentCredentialsSchema } from './areas/agents';
export type { AgentCredentials, AgentsClient } from './areas/agents';
export {
  CATALOG_ITEM_COLUMNS,
  CATALOG_OPTIONS_LIMIT,
  CATALOG_SORT_COLUMNS,
  catalogItemRowSchema,
  catalogItemsQuery,
  configKeyValueRowSchema,
  configLabelsQuery,
  configStatusesQuery,
  configStatusRowSchema,
  configTagsQuery,
  configTypeRowSchema,
  configTypesQuery,
  labelFilterOf,
  scraperRunResultSchema,
  scrapersWithStatusQuery,
  scraperWithStatusSchema,
  splitLabelItem,
} from './areas/catalog';
export type {
  CatalogClient,
  CatalogItemRow,
  CatalogItemsParams,
  CatalogSortColumn,
  ConfigKeyValueRow,
  ScraperWithStatus,
} from './areas/catalog';
export {
  configCheckSchema,
  configChecksQuery,
  configDetailQuery,
  configDetailSchema,
  configDetailSummarySchema,
  configPlaybookRunsQuery,
  configPropertySchema,
  RELATED_CONFIGS_MAX_DEPTH,
  relatedConfigSchema,
  relatedConfigsQuery,
} from './areas/catalogItem';
export type {
  ConfigCheck,
  ConfigDetail,
  ConfigDetailSummary,
  ConfigProperty,
  RelatedConfig,
  RelatedConfigsParams,
  RelationshipDirection,
} from './areas/catalogItem';
export {
  ANALYSIS_SORT_COLUMNS,
  ANALYSIS_STATUSES,
  ANALYSIS_TYPES,
  CHANGE_DETAIL_COLUMNS,
  analyzerRowSchema,
  changeDetailQuery,
  changeDetailSchema,
  configAnalysisAnalyzersQuery,
  configAnalysisItemSchema,
  configAnalysisItemsQuery,
  configAnalysisQuery,
  configAnalysisSchema,
} from './areas/changes';
export type {
  AnalysisSortColumn,
  ChangeDetail,
  ChangesClient,
  ConfigAnalysis,
  ConfigAnalysisItem,
  ConfigAnalysisItemsParams,
} from './areas/changes';
export type { ConnectionsClient } from './areas/connections';
export type {
  ApplicationChangeEntry,
  ApplicationInput,
  ApplicationReport,
  ApplicationRow,
  ApplicationSelector,
  ApplicationSpec,
  ApplicationsClient,
  ApplicationUser,
} from './areas/applications';
export {
  applicationReportSchema,
  applicationRowSchema,
  applicationSelectorSchema,
  applicationSpecProblem,
  applicationSpecSchema,
} from './areas/applications';
export type { LogResult, LogsClient, LogSearchRequest, LogSearchResponse } from './areas/logs';
export { logResultSchema, logSearchRequestSchema, logSearchResponseSchema } from './areas/logs';
export type {
  NotificationClient,
  NotificationSilencePreview,
  NotificationSilenceSave,
  NotificationSilenceSaved,
  NotificationSummaryResponse,
} from './areas/notifications';
export {
  notificationSilencePreviewSchema,
  notificationSilenceSavedSchema,
  notificationSilenceSaveSchema,
  notificationSummaryResponseSchema,
  notificationSummaryRowSchema,
} from './areas/notifications';
export type { PeopleClient } from './areas/people';
export type { PlaybookClient, PlaybookTarget } from './areas/playbooks';
export type { RbacClient } from './areas/rbac';
export type { ResourcesClient } from './areas/resources';
export {
  viewColumnSchema,
  viewGaugeSchema,
  viewListItemSchema,
  viewListSchema,
  viewPanelSchema,
  viewRequestSchema,
  viewResultSchema,
  viewVariableSchema,
} from './areas/views';
export type {
  ViewColumn,
  ViewGauge,
  ViewListItem,
  ViewPanel,
  ViewRequest,
  ViewResult,
  ViewRunOptions,
  ViewsClient,
  ViewVariable,
} from './areas/views';
export { IncidentLinkError, linkToIncident, newIncidentRow, rootHypothesisRow } from './areas/incidents';
export type {
  EvidenceTarget,
  EvidenceType,
  HypothesisChoice,
  IncidentChoice,
  LinkStage,
  LinkToIncidentInput,
  LinkToIncidentResult,
} from './areas/incidents';
export { MCP_INITIALIZE_REQUEST, MCP_PROTOCOL_VERSION, mcpClientConfig, mcpEndpoint, tokenAuthorization } from './mcp';

// Everything the subpath entries export is also exported here, so existing imports keep working;
// new code imports the subpath that owns a symbol.
export * from './schemas/index';
export * from './rules/index';
export * from './postgrest/index';
export * from './queries';
