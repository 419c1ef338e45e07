export { FeatureFlagsPage } from './FeatureFlagsPage';
export type { FeatureFlagsPageProps } from './FeatureFlagsPage';
export { AgentsPage, agentInstallCommand, DEFAULT_AGENT_ID } from './AgentsPage';
export type { AgentsPageProps } from './AgentsPage';
export { EventQueuePage } from './EventQueuePage';
export type { EventQueuePageProps } from './EventQueuePage';
