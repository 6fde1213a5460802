import { HolidaySaved, PracticeItemDeleted, type HolidayInput } from '@petpal/contracts';
import { apiFetch } from '@petpal/design-system';
import { usePracticeChange } from './use-practice-change';

/** POST /api/vet/practice/holidays (both ends included). */
export function addHoliday(input: HolidayInput) {
  return apiFetch('/api/vet/practice/holidays', HolidaySaved, { method: 'POST', body: input });
}

export function removeHoliday(id: string) {
  return apiFetch(`/api/vet/practice/holidays/${encodeURIComponent(id)}`, PracticeItemDeleted, {
    method: 'DELETE',
  });
}

export const useAddHoliday = () => usePracticeChange(addHoliday);
export const useRemoveHoliday = () => usePracticeChange(removeHoliday);
