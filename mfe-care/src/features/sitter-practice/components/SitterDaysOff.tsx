import { SitterHolidayInput, SitterSettingsInput } from '@petpal/contracts';
import {
  Alert,
  apiFieldErrors,
  Button,
  FormSection,
  HolidaysEditor,
  LoadingLine,
  RetryAlert,
  Stack,
  useSavingForm,
  useToast,
} from '@petpal/design-system';
import { refusalMessage } from '../../../lib/api-errors';
import { TimeZoneSelect } from '../../../ui/TimeZoneSelect';
import { useChangeSitterCalendar, useSitterCalendar, type SitterCalendarChange } from '../api/sitter-calendar-api';

/** What the sitter's days-off tab says (the trainers' and stylists' words for the same editors). */
export const daysOffMessages = {
  loadFailed: 'Failed to load your days off. Please try again.',
  saveFailed: 'Could not save your changes. Please try again.',
  holidayAdded: 'Day off added',
  holidayRemoved: 'Day off removed',
  timeZoneSaved: 'Time zone saved',
} as const;

/**
 * The sitter's days off and time zone (decision 107): owners see the days off struck through on the sitter's
 * calendar and cannot send a request touching one.
 */
export function SitterDaysOff() {
  const calendar = useSitterCalendar();
  const change = useChangeSitterCalendar();
  const { toast } = useToast();

  async function save(sent: SitterCalendarChange, title: string) {
    try {
      await change.mutateAsync(sent);
    } catch (error) {
      const message = refusalMessage(error, daysOffMessages.saveFailed);
      return apiFieldErrors(error, message, message);
    }
    toast({ title, variant: 'success' });
    return undefined;
  }

  if (calendar.isPending) return <LoadingLine message="Loading your days off..." />;
  if (!calendar.data)
    return <RetryAlert message={daysOffMessages.loadFailed} onRetry={() => void calendar.refetch()} />;
  return (
    <Stack gap={6}>
      <FormSection title="Days off" level={2}>
        <HolidaysEditor
          holidays={calendar.data.holidays}
          contract={SitterHolidayInput}
          adding={change.isPending}
          onAdd={(input) => save({ kind: 'add-holiday', input }, daysOffMessages.holidayAdded)}
          removing={change.isPending}
          onRemove={(holiday) =>
            void save({ kind: 'delete-holiday', id: holiday.id }, daysOffMessages.holidayRemoved).then(
              (errors) => errors && toast({ title: 'Error', description: Object.values(errors)[0], variant: 'error' }),
            )
          }
        />
      </FormSection>
      <FormSection title="Time zone" level={2}>
        <SitterTimeZone
          timeZone={calendar.data.timeZone}
          saving={change.isPending}
          onSave={(timeZone) => save({ kind: 'settings', timeZone }, daysOffMessages.timeZoneSaved)}
        />
      </FormSection>
    </Stack>
  );
}

interface SitterTimeZoneProps {
  timeZone: string;
  saving: boolean;
  onSave(timeZone: string): ReturnType<Parameters<typeof useSavingForm>[1]['onSave']>;
}

function SitterTimeZone({ timeZone, saving, onSave }: SitterTimeZoneProps) {
  const { form, submit } = useSavingForm(SitterSettingsInput, {
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
          hint="Your days off are in this time zone, and owners choose their days in it."
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
