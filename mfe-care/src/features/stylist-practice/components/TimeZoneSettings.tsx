import { StylistSettingsInput } from '@petpal/contracts';
import { Alert, Button, Stack, useSavingForm } from '@petpal/design-system';
import { TimeZoneSelect } from '../../../ui/TimeZoneSelect';
import { practiceMessages } from '../practice-messages';
import { usePracticeSave } from '../use-practice-change';

/** The zone the stylist's hours and holidays are read in; owners see slots in it too. */
export function TimeZoneSettings({ timeZone }: { timeZone: string }) {
  const { save, saving } = usePracticeSave(practiceMessages.timeZoneSaved);
  const { form, submit } = useSavingForm(StylistSettingsInput, {
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
          hint="Your hours, breaks and holidays are in this time zone, and owners book your slots in it."
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
