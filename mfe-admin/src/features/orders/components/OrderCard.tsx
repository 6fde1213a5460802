import { useState } from 'react';
import { ORDER_STATUS_LABELS, type AdminOrder, type OrderStatus } from '@petpal/contracts';
import { Badge, Button, Heading, Stack, Text, useToast } from '@petpal/design-system';
import { formatMoney, formatWhen } from '../../../lib/format';
import { ReasonDialog } from '../../../ui/ReasonDialog';
import { Details, RowActions, RowCard } from '../../../ui/RowCard';
import { useSetOrderStatus } from '../api/orders';

const badgeOf: Record<OrderStatus, 'neutral' | 'info' | 'success' | 'warning' | 'destructive'> = {
  placed: 'info',
  awaiting_prescription: 'warning',
  processing: 'info',
  shipped: 'info',
  delivered: 'success',
  cancelled: 'destructive',
};

const moveLabel = (status: OrderStatus) =>
  status === 'cancelled' ? 'Cancel order' : `Mark as ${ORDER_STATUS_LABELS[status].toLowerCase()}`;

/** One order: buyer, lines, total, status; buttons only for the statuses it may move to. */
export function OrderCard({ item }: { item: AdminOrder }) {
  const { order, userEmail, nextStatuses } = item;
  const { toast } = useToast();
  const [moving, setMoving] = useState<OrderStatus | null>(null);
  const setStatus = useSetOrderStatus();

  function close() {
    setMoving(null);
    setStatus.reset();
  }

  return (
    <RowCard>
      <Stack direction="row" gap={2} align="center" justify="space-between" wrap>
        <Heading level={3}>Order {order.id}</Heading>
        <Badge variant={badgeOf[order.status]}>{ORDER_STATUS_LABELS[order.status]}</Badge>
      </Stack>
      <Details>
        <div>
          <dt>Buyer</dt>
          <dd>{userEmail ?? 'Account deleted'}</dd>
        </div>
        <div>
          <dt>Placed</dt>
          <dd>{formatWhen(order.createdAt)}</dd>
        </div>
        <div>
          <dt>Total</dt>
          <dd>{formatMoney(order.total)}</dd>
        </div>
        <div>
          <dt>Ship to</dt>
          <dd>
            {order.shippingAddress.name}, {order.shippingAddress.city}, {order.shippingAddress.country}
          </dd>
        </div>
      </Details>
      <ul aria-label={`Lines of order ${order.id}`}>
        {order.lines.map((line) => (
          <li key={line.productId}>
            {line.quantity} × {line.name}: {formatMoney(line.lineTotal)}
            {line.prescriptionRequired ? ' (prescription)' : ''}
          </li>
        ))}
      </ul>
      {order.refundStatus === 'refund_pending' ? <Text tone="muted">Refund pending.</Text> : null}
      {order.refundStatus === 'refunded' && order.refund ? (
        <Text tone="muted">Refunded {formatMoney(order.refund.amount)}.</Text>
      ) : null}
      {order.refusalReason ? <Text tone="muted">Prescription refused: {order.refusalReason}</Text> : null}
      {order.status === 'awaiting_prescription' ? (
        <Text tone="muted">Moves on once the pharmacist has checked the prescription.</Text>
      ) : null}
      {nextStatuses.length > 0 ? (
        <RowActions>
          {nextStatuses.map((status) => (
            <Button
              key={status}
              size="sm"
              variant={status === 'cancelled' ? 'destructive' : 'secondary'}
              onClick={() => setMoving(status)}
            >
              {moveLabel(status)}
            </Button>
          ))}
        </RowActions>
      ) : null}
      {moving ? (
        <ReasonDialog
          open
          title={`${moveLabel(moving)}?`}
          description={
            moving === 'cancelled'
              ? 'The stock goes back on the shelf and the payment is refunded to the buyer.'
              : `Order ${order.id} becomes "${ORDER_STATUS_LABELS[moving]}".`
          }
          label="Note"
          confirmLabel={moveLabel(moving)}
          destructive={moving === 'cancelled'}
          pending={setStatus.isPending}
          error={setStatus.error?.message ?? null}
          onConfirm={(note) =>
            setStatus.mutate(
              { id: order.id, input: { status: moving, note } },
              {
                onSuccess: () => {
                  toast({ title: `Order ${order.id}: ${ORDER_STATUS_LABELS[moving]}.`, variant: 'success' });
                  close();
                },
              },
            )
          }
          onClose={close}
        />
      ) : null}
    </RowCard>
  );
}
