import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { OrderAnswer, OrderList } from '@petpal/contracts';
import { apiFetch } from '@petpal/design-system';

/** Query keys of the signed-in user's orders. */
export const orderKeys = {
  all: ['shop', 'orders'] as const,
  list: ['shop', 'orders', 'list'] as const,
  order: (orderId: string) => ['shop', 'orders', 'order', orderId] as const,
};

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
