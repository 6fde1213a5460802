import type { ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import type { Order } from '@petpal/contracts';
import {
  Card,
  EmptyState,
  Heading,
  LoadingLine,
  RouterButtonLink,
  sessionUserAtom,
  Stack,
  Text,
} from '@petpal/design-system';
import { paths } from '../../../lib/paths';
import { LoadFailedAlert } from '../../../ui/LoadFailedAlert';
import { ShopPageFrame } from '../../../ui/ShopPageFrame';
import { SignInPrompt } from '../../../ui/SignInPrompt';
import { useOrders } from '../api/orders';
import { CancelOrderButton } from './CancelOrderButton';
import { orderDate, orderNumber } from './order-format';
import { OrderDetails } from './OrderDetails';
import { OrderStatusBadge } from './OrderStatusBadge';
import { PrescriptionLink } from './PrescriptionLink';
import { ColumnList } from '../../../ui/LineList';

export const ORDERS_LOAD_FAILED = 'We could not load your orders. Please try again.';

/** Newest first (the API's order too). */
export const newestFirst = (orders: Order[]) =>
  [...orders].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id));

function OrderItem({ order }: { order: Order }) {
  const number = orderNumber(order);
  return (
    <li>
      <Card as="article" aria-label={`Order ${number}`}>
        <Stack gap={3}>
          <Stack direction="row" gap={2} align="center" justify="space-between" wrap>
            <Heading level={2}>{`Order ${number}`}</Heading>
            <OrderStatusBadge status={order.status} />
          </Stack>
          <Text tone="muted">{`Placed on ${orderDate(order.createdAt)}`}</Text>
          <PrescriptionLink order={order} />
          <OrderDetails order={order} />
          <div>
            <CancelOrderButton order={order} />
          </div>
        </Stack>
      </Card>
    </li>
  );
}

/**
 * /pharmas-orders: the signed-in user's orders, newest first, with statuses, Cancel and the prescription step;
 * `above` is what the app shows before them (the owner's Autoships).
 */
export function OrdersPage({ above }: { above?: ReactNode }) {
  const user = useAtomValue(sessionUserAtom);
  const orders = useOrders(Boolean(user));

  let body;
  if (user === null) {
    body = (
      <SignInPrompt
        title="Log in to see your orders"
        description="Your shop and pharmacy orders, with their status."
        returnTo={paths.orders}
      />
    );
  } else if (user === undefined || orders.isPending) body = <LoadingLine message="Loading your orders..." />;
  else if (orders.isError) {
    body = <LoadFailedAlert title={ORDERS_LOAD_FAILED} onRetry={() => void orders.refetch()} />;
  } else if (orders.data.orders.length === 0) {
    body = (
      <EmptyState
        title="No orders yet"
        description="What you buy in the shop and the pharmacy shows here."
        action={<RouterButtonLink to={paths.merchandise}>Browse merchandise</RouterButtonLink>}
      />
    );
  } else {
    body = (
      <ColumnList $gap={4} aria-label="Orders">
        {newestFirst(orders.data.orders).map((order) => (
          <OrderItem key={order.id} order={order} />
        ))}
      </ColumnList>
    );
  }

  return (
    <ShopPageFrame title="My orders">
      {above}
      {body}
    </ShopPageFrame>
  );
}
