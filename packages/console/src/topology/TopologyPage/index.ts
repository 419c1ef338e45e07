export { TopologyPage } from './TopologyPage';
export type { TopologyPageProps } from './TopologyPage';
