export { PermissionsPage } from './PermissionsPage';
export type { PermissionsPageProps } from './PermissionsPage';
