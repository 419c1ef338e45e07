export { HealthView } from './HealthView';
