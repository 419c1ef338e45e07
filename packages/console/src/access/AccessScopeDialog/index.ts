export { AccessScopeDialog, DELETE_ACCESS_SCOPE_CONFIRM } from './AccessScopeDialog';
export type { AccessScopeDialogProps } from './AccessScopeDialog';
