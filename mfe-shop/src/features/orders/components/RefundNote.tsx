import type { Order } from '@petpal/contracts';
import { Badge, Stack, Text, formatMoney } from '@petpal/design-system';

/** The refund line of the order's toast and details: "Refunded ₹1,000.00", or that it is pending. */
export function refundText(order: Order): string | null {
  if (order.refundStatus === 'refunded' && order.refund) return `Refunded ${formatMoney(order.refund.amount)}`;
  if (order.refundStatus === 'refund_pending') return 'Refund pending.';
  return null;
}

/** A cancelled order's refund: "Refunded" with the amount and where it went, or "Refund pending." */
export function RefundNote({ order }: { order: Order }) {
  if (order.refundStatus === 'refunded' && order.refund) {
    return (
      <Stack direction="row" gap={2} align="center" wrap>
        <Badge variant="success">Refunded</Badge>
        <Text>{`${formatMoney(order.refund.amount)} back to ${order.paymentMethodLabel}`}</Text>
      </Stack>
    );
  }
  if (order.refundStatus === 'refund_pending') return <Text tone="muted">Refund pending.</Text>;
  return null;
}
