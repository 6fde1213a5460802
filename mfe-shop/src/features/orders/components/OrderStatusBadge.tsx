import { ORDER_STATUS_LABELS, type OrderStatus } from '@petpal/contracts';
import { Badge, type BadgeVariant } from '@petpal/design-system';

const VARIANTS: Record<OrderStatus, BadgeVariant> = {
  placed: 'info',
  awaiting_prescription: 'warning',
  processing: 'info',
  shipped: 'info',
  delivered: 'success',
  cancelled: 'neutral',
};

/** The order's status in the contract's words ("Waiting for prescription"). */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <Badge variant={VARIANTS[status]}>{ORDER_STATUS_LABELS[status]}</Badge>;
}
