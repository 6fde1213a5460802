import { TrainerSettingsInput } from '@petpal/contracts';
import { Alert, Button, Stack, useSavingForm } from '@petpal/design-system';
import { TimeZoneSelect } from '../../../ui/TimeZoneSelect';
import { calendarMessages } from '../practice-messages';
import { useCalendarSave } from '../use-calendar-change';

/** The zone the trainer's hours and days off are read in; owners see the slots in it too. */
export function TrainerTimeZone({ timeZone }: { timeZone: string }) {
  const { save, saving } = useCalendarSave(calendarMessages.timeZoneSaved);
  const { form, submit } = useSavingForm(TrainerSettingsInput, {
    defaultValues: { timeZone },
    onSave: (input) => save({ kind: 'settings', timeZone: input.timeZone }),
  });
  const zone = form.choice('timeZone');
  return (
    <form onSubmit={submit} noValidate aria-label="Time zone">
      <Stack gap={4}>
        {form.formError && <Alert variant="error">{form.formError}</Alert>}
        <TimeZoneSelect
          label="Time zone"
          hint="Your hours, breaks and days off are in this time zone, and owners book your sessions in it."
          name={zone.name}
          value={zone.value}
          error={zone.error}
          onChange={(event) => zone.onChange(event.target.value)}
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
