import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { OrderAnswer, OrderList } from '@petpal/contracts';
import { apiFetch } from '@petpal/design-system';
import { orderKeys } from '../../../lib/order-keys';

const orderPath = (orderId: string) => `/api/shop/orders/${encodeURIComponent(orderId)}`;

/** GET /api/shop/orders: the user's orders, newest first. */
export const useOrders = (enabled: boolean) =>
  useQuery({
    queryKey: orderKeys.list,
    queryFn: ({ signal }) => apiFetch('/api/shop/orders', OrderList, { signal }),
    enabled,
  });

export const useOrder = (orderId: string, enabled: boolean) =>
  useQuery({
    queryKey: orderKeys.order(orderId),
    queryFn: ({ signal }) => apiFetch(orderPath(orderId), OrderAnswer, { signal }),
    enabled,
  });

/** POST /cancel: allowed while placed or awaiting a prescription; the refund is recorded as pending. */
export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderId: string) => apiFetch(`${orderPath(orderId)}/cancel`, OrderAnswer, { method: 'POST' }),
    onSuccess: (answer) => {
      queryClient.setQueryData(orderKeys.order(answer.order.id), answer);
      return queryClient.invalidateQueries({ queryKey: orderKeys.list });
    },
  });
}
