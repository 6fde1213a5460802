import { queryOptions, useQuery } from '@tanstack/react-query';
import { PaymentMethodList, type PaymentMethod } from '@petpal/contracts';
import { apiFetch } from '../platform/api-fetch';
import { sharedQueryKeys } from '../platform/query-keys';

/**
 * Owners add methods at /payments in another tab (the spec's link opens one), so a screen that asks for a
 * method looks again this often: a booking form while there is none, Payment Required all the time.
 */
export const METHODS_POLL_MS = 4_000;

/** `never`: the /payments page itself; `while-empty`: a form that asks for one; `always`: Payment Required. */
export type MethodsPolling = 'never' | 'while-empty' | 'always';

const asking = (polling: MethodsPolling) =>
  polling === 'never'
    ? {}
    : {
        staleTime: 0,
        refetchOnWindowFocus: true,
        refetchInterval: (query: { state: { data?: PaymentMethodList } }) =>
          polling === 'always' || query.state.data?.methods.length === 0 ? METHODS_POLL_MS : false,
      };

/**
 * GET /api/auth/payment-methods under the key every remote uses, keyed by user (a different user on the same
 * page never sees the previous one's methods): a method added on /payments shows in every booking form at once.
 */
export const paymentMethodsQueryOptions = (userId: string, polling: MethodsPolling = 'never') =>
  queryOptions({
    queryKey: sharedQueryKeys.paymentMethods(userId),
    queryFn: ({ signal }) => apiFetch('/api/auth/payment-methods', PaymentMethodList, { signal }),
    ...asking(polling),
  });

/** The user's saved methods, default first. */
export function usePaymentMethods(userId: string, options: { enabled?: boolean; polling?: MethodsPolling } = {}) {
  return useQuery({ ...paymentMethodsQueryOptions(userId, options.polling), enabled: options.enabled ?? true });
}

/** How a saved method is named on screen and to screen readers: "Visa ending in 4242", "UPI sam@okaxis". */
export function paymentMethodLabel(method: PaymentMethod): string {
  if (method.methodType === 'upi') return `UPI ${method.upiId ?? ''}`.trim();
  return `${method.cardBrand ?? 'Card'} ending in ${method.cardLastFour ?? '····'}`;
}

/** The chosen method while it still exists, else the default (spec: preselected), else the first. */
export function effectiveMethod(methods: readonly PaymentMethod[], chosenId: string | null): PaymentMethod | null {
  return methods.find((m) => m.id === chosenId) ?? methods.find((m) => m.isDefault) ?? methods[0] ?? null;
}
