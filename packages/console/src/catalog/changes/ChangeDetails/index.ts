export { ChangeDetails } from './ChangeDetails';
export type { ChangeDetailsProps } from './ChangeDetails';
