export { IncidentSummary } from './IncidentSummary';
export type { IncidentSummaryProps } from './IncidentSummary';
