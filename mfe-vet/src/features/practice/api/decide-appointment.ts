import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PracticeAppointmentUpdated, type VisitNotesInput } from '@petpal/contracts';
import { apiFetch } from '@petpal/design-system';
import { practiceKey } from '../../../lib/query-keys';

export type Decision = 'confirm' | 'cancel';

/** POST /api/vet/practice/appointments/:id/confirm or /cancel: one of two racing decisions wins. */
export function decideAppointment({ id, decision }: { id: string; decision: Decision }) {
  return apiFetch(`/api/vet/practice/appointments/${encodeURIComponent(id)}/${decision}`, PracticeAppointmentUpdated, {
    method: 'POST',
  });
}

/** PUT /api/vet/practice/appointments/:id/notes. */
export function saveVisitNotes({ id, input }: { id: string; input: VisitNotesInput }) {
  return apiFetch(`/api/vet/practice/appointments/${encodeURIComponent(id)}/notes`, PracticeAppointmentUpdated, {
    method: 'PUT',
    body: input,
  });
}

function usePracticeAppointmentChange<V>(change: (variables: V) => Promise<PracticeAppointmentUpdated>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...practiceKey, 'appointments'] }),
  });
}

export const useDecideAppointment = () => usePracticeAppointmentChange(decideAppointment);
export const useSaveVisitNotes = () => usePracticeAppointmentChange(saveVisitNotes);
