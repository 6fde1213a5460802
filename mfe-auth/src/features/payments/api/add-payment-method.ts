import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PaymentMethod, type AddPaymentMethodInput } from '@petpal/api/contracts';
import { apiFetch } from '@petpal/design-system';
import { paymentMethodsKey } from './get-payment-methods';

export function addPaymentMethod(input: AddPaymentMethodInput) {
  return apiFetch('/api/auth/payment-methods', PaymentMethod, { method: 'POST', body: input });
}

export function useAddPaymentMethod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addPaymentMethod,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentMethodsKey }),
  });
}
