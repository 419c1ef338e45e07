export { mcpSetupText, TokenCreatedDialog, useMcpUrl } from './TokenCreatedDialog';
export type { TokenCreatedDialogProps } from './TokenCreatedDialog';
