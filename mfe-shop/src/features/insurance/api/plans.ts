import { useQuery } from '@tanstack/react-query';
import { InsurancePlanList } from '@petpal/contracts';
import { apiFetch } from '@petpal/design-system';
import { insuranceKeys } from './insurance-keys';

/** `?country=` when the visitor's country is known (the API then answers in its currency). */
export const countryQuery = (country: string) =>
  country.trim() ? `?${new URLSearchParams({ country: country.trim() }).toString()}` : '';

/** The demo plans in the visitor's currency. */
export const usePlans = (country: string) =>
  useQuery({
    queryKey: insuranceKeys.plans(country),
    queryFn: ({ signal }) => apiFetch(`/api/insurance/plans${countryQuery(country)}`, InsurancePlanList, { signal }),
  });
