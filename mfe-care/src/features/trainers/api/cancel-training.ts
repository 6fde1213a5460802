import { useMutation, useQueryClient } from '@tanstack/react-query';
import { OwnerTrainingAppointmentUpdated } from '@petpal/contracts';
import { apiFetch } from '@petpal/design-system';
import { trainingKeys } from '../../../lib/training-keys';

/** POST /api/care/training-appointments/:id/cancel: pending, or confirmed and not yet due for payment. */
export function cancelTraining(appointmentId: string) {
  return apiFetch(
    `/api/care/training-appointments/${encodeURIComponent(appointmentId)}/cancel`,
    OwnerTrainingAppointmentUpdated,
    { method: 'POST' },
  );
}

/** A refusal may mean the trainer answered meanwhile: the lists reload either way. */
export function useCancelTraining() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelTraining,
    onSettled: () => queryClient.invalidateQueries({ queryKey: trainingKeys.sessions }),
  });
}
