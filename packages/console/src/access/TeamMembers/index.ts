export { NO_TEAM_MEMBERS, TeamMembers } from './TeamMembers';
export type { TeamMembersProps } from './TeamMembers';
