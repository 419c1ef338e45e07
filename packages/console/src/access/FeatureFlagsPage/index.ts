export { FeatureFlagsPage } from './FeatureFlagsPage';
export type { FeatureFlagsPageProps } from './FeatureFlagsPage';
