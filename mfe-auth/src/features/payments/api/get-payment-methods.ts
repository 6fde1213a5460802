import { queryOptions, useQuery } from '@tanstack/react-query';
import { PaymentMethodList } from '@petpal/contracts';
import { apiFetch, sharedQueryKeys } from '@petpal/design-system';

/** Keyed by user, so a different user on the same page never sees the previous one's methods. */
export const paymentMethodsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: sharedQueryKeys.paymentMethods(userId),
    queryFn: ({ signal }) => apiFetch('/api/auth/payment-methods', PaymentMethodList, { signal }),
  });

export function usePaymentMethods(userId: string) {
  return useQuery(paymentMethodsQueryOptions(userId));
}
