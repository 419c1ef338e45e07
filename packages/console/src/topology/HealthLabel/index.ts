export { HEALTH_COLOR, HealthLabel, useHealthText } from './HealthLabel';
export type { HealthLabelProps } from './HealthLabel';
