export { AgentsPage, agentInstallCommand, DEFAULT_AGENT_ID } from './AgentsPage';
export type { AgentsPageProps } from './AgentsPage';
