export { CARD_CHILD_LIMIT, CardSkeleton, TopologyCard } from './TopologyCard';
export type { TopologyCardProps } from './TopologyCard';
