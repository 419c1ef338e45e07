export { AttachAsEvidenceButton, useCanAttachEvidence } from './AttachAsEvidenceButton';
export type { AttachAsEvidenceButtonProps } from './AttachAsEvidenceButton';
