export { HealthStatus, NotificationStatusBadge } from './StatusBadge';
