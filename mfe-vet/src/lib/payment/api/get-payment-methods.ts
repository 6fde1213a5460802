import { queryOptions, useQuery } from '@tanstack/react-query';
import { PaymentMethodList } from '@petpal/contracts';
import { apiFetch, sharedQueryKeys } from '@petpal/design-system';

/**
 * Owners add methods at /payments in another tab (the spec's link opens one), so a screen that asks for a
 * method looks again this often: the booking form while there is none, Payment Required all the time.
 */
export const METHODS_POLL_MS = 4_000;
export type MethodsPolling = 'while-empty' | 'always';

export const paymentMethodsQueryOptions = (userId: string, polling: MethodsPolling = 'while-empty') =>
  queryOptions({
    queryKey: sharedQueryKeys.paymentMethods(userId),
    queryFn: ({ signal }) => apiFetch('/api/auth/payment-methods', PaymentMethodList, { signal }),
    staleTime: 0,
    refetchOnWindowFocus: true,
    refetchInterval: (query) =>
      polling === 'always' || query.state.data?.methods.length === 0 ? METHODS_POLL_MS : false,
  });

/** The user's saved methods, default first. */
export function usePaymentMethods(userId: string, options: { enabled?: boolean; polling?: MethodsPolling } = {}) {
  return useQuery({ ...paymentMethodsQueryOptions(userId, options.polling), enabled: options.enabled ?? true });
}
