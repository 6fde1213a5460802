import { useState } from 'react';
import { CANCELLABLE_ORDER_STATUSES, type Order } from '@petpal/contracts';
import { Alert, Button, Dialog, Stack, useToast } from '@petpal/design-system';
import { useCancelOrder } from '../api/orders';
import { orderNumber } from './order-format';
import { refundText } from './RefundNote';

export const CANCEL_FAILED = 'We could not cancel the order. Please try again.';

/** Cancel, with a confirmation: only while the order is placed or waiting for a prescription. */
export function CancelOrderButton({ order }: { order: Order }) {
  const [open, setOpen] = useState(false);
  const cancel = useCancelOrder();
  const { toast } = useToast();
  if (!CANCELLABLE_ORDER_STATUSES.includes(order.status)) return null;
  const number = orderNumber(order);

  const close = () => {
    setOpen(false);
    cancel.reset();
  };

  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)} aria-label={`Cancel order ${number}`}>
        Cancel order
      </Button>
      <Dialog
        open={open}
        onClose={close}
        title="Cancel this order?"
        description={`Order ${number} will be cancelled and the payment refunded.`}
        footer={
          <Stack direction="row" gap={2} justify="flex-end" wrap>
            <Button variant="ghost" onClick={close}>
              Keep order
            </Button>
            <Button
              variant="destructive"
              loading={cancel.isPending}
              onClick={() =>
                cancel.mutate(order.id, {
                  onSuccess: ({ order: cancelled }) => {
                    setOpen(false);
                    toast({
                      title: 'Order cancelled',
                      description: `Order ${number}: ${refundText(cancelled) ?? 'refund pending.'}`,
                      variant: 'success',
                    });
                  },
                })
              }
            >
              Cancel order
            </Button>
          </Stack>
        }
      >
        {cancel.isError && <Alert variant="error">{cancel.error.message || CANCEL_FAILED}</Alert>}
      </Dialog>
    </>
  );
}
