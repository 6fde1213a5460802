import { StylistSettingsInput } from '@petpal/contracts';
import { TimeZoneForm } from '../../../ui/TimeZoneForm';
import { practiceMessages } from '../practice-messages';
import { usePracticeSave } from '../use-practice-change';

/** The zone the stylist's hours and holidays are read in; owners see slots in it too. */
export function TimeZoneSettings({ timeZone }: { timeZone: string }) {
  const { save, saving } = usePracticeSave(practiceMessages.timeZoneSaved);
  return (
    <TimeZoneForm
      contract={StylistSettingsInput}
      timeZone={timeZone}
      hint="Your hours, breaks and holidays are in this time zone, and owners book your slots in it."
      saving={saving}
      onSave={(zone) => save({ kind: 'settings', timeZone: zone })}
    />
  );
}
