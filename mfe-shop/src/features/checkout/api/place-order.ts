import { useMutation, useQueryClient } from '@tanstack/react-query';
import { OrderAnswer, type CheckoutInput } from '@petpal/contracts';
import { announceCartCount, apiFetch } from '@petpal/design-system';
import { cartKeys } from '../../../lib/cart/server-cart';
import { orderKeys } from '../../../lib/order-keys';

/**
 * POST /api/shop/checkout with the attempt's Idempotency-Key (the same on a retry of the same order), so a
 * retry never charges twice. The cart empties (the header's count too) and the order list reloads.
 */
export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, key }: { input: CheckoutInput; key: string }) =>
      apiFetch('/api/shop/checkout', OrderAnswer, { method: 'POST', body: input, headers: { 'Idempotency-Key': key } }),
    onSuccess: (answer) => {
      queryClient.setQueryData(orderKeys.order(answer.order.id), answer);
      void queryClient.invalidateQueries({ queryKey: orderKeys.list });
      void queryClient.invalidateQueries({ queryKey: cartKeys.all });
      // The whole cart was bought: the header shows it empty before any cart is read again.
      announceCartCount(0, { guest: false });
    },
  });
}
