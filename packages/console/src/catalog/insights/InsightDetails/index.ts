export { InsightDetails } from './InsightDetails';
export type { InsightDetailsProps } from './InsightDetails';
