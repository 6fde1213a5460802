import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { OrderSummaryAnswer } from '@petpal/contracts';
import { apiFetch } from '@petpal/design-system';

export const orderSummaryKeys = {
  all: ['shop', 'checkout-summary'] as const,
  forCountry: (country: string) => ['shop', 'checkout-summary', country] as const,
};

/**
 * GET /api/shop/checkout/summary?country=: the server's subtotal, delivery, tax and total of the signed-in
 * buyer's cart shipped to `country` (docs/decisions/074); Place order sends that total back. While the country
 * is being typed the last summary stays shown.
 */
export function useOrderSummary(country: string, cartVersion: string) {
  const shipTo = country.trim();
  return useQuery({
    queryKey: [...orderSummaryKeys.forCountry(shipTo), cartVersion],
    queryFn: ({ signal }) =>
      apiFetch(`/api/shop/checkout/summary?${new URLSearchParams({ country: shipTo })}`, OrderSummaryAnswer, {
        signal,
      }),
    enabled: shipTo.length >= 2,
    placeholderData: keepPreviousData,
  });
}
