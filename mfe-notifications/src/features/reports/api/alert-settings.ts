import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AlertSettings, type AlertSettingsInput } from '@petpal/contracts';
import { apiFetch } from '@petpal/design-system';
import { reportKeys } from '../../../lib/report-keys';

const PATH = '/api/notifications/alert-settings';

/** GET /api/notifications/alert-settings: off with a 5 km radius until the user saves. */
export function getAlertSettings(signal?: AbortSignal) {
  return apiFetch(PATH, AlertSettings, { signal });
}

export const alertSettingsQueryOptions = (userId: string) =>
  queryOptions({ queryKey: reportKeys.alertSettings(userId), queryFn: ({ signal }) => getAlertSettings(signal) });

export const useAlertSettings = (userId: string | undefined) =>
  useQuery({ ...alertSettingsQueryOptions(userId ?? ''), enabled: Boolean(userId) });

/** PUT /api/notifications/alert-settings. */
export function saveAlertSettings(input: AlertSettingsInput) {
  return apiFetch(PATH, AlertSettings, { method: 'PUT', body: input });
}

export function useSaveAlertSettings(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAlertSettings,
    onSuccess: (settings) => queryClient.setQueryData(reportKeys.alertSettings(userId), settings),
  });
}
