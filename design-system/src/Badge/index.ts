export { Badge } from './Badge';
export type { BadgeProps, BadgeVariant } from './Badge';
export { CountBadge } from './CountBadge';
export type { CountBadgeProps } from './CountBadge';
export { StatusBadge } from './StatusBadge';
export type { ReportStatus, StatusBadgeProps } from './StatusBadge';
