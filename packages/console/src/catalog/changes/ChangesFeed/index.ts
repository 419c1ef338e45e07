export { ChangesFeed } from './ChangesFeed';
export type { ChangesFeedProps } from './ChangesFeed';
