export { PermissionDialog } from './PermissionDialog';
export type { PermissionDialogProps } from './PermissionDialog';
export { PermissionsPage } from './PermissionsPage';
export type { PermissionsPageProps } from './PermissionsPage';
