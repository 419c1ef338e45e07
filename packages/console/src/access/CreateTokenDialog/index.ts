export { CreateTokenDialog } from './CreateTokenDialog';
export type { CreateTokenDialogProps } from './CreateTokenDialog';
