export { InviteUserDialog } from './InviteUserDialog';
export type { InviteUserDialogProps } from './InviteUserDialog';
