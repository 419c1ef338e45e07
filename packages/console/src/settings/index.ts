export { JobHistoryPage } from './JobHistoryPage';
export type { JobHistoryPageProps } from './JobHistoryPage';
export { JobDetailsDialog, JobErrors } from './JobDetailsDialog';
export type { JobDetailsDialogProps } from './JobDetailsDialog';
export {
  JOB_HISTORY_DEFAULT_RANGE,
  JOB_HISTORY_DEFAULT_STATUS,
  JOB_HISTORY_PAGE_SIZE,
  decodeJobHistoryUrl,
} from './model/jobHistoryUrl';
export { ConnectionsPage, UNAUTHORIZED_MESSAGE } from './connections/ConnectionsPage';
export type { ConnectionsPageProps } from './connections/ConnectionsPage';
export { ConnectionForm } from './connections/ConnectionForm';
export type { ConnectionFormProps } from './connections/ConnectionForm';
export { CONNECTION_FIELDS, CONNECTION_GROUPS } from './connections/model/connectionFields';
export { shoutrrrUrl } from './connections/model/shoutrrr';
export { ResourceListPage, NO_RESOURCES } from './ResourceListPage';
export type { ResourceListPageProps } from './ResourceListPage';
export { ResourceEditor, DELETE_CONFIRM, EDITOR_SCHEDULES } from './ResourceEditor';
export type { ResourceEditorProps } from './ResourceEditor';
export { RESOURCE_KINDS, resourceKind, sourceNote } from './model/resourceKinds';
export { listedResourceKind } from './model/resourceKindList';
export type { ResourceKind } from './model/resourceKindList';
export { IntegrationsPage } from './integrations/IntegrationsPage/IntegrationsPage';
export type { IntegrationsPageProps } from './integrations/IntegrationsPage/IntegrationsPage';
export { AddIntegrationDialog } from './integrations/AddIntegrationDialog/AddIntegrationDialog';
export type {
  AddIntegrationDialogProps,
  DirectIntegration,
} from './integrations/AddIntegrationDialog/AddIntegrationDialog';
export {
  GITOPS_NOTE,
  GITOPS_OPTIONS,
  helmCommands,
  helmReleaseYaml,
  validateValues,
} from './integrations/model/gitops';
