import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PaymentMethodList } from '@petpal/contracts';
import { apiFetch, paymentMethodsQueryOptions } from '@petpal/design-system';

export function setDefaultPaymentMethod(id: string) {
  return apiFetch(`/api/auth/payment-methods/${encodeURIComponent(id)}/default`, PaymentMethodList, { method: 'POST' });
}

/** The answer is the user's list after the change, so the page shows it without another request. */
export function useSetDefaultPaymentMethod(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setDefaultPaymentMethod,
    onSuccess: (list) => queryClient.setQueryData(paymentMethodsQueryOptions(userId).queryKey, list),
  });
}
