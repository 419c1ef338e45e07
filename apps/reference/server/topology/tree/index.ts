export { registerTopologyTree, topologyTree } from './routes';
export { parseTopologyParams } from './params';
export type { TopologyParams } from './params';
export type { TopologyTreeResponse, TreeComponent } from './assemble';
