import { ORDER_STATUS_LABELS, ORDER_STATUSES, type OrderStatus } from '@petpal/contracts';
import { Heading, Select, Stack } from '@petpal/design-system';
import { SearchBox, searchCodec, useListSearch } from '../../../ui/ListSearch';
import { ListStatus } from '../../../ui/ListStatus';
import { Pager } from '../../../ui/Pager';
import { Filters, RowList } from '../../../ui/RowCard';
import { useAdminOrders } from '../api/orders';
import { OrderCard } from './OrderCard';

const isStatus = (value: string): value is OrderStatus => ORDER_STATUSES.some((status) => status === value);

/** `?status=` (every status when absent), the search and the page. */
const ordersCodec = searchCodec<{ status: OrderStatus | '' }>({
  keys: ['status'],
  read: (params) => {
    const status = params.get('status') ?? '';
    return { status: isStatus(status) ? status : '' };
  },
  write: ({ status }) => ({ status }),
});

/** Every buyer's orders: by status, by order number or buyer email; each with its lines and next statuses. */
export function OrdersTab() {
  const search = useListSearch(ordersCodec);
  const { q, page, setPage, filter } = search;
  const { status } = search.filters;
  const orders = useAdminOrders(status, q, page);

  return (
    <Stack gap={4}>
      <Heading level={2}>Orders</Heading>
      <Filters role="search" onSubmit={search.submit}>
        <Select
          label="Status"
          value={status}
          options={[
            { value: '', label: 'All statuses' },
            ...ORDER_STATUSES.map((value) => ({ value, label: ORDER_STATUS_LABELS[value] })),
          ]}
          onChange={(event) => filter({ status: isStatus(event.target.value) ? event.target.value : '' })}
        />
        <SearchBox label="Search orders" hint="Order number, or the buyer's email or name" search={search} />
      </Filters>
      <ListStatus
        what="orders"
        isPending={orders.isPending}
        error={orders.error}
        onRetry={() => void orders.refetch()}
        isEmpty={orders.data?.items.length === 0}
        emptyTitle="No orders match."
      >
        <RowList aria-label="Orders">
          {orders.data?.items.map((item) => (
            <OrderCard key={item.order.id} item={item} />
          ))}
        </RowList>
        {orders.data ? <Pager {...orders.data} onPage={setPage} /> : null}
      </ListStatus>
    </Stack>
  );
}
