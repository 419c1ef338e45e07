export { CreateIncidentDialog } from './CreateIncidentDialog';
export type { CreateIncidentDialogProps } from './CreateIncidentDialog';
