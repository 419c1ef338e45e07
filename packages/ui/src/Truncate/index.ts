export { Truncate } from './Truncate';
export type { TruncateProps } from './Truncate';
