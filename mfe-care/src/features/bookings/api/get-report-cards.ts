import { queryOptions, useQuery } from '@tanstack/react-query';
import { ReportCardList } from '@petpal/contracts';
import { apiFetch } from '@petpal/design-system';
import { careKeys, FRESH_MS } from '../../../lib/query-keys';

/** The owner's booking's report cards, visit by visit. */
export const ownerReportCardsQueryOptions = (bookingId: string) =>
  queryOptions({
    queryKey: careKeys.ownerReportCards(bookingId),
    queryFn: ({ signal }) =>
      apiFetch(`/api/care/requests/${encodeURIComponent(bookingId)}/report-cards`, ReportCardList, { signal }),
    staleTime: FRESH_MS,
  });

export const useOwnerReportCards = (bookingId: string) => useQuery(ownerReportCardsQueryOptions(bookingId));
