import { Badge } from './Badge';

export type ReportStatus = 'lost' | 'found';

export interface StatusBadgeProps {
  status: ReportStatus;
}

/** A pet report's status: LOST in the destructive style, FOUND in the success style. */
export function StatusBadge({ status }: StatusBadgeProps) {
  return <Badge variant={status === 'lost' ? 'destructive' : 'success'}>{status.toUpperCase()}</Badge>;
}
