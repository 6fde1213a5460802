import { useAtomValue } from 'jotai';
import styled from 'styled-components';
import {
  ButtonLink,
  Card,
  CardBody,
  CardFooter,
  CardTitle,
  EmptyState,
  LoadingLine,
  sessionUserAtom,
  Text,
  formatMoney,
} from '@petpal/design-system';
import { paths } from '../../../lib/paths';
import { useOrders } from '../api/orders';
import { orderNumber } from './order-format';
import { newestFirst, ORDERS_LOAD_FAILED } from './OrdersPage';
import { OrderStatusBadge } from './OrderStatusBadge';
import { ColumnList } from '../../../ui/LineList';

/** How many orders the dashboard shows. */
export const SHOP_CARD_ORDERS = 3;

const Item = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing[2]};
  overflow-wrap: anywhere;
`;

// A parcel has no router of its own: plain links, the shell routes them.
const ordersLink = (
  <ButtonLink href={paths.orders} variant="outline" size="sm">
    View all orders
  </ButtonLink>
);

/** The dashboard's shop card (a parcel on /dashboard): the latest orders and their status. */
export function ShopCard() {
  const user = useAtomValue(sessionUserAtom);
  const orders = useOrders(Boolean(user));
  const latest = orders.data ? newestFirst(orders.data.orders).slice(0, SHOP_CARD_ORDERS) : [];

  let body;
  if (user === null) body = <Text tone="muted">Log in to see your shop orders.</Text>;
  else if (!user || orders.isPending) body = <LoadingLine message="Loading your orders..." />;
  else if (orders.isError) body = <Text tone="muted">{ORDERS_LOAD_FAILED}</Text>;
  else if (latest.length === 0) {
    body = (
      <EmptyState
        title="No orders yet"
        description="Food, toys and medicines you order show here."
        action={
          <ButtonLink href={paths.merchandise} variant="outline" size="sm">
            Browse merchandise
          </ButtonLink>
        }
      />
    );
  } else {
    body = (
      <ColumnList $gap={3} aria-label="Latest orders">
        {latest.map((order) => (
          <Item key={order.id}>
            <span>{`Order ${orderNumber(order)} · ${formatMoney(order.total)}`}</span>
            <OrderStatusBadge status={order.status} />
          </Item>
        ))}
      </ColumnList>
    );
  }

  return (
    <Card data-remote="mfe-shop">
      <CardTitle>Shop orders</CardTitle>
      <CardBody>{body}</CardBody>
      {latest.length > 0 && <CardFooter>{ordersLink}</CardFooter>}
    </Card>
  );
}
