export { IncidentHypotheses } from './IncidentHypotheses';
export type { IncidentHypothesesProps } from './IncidentHypotheses';
