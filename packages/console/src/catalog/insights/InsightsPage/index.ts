export { InsightsPage } from './InsightsPage';
export type { InsightsPageProps } from './InsightsPage';
