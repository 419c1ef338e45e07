export { Duration } from './Duration';
export type { DurationProps } from './Duration';
