import { PracticeItemDeleted, ScheduleSaved, type BreakInput } from '@petpal/contracts';
import { apiFetch } from '@petpal/design-system';
import { usePracticeChange } from './use-practice-change';

/** POST /api/vet/practice/schedules/:id/breaks. */
export function addBreak({ scheduleId, input }: { scheduleId: string; input: BreakInput }) {
  return apiFetch(`/api/vet/practice/schedules/${encodeURIComponent(scheduleId)}/breaks`, ScheduleSaved, {
    method: 'POST',
    body: input,
  });
}

/** DELETE /api/vet/practice/breaks/:id. */
export function removeBreak(breakId: string) {
  return apiFetch(`/api/vet/practice/breaks/${encodeURIComponent(breakId)}`, PracticeItemDeleted, { method: 'DELETE' });
}

export const useAddBreak = () => usePracticeChange(addBreak);
export const useRemoveBreak = () => usePracticeChange(removeBreak);
