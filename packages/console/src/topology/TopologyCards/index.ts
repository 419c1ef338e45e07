export { CARDS_STEP, TopologyCards } from './TopologyCards';
export type { TopologyCardsProps } from './TopologyCards';
