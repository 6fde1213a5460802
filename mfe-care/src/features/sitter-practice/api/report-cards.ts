import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ReportCardSaved,
  ReportCardVisitList,
  type FileReportCardInput,
  type UpdateReportCardInput,
} from '@petpal/contracts';
import { apiFetch } from '@petpal/design-system';
import { careKeys, FRESH_MS } from '../../../lib/query-keys';

const id = encodeURIComponent;

/** Every visit of the sitter's booking, with its card once filed. */
export const useSitterVisits = (bookingId: string) =>
  useQuery({
    queryKey: careKeys.sitterVisits(bookingId),
    queryFn: ({ signal }) =>
      apiFetch(`/api/care/practice/requests/${id(bookingId)}/report-cards`, ReportCardVisitList, { signal }),
    staleTime: FRESH_MS,
  });

export interface FileReportCard {
  bookingId: string;
  input: FileReportCardInput;
}
export interface UpdateReportCard {
  cardId: string;
  input: UpdateReportCardInput;
}

/** Filing (POST) or changing (PATCH) a card; the visits reload whatever the answer (a 409 means they changed). */
export function useSaveReportCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (save: FileReportCard | UpdateReportCard) =>
      'bookingId' in save
        ? apiFetch(`/api/care/practice/requests/${id(save.bookingId)}/report-cards`, ReportCardSaved, {
            method: 'POST',
            body: save.input,
          })
        : apiFetch(`/api/care/practice/report-cards/${id(save.cardId)}`, ReportCardSaved, {
            method: 'PATCH',
            body: save.input,
          }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: careKeys.reportCards }),
  });
}
