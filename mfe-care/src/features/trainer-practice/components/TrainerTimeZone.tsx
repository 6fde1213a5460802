import { TrainerSettingsInput } from '@petpal/contracts';
import { TimeZoneForm } from '../../../ui/TimeZoneForm';
import { calendarMessages } from '../practice-messages';
import { useCalendarSave } from '../use-calendar-change';

/** The zone the trainer's hours and days off are read in; owners see the slots in it too. */
export function TrainerTimeZone({ timeZone }: { timeZone: string }) {
  const { save, saving } = useCalendarSave(calendarMessages.timeZoneSaved);
  return (
    <TimeZoneForm
      contract={TrainerSettingsInput}
      timeZone={timeZone}
      hint="Your hours, breaks and days off are in this time zone, and owners book your sessions in it."
      saving={saving}
      onSave={(zone) => save({ kind: 'settings', timeZone: zone })}
    />
  );
}
