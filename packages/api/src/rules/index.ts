// `@mission-control/api/rules`: domain rules the console and the server share (roles, features, token
// scopes, access scopes, permission forms, playbook parameters, check filters), with the pure time and
// check rules of @mission-control/core the server reads through api.
export { RESOURCE_AREAS, ROLES, can, canRunChecks, isAdmin, isViewer } from './roles';
export type { Action, HasRoles, ResourceArea, Role } from './roles';
export { FEATURES, FEATURE_PARENTS, isFeatureEnabled } from './features';
export type { Feature, PropertySource } from './features';
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
} from './tokenScopes';
export type {
  ScopeLevel,
  ScopeLevels,
  TokenExpiry,
  TokenFormInput,
  TokenFormValues,
  TokenPreset,
  TokenScopeObject,
} from './tokenScopes';
export {
  ACCESS_SCOPE_MESSAGES,
  accessScopeFormSchema,
  accessScopeFormScopeSchema,
  applyResourceSelection,
  matchesAccessScope,
  parseNames,
  toAccessScopePayload,
} from './accessScope';
export type { AccessScopeFormInput, AccessScopeFormValues, ScopedResource } from './accessScope';
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
} from './permissionForm';
export type { PermissionFormInput, PermissionFormValues, PermissionResourceKind } from './permissionForm';
export {
  IDENTITY_MESSAGES,
  flowErrorRedirectsHome,
  sessionCheckNeedsSecondFactor,
  sessionErrorMessage,
  whoamiFailureMeansProvisioning,
} from './identityFlow';
export { classifyFlowError } from './flowError';
export type { FlowErrorAction } from './flowError';
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
} from './checks';
export type { DurationFilterResult } from './checks';
export {
  CANARY_SETTINGS_KEYS,
  MatchExpressionError,
  UNIT_MS,
  isEmptyMatchExpression,
  matchesExpression,
  parseDateMath,
  parseDuration,
  parseMatchExpression,
} from '@mission-control/core';
export type { DateMathOptions, MatchExpression, MatchPattern, MatchPatternKind } from '@mission-control/core';
// The topology roll-up (upstream's rules): the server computes the tree with it, the console sorts cards with it.
export {
  addSummary,
  buildTree,
  cutTree,
  findInTree,
  flattenTree,
  headlinePropertyNames,
  isTopologySortBy,
  rollUp,
  sortComponents,
  summaryStatus,
  worstHealth,
} from '@mission-control/core/topology';
export type {
  ComponentNode,
  ComponentRow,
  RolledComponent,
  TopologyExpressionContext,
  TopologyExpressionEvaluator,
  TopologySortBy,
  TopologySortOrder,
} from '@mission-control/core/topology';
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
} from './playbookParams';
export type { ParamListOption, ParamPattern, ParamRuleProblem } from './playbookParams';
export { PARAM_REGEX_PROGRAM_LIMIT, PARAM_REGEX_STEP_LIMIT, PatternStepLimitError } from './playbookParamsRegex';
export type { LinearPattern } from './playbookParamsRegex';
export { MAX_SCHEMA_PROBLEMS, formatSchemaPath, formatSchemaProblem, validateJsonSchema } from './jsonSchema';
export type { JsonSchema, JsonType, SchemaProblem } from './jsonSchema';
export { PLAYBOOK_ACTION_TYPES, playbookSpecJsonSchema } from './playbookSpecSchema';
export type { PlaybookActionType } from './playbookSpecSchema';
export { playbookSpecError, playbookSpecProblems } from './playbookSpec';
export {
  VIEW_SPEC_COLUMN_TYPES,
  VIEW_SPEC_PANEL_TYPES,
  viewSpecError,
  viewSpecJsonSchema,
  viewSpecProblems,
} from './viewSpecSchema';
export type { ViewSpecColumnType, ViewSpecPanelType } from './viewSpecSchema';
