export { createClient } from './client';
export type { MissionControlClient } from './client';
export { createTransport, encodeQuery, firstIssuePath, parseWith } from './transport';
export type {
  ClientConfig,
  HttpRequest,
  HttpResponse,
  HttpTransport,
  Query,
  QueryValue,
  RequestOptions,
  TokenScheme,
  TransportMode,
} from './transport';
export { ApiError, ERROR_MESSAGES, isApiError, kindForStatus, messageFromBody } from './errors';
export type { ApiErrorKind } from './errors';

export { topologyResponseSchema } from './areas/canary';
export type { CanaryClient, CheckSummaryOptions, GraphParams, TopologyResponse } from './areas/canary';
export { rangeKeyToMinutes } from './areas/db';
export type { CheckStatusesParams, DbClient, DbPage, DbReadOptions, DbWriteOptions } from './areas/db';
export { validateBody } from './areas/auth';
export type { AuthClient, EffectiveAccess } from './areas/auth';
export type { PropertiesClient, VersionClient } from './areas/properties';

export {
  PostgrestQuery,
  QueryBuildError,
  assertColumn,
  conditionParam,
  escapeLike,
  from,
  orderParam,
  quoteValue,
  totalFromContentRange,
} from './postgrest/query';
export type {
  Condition,
  CountMode,
  Filter,
  FilterOperator,
  IsValue,
  LogicGroup,
  OrderTerm,
  Scalar,
} from './postgrest/query';

export {
  LOCAL_AGENT_ID,
  canaryAboutSchema,
  canarySchema,
  checkResultSchema,
  checkSchema,
  checkStatusSchema,
  checkSummaryRequestSchema,
  checkSummaryResponseSchema,
  checkSummarySchema,
  graphBucketSchema,
  graphResponseSchema,
  latencySchema,
  uptimeSchema,
} from './schemas/canary';
export type {
  Canary,
  CanaryAbout,
  Check,
  CheckResult,
  CheckStatus,
  CheckSummary,
  CheckSummaryRequest,
  CheckSummaryResponse,
  GraphBucket,
  GraphResponse,
  Latency,
  Uptime,
} from './schemas/canary';
export { CHECK_TYPES, checkResourceSchema, checkSpecSchema, detectCheckType } from './schemas/checkResource';
export type { CheckResource, CheckSpec, CheckTypeKey } from './schemas/checkResource';
export {
  currentUserFromWhoami,
  identitySchema,
  inviteUserRequestSchema,
  inviteUserResponseSchema,
  personRolesSchema,
  personSchema,
  rbacPermissionSchema,
  successMessageSchema,
  teamMemberSchema,
  teamSchema,
  whoamiResponseSchema,
} from './schemas/people';
export type {
  CurrentUser,
  Identity,
  InviteUserRequest,
  InviteUserResponse,
  Person,
  PersonRoles,
  RbacPermission,
  Team,
  TeamMember,
  WhoamiResponse,
} from './schemas/people';
export {
  backendVersion,
  featureFlagSchema,
  propertiesResponseSchema,
  propertyRowSchema,
  propertySchema,
  versionInfoSchema,
} from './schemas/properties';
export type { FeatureFlag, Property, PropertyRow, VersionInfo } from './schemas/properties';
export {
  createTokenRequestSchema,
  createTokenResponseSchema,
  tokenListItemSchema,
  tokenListResponseSchema,
  tokenScopeEntrySchema,
} from './schemas/tokens';
export type {
  CreateTokenRequest,
  CreateTokenResponse,
  TokenListItem,
  TokenListResponse,
  TokenScopeEntry,
} from './schemas/tokens';

export { RESOURCE_AREAS, ROLES, can, canRunChecks, isAdmin, isViewer } from './rules/roles';
export type { Action, HasRoles, ResourceArea, Role } from './rules/roles';
export { FEATURES, FEATURE_PARENTS, isFeatureEnabled } from './rules/features';
export type { Feature, PropertySource } from './rules/features';
export {
  DEFAULT_TOKEN_EXPIRY,
  DEFAULT_TOKEN_PRESET,
  MCP_SETUP_LEVELS,
  PLAYBOOK_SCOPE_ACTIONS,
  SCOPE_LEVEL_OPTIONS,
  TOKEN_EXPIRY_OPTIONS,
  TOKEN_PRESETS,
  TOKEN_SCOPE_ACTIONS,
  TOKEN_SCOPE_OBJECTS,
  expiryToWire,
  levelActions,
  levelsFromPreset,
  scopeFromLevels,
  scopeFromPreset,
  toCreateTokenRequest,
  tokenFormSchema,
} from './rules/tokenScopes';
export type {
  ScopeLevel,
  ScopeLevels,
  TokenExpiry,
  TokenFormInput,
  TokenFormValues,
  TokenPreset,
  TokenScopeObject,
} from './rules/tokenScopes';
export { ACCESS_SCOPE_RESOURCES, accessScopeSchema, scopeSchema } from './schemas/accessScope';
export type { AccessScope, AccessScopeResource, Scope } from './schemas/accessScope';
export {
  ACCESS_SCOPE_MESSAGES,
  accessScopeFormSchema,
  accessScopeFormScopeSchema,
  applyResourceSelection,
  matchesAccessScope,
  parseNames,
  toAccessScopePayload,
} from './rules/accessScope';
export type { AccessScopeFormInput, AccessScopeFormValues, ScopedResource } from './rules/accessScope';
export {
  PERMISSION_ACTIONS,
  PERMISSION_GLOBAL_OBJECTS,
  PERMISSION_ROLE_SUBJECTS,
  PERMISSION_SUBJECT_TYPES,
  PLAYBOOK_PERMISSION_ACTIONS,
  objectSelectorSchema,
  permissionSchema,
  permissionSummarySchema,
} from './schemas/permission';
export type { ObjectSelector, Permission, PermissionSubjectType, PermissionSummary } from './schemas/permission';
export {
  PERMISSION_RESOURCE_KINDS,
  REQUIRED_MESSAGE,
  RESOURCE_KIND_FIELD,
  SUBJECT_KIND_FIELD,
  changeResourceKind,
  changeSubjectKind,
  permissionFormSchema,
  resourceKindOf,
  toPermissionPayload,
} from './rules/permissionForm';
export type { PermissionFormInput, PermissionFormValues, PermissionResourceKind } from './rules/permissionForm';
export type { CreateFlowOptions, IdentityClient } from './areas/identity';
export { agentCredentialsSchema } from './areas/agents';
export type { AgentCredentials, AgentsClient } from './areas/agents';
export type { CatalogClient } from './areas/catalog';
export type { ConnectionsClient } from './areas/connections';
export type { LogsClient } from './areas/logs';
export type { NotificationClient } from './areas/notifications';
export type { PeopleClient } from './areas/people';
export type { PlaybookClient, PlaybookTarget } from './areas/playbooks';
export type { RbacClient } from './areas/rbac';
export type { ResourcesClient } from './areas/resources';
export type { ViewsClient } from './areas/views';
export {
  PLAYBOOK_PARAMETER_TYPES,
  PLAYBOOK_RUN_STATUSES,
  PLAYBOOK_SOURCES,
  playbookParameterSchema,
  playbookParamsRequestSchema,
  playbookParamsResponseSchema,
  playbookRunActionSchema,
  playbookRunRequestSchema,
  playbookRunResponseSchema,
  playbookRunSchema,
  playbookSchema,
  playbookSpecSchema,
} from './schemas/playbook';
export type {
  Playbook,
  PlaybookParameter,
  PlaybookParamsRequest,
  PlaybookParamsResponse,
  PlaybookRun,
  PlaybookRunAction,
  PlaybookRunRequest,
  PlaybookRunResponse,
} from './schemas/playbook';
export {
  EVIDENCE_TYPES,
  HYPOTHESIS_STATUSES,
  HYPOTHESIS_TYPES,
  INCIDENT_SEVERITIES,
  INCIDENT_STATUSES,
  INCIDENT_TYPES,
  evidenceLinkPayloadSchema,
  evidenceSchema,
  hypothesisSchema,
  incidentSchema,
  linkToIncidentFormSchema,
  toEvidenceRow,
} from './schemas/incident';
export type { Evidence, EvidenceLinkPayload, Hypothesis, Incident, LinkToIncidentForm } from './schemas/incident';
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
export {
  CONNECTION_DEFAULTS,
  CONNECTION_TYPES,
  CONNECTION_TYPE_GROUPS,
  EMAIL_AUTH_METHODS,
  EMAIL_ENCRYPTION_METHODS,
  HIDDEN_CONNECTION_TYPES,
  WEBHOOK_METHODS,
  connectionFormDefaults,
  connectionFormSchema,
  connectionSchema,
  connectionTestResponseSchema,
  envVarSchema,
  isNotificationConnection,
} from './schemas/connection';
export type { Connection, ConnectionForm, ConnectionFormInput, ConnectionType, EnvVar } from './schemas/connection';
export {
  JOB_STATUSES,
  RESOURCE_SEARCH_KINDS,
  agentSchema,
  catalogChangeSchema,
  catalogChangesRequestSchema,
  catalogChangesResponseSchema,
  jobHistorySchema,
  loggingBackendSchema,
  logsRequestSchema,
  notificationSchema,
  notificationSilenceRequestSchema,
  notificationSilenceSchema,
  notificationSummaryRequestSchema,
  resourceSearchItemSchema,
  resourceSearchRequestSchema,
  resourceSearchResponseSchema,
  topologySchema,
  viewSchema,
  withSelectorDefaults,
} from './schemas/resources';
export type {
  Agent,
  CatalogChange,
  CatalogChangesRequest,
  CatalogChangesResponse,
  JobHistory,
  LoggingBackend,
  LogsRequest,
  Notification,
  NotificationSilence,
  NotificationSilenceRequest,
  NotificationSummaryRequest,
  ResourceSearchItem,
  ResourceSearchRequest,
  ResourceSearchResponse,
  Topology,
  View,
} from './schemas/resources';
export {
  DATE_FORMATS,
  DEFAULT_DATE_FORMAT,
  dateFormatOptionSchema,
  preferencesSchema,
  timeRangeSchema,
  timezoneOptionSchema,
} from './schemas/preferences';
export type { DateFormat, Preferences, TimeRangePreference, TimezoneOption } from './schemas/preferences';
export {
  IDENTITY_FLOW_TYPES,
  flowErrorSchema,
  identityErrorBodySchema,
  identityFlowSchema,
  identitySubmitResultSchema,
  logoutFlowSchema,
  uiNodeSchema,
} from './schemas/identityFlow';
export type { FlowError, IdentityFlow, IdentityFlowType, LogoutFlow, UiNode, UiText } from './schemas/identityFlow';
export {
  IDENTITY_MESSAGES,
  classifyFlowError,
  flowErrorRedirectsHome,
  sessionCheckNeedsSecondFactor,
  sessionErrorMessage,
  whoamiFailureMeansProvisioning,
} from './rules/identityFlow';
export type { FlowErrorAction } from './rules/identityFlow';
export {
  SETTINGS_LIST_LIMIT,
  accessScopesQuery,
  agentNamesQuery,
  agentsQuery,
  canaryQuery,
  checkDetailQuery,
  connectionsQuery,
  hypothesesQuery,
  incidentSearchQuery,
  jobHistoriesQuery,
  peopleQuery,
  peopleWithRoleQuery,
  permissionQuery,
  permissionsSummaryQuery,
  settingsListQuery,
  teamMembersQuery,
  teamsQuery,
  triStateToFilter,
  viewsQuery,
} from './queries';
export type { JobHistoryParams, PageParams } from './queries';
export {
  CHECK_TIME_RANGES,
  DEFAULT_CHECK_TIME_RANGE,
  DURATION_FILTER_ERROR,
  DURATION_FILTER_OPTIONS,
  GRAPH_FETCH_COUNT,
  STATUS_FILTER_OPTIONS,
  STATUS_HISTORY_PAGE_SIZE,
  checkDisplayName,
  parseDurationFilter,
} from './rules/checks';
export type { DurationFilterResult } from './rules/checks';
// Pure time and check rules from @mission-control/core that the server reads through api (server → api → core).
export { CANARY_SETTINGS_KEYS, UNIT_MS, parseDateMath, parseDuration } from '@mission-control/core';
export type { DateMathOptions } from '@mission-control/core';
export { MCP_INITIALIZE_REQUEST, MCP_PROTOCOL_VERSION, mcpClientConfig, mcpEndpoint, tokenAuthorization } from './mcp';
export {
  DEFAULT_PARAM_BYTE_UNIT,
  PARAM_BYTE_UNITS,
  PARAM_REGEX_INPUT_LIMIT,
  PARAM_REGEX_PATTERN_LIMIT,
  compileParamPattern,
  isBlankParamValue,
  isListedParamOption,
  paramListOptions,
  paramNumberProperty,
  paramPatternProblem,
  paramTextProblem,
  playbookParamLabel,
  withDefaultByteUnit,
} from './rules/playbookParams';
export type { ParamListOption, ParamPattern, ParamRuleProblem } from './rules/playbookParams';
export { PARAM_REGEX_PROGRAM_LIMIT } from './rules/playbookParamsRegex';
export type { LinearPattern } from './rules/playbookParamsRegex';
