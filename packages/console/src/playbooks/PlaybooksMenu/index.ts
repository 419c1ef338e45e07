export { PlaybooksMenu } from './PlaybooksMenu';
export type { PlaybooksMenuProps } from './PlaybooksMenu';
