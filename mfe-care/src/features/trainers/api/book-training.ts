import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TrainingAppointmentCreated, type CreateTrainingAppointmentInput } from '@petpal/contracts';
import { apiFetch } from '@petpal/design-system';
import { trainingKeys } from '../../../lib/training-keys';

/** POST /api/care/training-appointments with the attempt's Idempotency-Key: a retry never books twice. */
export function bookTraining(input: CreateTrainingAppointmentInput, idempotencyKey: string) {
  return apiFetch('/api/care/training-appointments', TrainingAppointmentCreated, {
    method: 'POST',
    body: input,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

/**
 * The owner's training lists reload with the new session in them; the trainer's dates and slots reload either
 * way (a refusal may mean someone took the slot meanwhile).
 */
export function useBookTraining() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, idempotencyKey }: { input: CreateTrainingAppointmentInput; idempotencyKey: string }) =>
      bookTraining(input, idempotencyKey),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: trainingKeys.sessions }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: trainingKeys.trainers }),
  });
}
