// `@mission-control/api/schemas`: the zod schemas of every request and response, and their types.
export { mapped } from './common';
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
} from './canary';
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
} from './canary';
export { CHECK_TYPES, checkResourceSchema, checkSpecSchema, detectCheckType } from './checkResource';
export type { CheckResource, CheckSpec, CheckTypeKey } from './checkResource';
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
} from './people';
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
} from './people';
export {
  backendVersion,
  featureFlagSchema,
  propertiesResponseSchema,
  propertyRowSchema,
  propertySchema,
  versionInfoSchema,
} from './properties';
export type { FeatureFlag, Property, PropertyRow, VersionInfo } from './properties';
export {
  createTokenRequestSchema,
  createTokenResponseSchema,
  tokenListItemSchema,
  tokenListResponseSchema,
  tokenScopeEntrySchema,
} from './tokens';
export type {
  CreateTokenRequest,
  CreateTokenResponse,
  TokenListItem,
  TokenListResponse,
  TokenScopeEntry,
} from './tokens';
export { ACCESS_SCOPE_RESOURCES, accessScopeSchema, scopeSchema } from './accessScope';
export type { AccessScope, AccessScopeResource, Scope } from './accessScope';
export {
  PERMISSION_ACTIONS,
  PERMISSION_GLOBAL_OBJECTS,
  PERMISSION_ROLE_SUBJECTS,
  PERMISSION_SUBJECT_TYPES,
  PLAYBOOK_PERMISSION_ACTIONS,
  objectSelectorSchema,
  permissionSchema,
  permissionSummarySchema,
} from './permission';
export type { ObjectSelector, Permission, PermissionSubjectType, PermissionSummary } from './permission';
export {
  PLAYBOOK_PARAMETER_TYPES,
  PLAYBOOK_RUN_STATUSES,
  PLAYBOOK_SOURCES,
  playbookParameterSchema,
  playbookParamsRequestSchema,
  playbookParamsResponseSchema,
  playbookRunActionSchema,
  playbookRunApprovalSchema,
  playbookRunRequestSchema,
  playbookRunResponseSchema,
  playbookRunSchema,
  playbookSchema,
  playbookSpecSchema,
} from './playbook';
export type {
  Playbook,
  PlaybookParameter,
  PlaybookParamsRequest,
  PlaybookParamsResponse,
  PlaybookRun,
  PlaybookRunAction,
  PlaybookRunApproval,
  PlaybookRunRequest,
  PlaybookRunResponse,
} from './playbook';
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
} from './incident';
export type { Evidence, EvidenceLinkPayload, Hypothesis, Incident, LinkToIncidentForm } from './incident';
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
} from './connection';
export type { Connection, ConnectionForm, ConnectionFormInput, ConnectionType, EnvVar } from './connection';
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
} from './resources';
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
} from './resources';
export {
  DATE_FORMATS,
  DEFAULT_DATE_FORMAT,
  dateFormatOptionSchema,
  preferencesSchema,
  timeRangeSchema,
  timezoneOptionSchema,
} from './preferences';
export type { DateFormat, Preferences, TimeRangePreference, TimezoneOption } from './preferences';
export {
  IDENTITY_FLOW_TYPES,
  flowErrorSchema,
  identityErrorBodySchema,
  identityFlowSchema,
  identitySubmitResultSchema,
  logoutFlowSchema,
  uiNodeSchema,
} from './identityFlow';
export type { FlowError, IdentityFlow, IdentityFlowType, LogoutFlow, UiNode, UiText } from './identityFlow';
export { errorBodySchema } from './errorBody';
export type { ErrorBody } from './errorBody';
export {
  CATALOG_COST_RANGES,
  CATALOG_COST_RANGE_MESSAGE,
  CATALOG_SUMMARY_MAX_FILTERS,
  CATALOG_SUMMARY_MAX_GROUP_BY,
  catalogSummaryGroupSchema,
  catalogSummaryGroupsSchema,
  catalogSummaryRequestSchema,
} from './catalog';
export type { CatalogCostRange, CatalogSummaryGroup, CatalogSummaryRequestBody } from './catalog';
export {
  CHANGE_RECURSIVE_MODES,
  CHANGE_SEVERITIES,
  CHANGE_SORT_COLUMNS,
  CHANGES_DEFAULT_DEPTH,
  CHANGES_DEFAULT_FROM,
  CHANGES_DEFAULT_PAGE_SIZE,
  CHANGES_MAX_DEPTH,
  CHANGES_MAX_OFFSET,
  CHANGES_MAX_PAGE_SIZE,
  CHANGES_MAX_TEXT,
  changeRowSchema,
  changeSortOf,
  changesSearchRequestSchema,
  changesSearchResponseSchema,
  severityLevels,
} from './changes';
export type {
  ChangeRecursiveMode,
  ChangeRow,
  ChangeSeverity,
  ChangeSortColumn,
  ChangesSearchRequest,
  ChangesSearchResponse,
} from './changes';
