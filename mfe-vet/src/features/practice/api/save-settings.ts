import { VetPractice, type PracticeSettingsInput } from '@petpal/contracts';
import { apiFetch } from '@petpal/design-system';
import { usePracticeChange } from './use-practice-change';

/** PUT /api/vet/practice/settings: time zone and consultation fee. */
export function saveSettings(input: PracticeSettingsInput) {
  return apiFetch('/api/vet/practice/settings', VetPractice, { method: 'PUT', body: input });
}

export const useSaveSettings = () => usePracticeChange(saveSettings);
