export { ChangesPage } from './ChangesPage';
export type { ChangesPageProps } from './ChangesPage';
