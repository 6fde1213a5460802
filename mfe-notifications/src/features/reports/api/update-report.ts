import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type PetReport, type PetReportUpdate, PetReportDeleted, PetReportResponse } from '@petpal/contracts';
import { apiFetch } from '@petpal/design-system';
import { reportKeys } from '../../../lib/report-keys';

const reportPath = (id: string) => `/api/notifications/reports/${encodeURIComponent(id)}`;

/** PATCH /reports/:id (the reporter): the fields sent change; `photo: null` removes the photo. */
export function updateReport(id: string, patch: PetReportUpdate) {
  return apiFetch(reportPath(id), PetReportResponse, { method: 'PATCH', body: patch });
}

/** POST /reports/:id/resolve (the reporter): reunited, the report leaves every feed. */
export function resolveReport(id: string) {
  return apiFetch(`${reportPath(id)}/resolve`, PetReportResponse, { method: 'POST' });
}

/** DELETE /reports/:id (the reporter). */
export function deleteReport(id: string) {
  return apiFetch(reportPath(id), PetReportDeleted, { method: 'DELETE' });
}

/** After a change the report shows the server's answer and every list reloads. */
function useReportChange<V>(change: (variables: V) => Promise<{ report: PetReport }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: ({ report }) => {
      queryClient.setQueryData(reportKeys.report(report.id), { report });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: ['pet-reports', 'mine'] }),
        queryClient.invalidateQueries({ queryKey: ['pet-reports', 'feed'] }),
      ]);
    },
  });
}

export const useUpdateReport = (id: string) => useReportChange((patch: PetReportUpdate) => updateReport(id, patch));

export const useResolveReport = (id: string) => useReportChange(() => resolveReport(id));

export function useDeleteReport(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteReport(id),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: reportKeys.report(id) });
      return queryClient.invalidateQueries({ queryKey: reportKeys.all });
    },
  });
}
