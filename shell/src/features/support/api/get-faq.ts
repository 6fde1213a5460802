import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@petpal/design-system';
import { FaqList } from '@petpal/contracts';

export const faqQueryOptions = queryOptions({
  queryKey: ['support', 'faq'],
  queryFn: ({ signal }) => apiFetch('/api/support/faq', FaqList, { signal }),
  staleTime: 10 * 60_000,
});

export function useFaq() {
  return useQuery(faqQueryOptions);
}
