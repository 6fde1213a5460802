import { PracticeItemDeleted, ScheduleSaved, type ScheduleInput } from '@petpal/contracts';
import { apiFetch } from '@petpal/design-system';
import { usePracticeChange } from './use-practice-change';

/** POST /api/vet/practice/schedules (new) or PUT /api/vet/practice/schedules/:id (edit). */
export function saveSchedule({ id, input }: { id: string | null; input: ScheduleInput }) {
  return id
    ? apiFetch(`/api/vet/practice/schedules/${encodeURIComponent(id)}`, ScheduleSaved, { method: 'PUT', body: input })
    : apiFetch('/api/vet/practice/schedules', ScheduleSaved, { method: 'POST', body: input });
}

export function removeSchedule(id: string) {
  return apiFetch(`/api/vet/practice/schedules/${encodeURIComponent(id)}`, PracticeItemDeleted, {
    method: 'DELETE',
  });
}

export const useSaveSchedule = () => usePracticeChange(saveSchedule);
export const useRemoveSchedule = () => usePracticeChange(removeSchedule);
