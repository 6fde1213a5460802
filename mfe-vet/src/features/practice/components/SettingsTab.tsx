import { PracticeSettingsInput, type VetPractice } from '@petpal/contracts';
import { Alert, Button, Select, Stack, TextField, useSavingForm } from '@petpal/design-system';
import { useSaveSettings } from '../api/save-settings';
import { timeZones } from '../practice-format';
import { usePracticeSave } from '../use-practice-save';

interface SettingsValues {
  timeZone: string;
  /** As typed: blank is no fee given. */
  consultationFee: string;
}

/** The practice's time zone (slots are computed in it) and consultation fee in INR. */
export function SettingsTab({ practice }: { practice: VetPractice }) {
  const mutation = useSaveSettings();
  const save = usePracticeSave(mutation, 'Settings saved');
  const { form, submit } = useSavingForm<typeof PracticeSettingsInput, SettingsValues>(PracticeSettingsInput, {
    defaultValues: { timeZone: practice.timeZone, consultationFee: String(practice.consultationFee) },
    toInput: ({ timeZone, consultationFee }) => ({
      timeZone,
      consultationFee: consultationFee.trim() === '' ? undefined : Number(consultationFee),
    }),
    onSave: save,
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap={4}>
        {form.formError && <Alert variant="error">{form.formError}</Alert>}
        <Select
          label="Time zone"
          hint="Your hours, holidays and the owners' slots are in this time zone."
          options={timeZones(practice.timeZone).map((zone) => ({ value: zone, label: zone }))}
          {...form.field('timeZone')}
        />
        <TextField
          label="Consultation fee (INR)"
          hint="0 makes teleconsultations free; above 0 owners pay in advance."
          type="number"
          min={0}
          step={1}
          {...form.field('consultationFee')}
        />
        <div>
          <Button type="submit" loading={mutation.isPending}>
            Save Settings
          </Button>
        </div>
      </Stack>
    </form>
  );
}
