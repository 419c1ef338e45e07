export { EventQueuePage } from './EventQueuePage';
export type { EventQueuePageProps } from './EventQueuePage';
