export { RelationshipsGraph } from './RelationshipsGraph';
export type { RelationshipsGraphProps } from './RelationshipsGraph';
