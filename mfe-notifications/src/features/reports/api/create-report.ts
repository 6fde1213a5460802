import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type PetReportInput, PetReportResponse } from '@petpal/contracts';
import { apiFetch, createAttemptKeys } from '@petpal/design-system';
import { reportKeys } from '../../../lib/report-keys';

/** POST /api/notifications/reports with an Idempotency-Key: a retried post never makes a second report. */
export function createReport(input: PetReportInput, idempotencyKey: string) {
  return apiFetch('/api/notifications/reports', PetReportResponse, {
    body: input,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

/** One key per attempt, kept while the same report is retried after a failure that may not have settled. */
export function useCreateReport() {
  const queryClient = useQueryClient();
  const [keys] = useState(createAttemptKeys);
  return useMutation({
    mutationFn: (input: PetReportInput) => createReport(input, keys.keyFor(input)),
    onSettled: (_data, error) => keys.settle(error ?? undefined),
    onSuccess: ({ report }) => {
      queryClient.setQueryData(reportKeys.report(report.id), { report });
      return queryClient.invalidateQueries({ queryKey: ['pet-reports', 'mine'] });
    },
  });
}
