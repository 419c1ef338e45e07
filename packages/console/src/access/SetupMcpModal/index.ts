export { SetupMcpModal } from './lazy';
export type { SetupMcpModalProps } from './SetupMcpModal';
