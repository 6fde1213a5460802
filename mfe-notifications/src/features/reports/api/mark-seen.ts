import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type MarkSeenInput, type PetReportResponse, ReportSeen } from '@petpal/contracts';
import { apiFetch } from '@petpal/design-system';
import { reportKeys } from '../../../lib/report-keys';

/** POST /reports/:id/seen (anyone but the reporter): counted once per user per hour. */
export function markSeen(id: string, input: MarkSeenInput) {
  return apiFetch(`/api/notifications/reports/${encodeURIComponent(id)}/seen`, ReportSeen, { body: input });
}

export function useMarkSeen(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MarkSeenInput) => markSeen(id, input),
    onSuccess: ({ seenCount }) =>
      queryClient.setQueryData<PetReportResponse>(reportKeys.report(id), (data) =>
        data ? { report: { ...data.report, seenCount } } : data,
      ),
  });
}
