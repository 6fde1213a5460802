import { useState, type FormEvent } from 'react';
import { PracticeSettingsInput, type VetPractice } from '@petpal/api/contracts';
import { Alert, Button, Select, Stack, TextField, useToast } from '@petpal/design-system';
import { apiFieldErrors, validate, type FieldErrors } from '../../../lib/validate';
import { useSaveSettings } from '../api/save-settings';
import { SAVE_FAILED, timeZones } from '../practice-format';

/** The practice's time zone (slots are computed in it) and consultation fee in INR. */
export function SettingsTab({ practice }: { practice: VetPractice }) {
  const [timeZone, setTimeZone] = useState(practice.timeZone);
  const [fee, setFee] = useState(String(practice.consultationFee));
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useSaveSettings();
  const { toast } = useToast();

  function submit(event: FormEvent) {
    event.preventDefault();
    const result = validate(PracticeSettingsInput, {
      timeZone,
      consultationFee: fee.trim() === '' ? undefined : Number(fee),
    });
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    save.mutate(result.data, {
      onSuccess: () => toast({ title: 'Settings saved', variant: 'success' }),
      onError: (error) => setErrors(apiFieldErrors(error, SAVE_FAILED)),
    });
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap={4}>
        {errors.form && <Alert variant="error">{errors.form}</Alert>}
        <Select
          label="Time zone"
          hint="Your hours, holidays and the owners' slots are in this time zone."
          options={timeZones(practice.timeZone).map((zone) => ({ value: zone, label: zone }))}
          value={timeZone}
          error={errors.timeZone}
          onChange={(event) => setTimeZone(event.target.value)}
        />
        <TextField
          label="Consultation fee (INR)"
          hint="0 makes teleconsultations free; above 0 owners pay in advance."
          type="number"
          min={0}
          step={1}
          value={fee}
          error={errors.consultationFee}
          onChange={(event) => setFee(event.target.value)}
        />
        <div>
          <Button type="submit" loading={save.isPending}>
            Save Settings
          </Button>
        </div>
      </Stack>
    </form>
  );
}
