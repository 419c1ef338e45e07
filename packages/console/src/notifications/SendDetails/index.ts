export { SendDetails } from './SendDetails';
export type { SendDetailsProps } from './SendDetails';
