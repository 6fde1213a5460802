import type { StylistSettingsInput } from '@petpal/contracts';
import { Alert, Button, Stack, useSavingForm } from '@petpal/design-system';
import { TimeZoneSelect } from './TimeZoneSelect';

/** What the form's save answers: nothing, or the API's refusals by field (as `useSavingForm` takes them). */
type SaveAnswer = ReturnType<Parameters<typeof useSavingForm>[1]['onSave']>;

export interface TimeZoneFormProps {
  /** The provider kind's settings contract (`{ timeZone }`, with that kind's message for an unknown zone). */
  contract: typeof StylistSettingsInput;
  timeZone: string;
  /** What the zone governs for this kind of provider. */
  hint: string;
  saving: boolean;
  onSave(timeZone: string): SaveAnswer;
}

/** A provider's time zone, which their hours and days off are read in (stylists, trainers, sitters). */
export function TimeZoneForm({ contract, timeZone, hint, saving, onSave }: TimeZoneFormProps) {
  const { form, submit } = useSavingForm(contract, {
    defaultValues: { timeZone },
    onSave: (input) => onSave(input.timeZone),
  });
  const zone = form.choice('timeZone');
  return (
    <form onSubmit={submit} noValidate aria-label="Time zone">
      <Stack gap={4}>
        {form.formError && <Alert variant="error">{form.formError}</Alert>}
        <TimeZoneSelect
          label="Time zone"
          hint={hint}
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
