import { SitterHolidayInput, SitterSettingsInput } from '@petpal/contracts';
import {
  apiFieldErrors,
  FormSection,
  HolidaysEditor,
  LoadingLine,
  RetryAlert,
  Stack,
  useToast,
} from '@petpal/design-system';
import { refusalMessage } from '../../../lib/api-errors';
import { TimeZoneForm } from '../../../ui/TimeZoneForm';
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
        <TimeZoneForm
          contract={SitterSettingsInput}
          timeZone={calendar.data.timeZone}
          hint="Your days off are in this time zone, and owners choose their days in it."
          saving={change.isPending}
          onSave={(timeZone) => save({ kind: 'settings', timeZone }, daysOffMessages.timeZoneSaved)}
        />
      </FormSection>
    </Stack>
  );
}
