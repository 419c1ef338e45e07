export { PermissionDialog } from './PermissionDialog';
export type { PermissionDialogProps } from './PermissionDialog';
