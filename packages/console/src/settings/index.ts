export { JobHistoryPage } from './jobs/JobHistoryPage';
export type { JobHistoryPageProps } from './jobs/JobHistoryPage';
export { JobDetailsDialog, JobErrors } from './jobs/JobDetailsDialog';
export type { JobDetailsDialogProps } from './jobs/JobDetailsDialog';
export {
  JOB_HISTORY_DEFAULT_RANGE,
  JOB_HISTORY_DEFAULT_STATUS,
  JOB_HISTORY_PAGE_SIZE,
  decodeJobHistoryUrl,
} from './jobs/jobHistoryUrl';
export { ConnectionsPage, UNAUTHORIZED_MESSAGE } from './connections/ConnectionsPage';
export type { ConnectionsPageProps } from './connections/ConnectionsPage';
export { ConnectionForm } from './connections/ConnectionForm';
export type { ConnectionFormProps } from './connections/ConnectionForm';
export { CONNECTION_FIELDS, CONNECTION_GROUPS } from './connections/connectionFields';
export { shoutrrrUrl } from './connections/shoutrrr';
export { ResourceListPage, NO_RESOURCES } from './resources/ResourceListPage';
export type { ResourceListPageProps } from './resources/ResourceListPage';
export { ResourceEditor, DELETE_CONFIRM, EDITOR_SCHEDULES } from './resources/ResourceEditor';
export type { ResourceEditorProps } from './resources/ResourceEditor';
export { RESOURCE_KINDS, resourceKind, sourceNote } from './resources/resourceKinds';
export { IntegrationsPage } from './integrations/IntegrationsPage';
export type { IntegrationsPageProps } from './integrations/IntegrationsPage';
export { AddIntegrationDialog } from './integrations/AddIntegrationDialog';
export type { AddIntegrationDialogProps, DirectIntegration } from './integrations/AddIntegrationDialog';
export { GITOPS_NOTE, GITOPS_OPTIONS, helmCommands, helmReleaseYaml, validateValues } from './integrations/gitops';
