export { IncidentActivity } from './IncidentActivity';
export type { IncidentActivityProps } from './IncidentActivity';
