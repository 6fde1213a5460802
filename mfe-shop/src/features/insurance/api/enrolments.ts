import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { EnrolmentAnswer, EnrolmentList, type EnrolmentInput } from '@petpal/contracts';
import { apiFetch } from '@petpal/design-system';
import { insuranceKeys } from './insurance-keys';

/** The signed-in owner's policies, newest first. */
export const useMyEnrolments = (enabled: boolean) =>
  useQuery({
    queryKey: insuranceKeys.myEnrolments,
    queryFn: ({ signal }) => apiFetch('/api/insurance/enrolments', EnrolmentList, { signal }),
    enabled,
  });

/** Enrols a pet (one Idempotency-Key per attempt, reused while the same request is retried). */
export function useEnrol() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, key }: { input: EnrolmentInput; key: string }) =>
      apiFetch('/api/insurance/enrolments', EnrolmentAnswer, {
        method: 'POST',
        body: input,
        headers: { 'Idempotency-Key': key },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: insuranceKeys.myEnrolments }),
  });
}

export function useCancelEnrolment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch(`/api/insurance/enrolments/${encodeURIComponent(id)}/cancel`, EnrolmentAnswer, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: insuranceKeys.myEnrolments }),
  });
}
