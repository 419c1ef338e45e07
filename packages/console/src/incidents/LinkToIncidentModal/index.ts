export { LinkToIncidentModal } from './lazy';
export type { LinkToIncidentModalProps } from './LinkToIncidentModal';
