export { PlaybooksPage, isOwnPlaybook } from './PlaybooksPage';
export type { PlaybooksPageProps } from './PlaybooksPage';
