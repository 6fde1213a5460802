import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { AdminOrdersPage, type OrderStatus, type OrderStatusInput } from '@petpal/contracts';
import { apiFetch } from '@petpal/design-system';
import { adminKeys } from '../../../lib/admin-keys';
import { useAdminWrite } from '../../../lib/admin-write';
import { queryString } from '../../../lib/query-string';

/** GET /api/admin/orders?status=&q=&page=: every buyer's orders, newest first. */
export const useAdminOrders = (status: OrderStatus | '', q: string, page: number) =>
  useQuery({
    queryKey: adminKeys.orders(status, q, page),
    queryFn: ({ signal }) =>
      apiFetch(`/api/admin/orders${queryString({ status, q, page })}`, AdminOrdersPage, { signal }),
    placeholderData: keepPreviousData,
  });

/** POST /api/admin/orders/:id/status (audited): only to one of the order's next statuses. */
export const useSetOrderStatus = () =>
  useAdminWrite(({ id, input }: { id: string; input: OrderStatusInput }) => ({
    path: `/api/admin/orders/${encodeURIComponent(id)}/status`,
    body: input,
  }));
