export { ChangeTypeBadge, SeverityBadge } from './ChangeBadges';
export type { ChangeTypeBadgeProps, SeverityBadgeProps } from './ChangeBadges';
