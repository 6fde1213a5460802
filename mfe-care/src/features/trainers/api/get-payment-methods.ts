import { queryOptions, useQuery } from '@tanstack/react-query';
import { PaymentMethodList } from '@petpal/contracts';
import { apiFetch, sharedQueryKeys } from '@petpal/design-system';

/** Owners add a method at /payments in another tab; while they have none the form looks again this often. */
export const METHODS_POLL_MS = 4_000;

/** The key mfe-auth and mfe-vet use too: a method added on /payments shows here at once. */
export const paymentMethodsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: sharedQueryKeys.paymentMethods(userId),
    queryFn: ({ signal }) => apiFetch('/api/auth/payment-methods', PaymentMethodList, { signal }),
    staleTime: 0,
    refetchOnWindowFocus: true,
    refetchInterval: (query) => (query.state.data?.methods.length === 0 ? METHODS_POLL_MS : false),
  });

/** The user's saved methods, default first. */
export function usePaymentMethods(userId: string, enabled = true) {
  return useQuery({ ...paymentMethodsQueryOptions(userId), enabled });
}
