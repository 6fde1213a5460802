import { useAtomValue } from 'jotai';
import { useParams } from 'react-router-dom';
import {
  ApiError,
  Card,
  EmptyState,
  Heading,
  LoadingLine,
  RouterButtonLink,
  sessionUserAtom,
  Stack,
  Text,
} from '@petpal/design-system';
import { orderConfirmationPath, paths } from '../../../lib/paths';
import { LoadFailedAlert } from '../../../ui/LoadFailedAlert';
import { ShopPageFrame } from '../../../ui/ShopPageFrame';
import { SignInPrompt } from '../../../ui/SignInPrompt';
import { useOrder } from '../api/orders';
import { orderDate, orderNumber } from './order-format';
import { OrderDetails } from './OrderDetails';
import { OrderStatusBadge } from './OrderStatusBadge';
import { PrescriptionLink } from './PrescriptionLink';

export const ORDER_LOAD_FAILED = 'We could not load this order. Please try again.';

/** /order-confirmation/:orderId: the order just placed, its status, and the prescription step when needed. */
export function OrderConfirmationPage() {
  const { orderId = '' } = useParams();
  const user = useAtomValue(sessionUserAtom);
  const answer = useOrder(orderId, Boolean(user));

  let body;
  if (user === null) {
    body = (
      <SignInPrompt
        title="Log in to see your order"
        description="Your orders are shown to you only."
        returnTo={orderConfirmationPath(orderId)}
      />
    );
  } else if (user === undefined || answer.isPending) body = <LoadingLine message="Loading your order..." />;
  else if (answer.error instanceof ApiError && answer.error.status === 404) {
    body = (
      <EmptyState
        title="Order not found"
        description={answer.error.message}
        action={<RouterButtonLink to={paths.orders}>My orders</RouterButtonLink>}
      />
    );
  } else if (answer.isError) {
    body = <LoadFailedAlert title={ORDER_LOAD_FAILED} onRetry={() => void answer.refetch()} />;
  } else {
    const { order } = answer.data;
    body = (
      <Stack gap={4}>
        <PrescriptionLink order={order} />
        <Card as="section" aria-labelledby="order-number">
          <Stack gap={3}>
            <Stack direction="row" gap={2} align="center" wrap>
              <Heading level={2} id="order-number">
                {`Order ${orderNumber(order)}`}
              </Heading>
              <OrderStatusBadge status={order.status} />
            </Stack>
            <Text tone="muted">{`Placed on ${orderDate(order.createdAt)}`}</Text>
            <OrderDetails order={order} />
          </Stack>
        </Card>
        <div>
          <RouterButtonLink to={paths.orders} variant="outline">
            View all orders
          </RouterButtonLink>
        </div>
      </Stack>
    );
  }

  return (
    <ShopPageFrame title="Thank you for your order" pageTitle="Order confirmation">
      {body}
    </ShopPageFrame>
  );
}
