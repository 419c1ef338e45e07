export { SilencesPage, silenceTarget } from './SilencesPage';
export type { SilencesPageProps } from './SilencesPage';
