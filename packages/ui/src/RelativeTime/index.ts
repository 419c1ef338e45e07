export { Age, RelativeTime } from './RelativeTime';
export type { RelativeTimeProps } from './RelativeTime';
