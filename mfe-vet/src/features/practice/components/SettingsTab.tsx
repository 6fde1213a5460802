import { useState, type FormEvent } from 'react';
import { PracticeSettingsInput, type VetPractice } from '@petpal/contracts';
import { Alert, Button, Select, Stack, TextField } from '@petpal/design-system';
import { useSaveSettings } from '../api/save-settings';
import { timeZones } from '../practice-format';
import { usePracticeSubmit } from '../use-practice-submit';

/** The practice's time zone (slots are computed in it) and consultation fee in INR. */
export function SettingsTab({ practice }: { practice: VetPractice }) {
  const [timeZone, setTimeZone] = useState(practice.timeZone);
  const [fee, setFee] = useState(String(practice.consultationFee));
  const save = useSaveSettings();
  const { errors, submit: send } = usePracticeSubmit('Settings saved');

  function submit(event: FormEvent) {
    event.preventDefault();
    send(
      PracticeSettingsInput,
      { timeZone, consultationFee: fee.trim() === '' ? undefined : Number(fee) },
      (input, callbacks) => save.mutate(input, callbacks),
    );
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
