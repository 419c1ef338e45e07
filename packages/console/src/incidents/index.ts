export { AttachAsEvidenceButton, useCanAttachEvidence } from './AttachAsEvidenceButton';
export type { AttachAsEvidenceButtonProps } from './AttachAsEvidenceButton';
export { LinkToIncidentModal } from './LinkToIncidentModal';
export type { LinkToIncidentModalProps } from './LinkToIncidentModal';
export { IncidentListPage } from './lazy';
export type { IncidentListPageProps } from './IncidentListPage/IncidentListPage';
