export { LinkToIncidentModal } from './LinkToIncidentModal';
export type { LinkToIncidentModalProps } from './LinkToIncidentModal';
