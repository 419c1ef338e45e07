export { UsersPage } from './UsersPage';
export type { UsersPageProps } from './UsersPage';
export { InviteUserDialog } from './InviteUserDialog';
export type { InviteUserDialogProps } from './InviteUserDialog';
export { NO_TEAM_MEMBERS, TeamMembers } from './TeamMembers';
export type { TeamMembersProps } from './TeamMembers';
