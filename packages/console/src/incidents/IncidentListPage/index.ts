export { IncidentListPage } from './IncidentListPage';
export type { IncidentListPageProps } from './IncidentListPage';
