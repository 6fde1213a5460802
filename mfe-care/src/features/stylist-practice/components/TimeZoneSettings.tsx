import { useState, type FormEvent } from 'react';
import { StylistSettingsInput } from '@petpal/contracts';
import { Alert, Button, Stack } from '@petpal/design-system';
import { TimeZoneSelect } from '../../../ui/TimeZoneSelect';
import { practiceMessages } from '../practice-messages';
import { usePracticeForm } from '../use-practice-change';

/** The zone the stylist's hours and holidays are read in; owners see slots in it too. */
export function TimeZoneSettings({ timeZone }: { timeZone: string }) {
  const [value, setValue] = useState(timeZone);
  const { errors, submit, saving } = usePracticeForm(practiceMessages.timeZoneSaved);

  function save(event: FormEvent) {
    event.preventDefault();
    submit(StylistSettingsInput, { timeZone: value }, (input) => ({ kind: 'settings', timeZone: input.timeZone }));
  }

  return (
    <form onSubmit={save} noValidate aria-label="Time zone">
      <Stack gap={4}>
        {errors.form && <Alert variant="error">{errors.form}</Alert>}
        <TimeZoneSelect
          label="Time zone"
          hint="Your hours, breaks and holidays are in this time zone, and owners book your slots in it."
          value={value}
          error={errors.timeZone}
          onChange={(event) => setValue(event.target.value)}
        />
        <div>
          <Button type="submit" loading={saving}>
            Save Time Zone
          </Button>
        </div>
      </Stack>
    </form>
  );
}
