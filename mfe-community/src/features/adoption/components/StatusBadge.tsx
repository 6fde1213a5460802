import { ADOPTION_STATUS_LABELS, type AdoptionStatus } from '@petpal/contracts';
import { Badge, type BadgeVariant } from '@petpal/design-system';

const VARIANTS = {
  available: 'success',
  pending: 'warning',
  adopted: 'info',
  withdrawn: 'neutral',
} as const satisfies Record<AdoptionStatus, BadgeVariant>;

/** "Available", "Adoption pending", "Adopted", "Withdrawn". */
export function ListingStatusBadge({ status }: { status: AdoptionStatus }) {
  return <Badge variant={VARIANTS[status]}>{ADOPTION_STATUS_LABELS[status]}</Badge>;
}
