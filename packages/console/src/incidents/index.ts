export { AttachAsEvidenceButton, useCanAttachEvidence } from './AttachAsEvidenceButton';
export type { AttachAsEvidenceButtonProps } from './AttachAsEvidenceButton';
export { LinkToIncidentModal } from './LinkToIncidentModal';
export type { LinkToIncidentModalProps } from './LinkToIncidentModal';
