import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TrainerAppointmentUpdated, type DeclineTrainingInput } from '@petpal/contracts';
import { apiFetch } from '@petpal/design-system';
import { trainingKeys } from '../../../lib/training-keys';

const sessionPath = (id: string) => `/api/care/trainer-practice/appointments/${encodeURIComponent(id)}`;

/** POST .../accept: a pending online request, before it expires or starts. */
export function acceptTraining(appointmentId: string) {
  return apiFetch(`${sessionPath(appointmentId)}/accept`, TrainerAppointmentUpdated, { method: 'POST' });
}

/** POST .../decline with the reason the owner is told. */
export function declineTraining({ appointmentId, input }: { appointmentId: string; input: DeclineTrainingInput }) {
  return apiFetch(`${sessionPath(appointmentId)}/decline`, TrainerAppointmentUpdated, {
    method: 'POST',
    body: input,
  });
}

/** Whatever the answer, the lists reload: a refusal often means the request changed meanwhile (expired, cancelled). */
function useAnswer<V>(answer: (variables: V) => Promise<TrainerAppointmentUpdated>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answer,
    onSettled: () => queryClient.invalidateQueries({ queryKey: trainingKeys.practice }),
  });
}

export const useAcceptTraining = () => useAnswer(acceptTraining);
export const useDeclineTraining = () => useAnswer(declineTraining);
