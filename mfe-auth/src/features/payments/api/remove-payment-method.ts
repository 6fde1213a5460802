import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PaymentMethodList } from '@petpal/contracts';
import { apiFetch, paymentMethodsQueryOptions } from '@petpal/design-system';

export function removePaymentMethod(id: string) {
  return apiFetch(`/api/auth/payment-methods/${encodeURIComponent(id)}`, PaymentMethodList, { method: 'DELETE' });
}

/** The answer is the user's list after the removal (with the new default, if the default went). */
export function useRemovePaymentMethod(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removePaymentMethod,
    onSuccess: (list) => queryClient.setQueryData(paymentMethodsQueryOptions(userId).queryKey, list),
  });
}
