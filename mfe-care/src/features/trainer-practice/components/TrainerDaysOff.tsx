import { TrainerHolidayInput, type TrainerHoliday } from '@petpal/contracts';
import { HolidaysEditor } from '@petpal/design-system';
import { calendarMessages } from '../practice-messages';
import { useCalendarAction, useCalendarSave } from '../use-calendar-change';

/** Days off, both ends included (decision 093): owners see them struck through and cannot book them. */
export function TrainerDaysOff({ holidays }: { holidays: readonly TrainerHoliday[] }) {
  const { save, saving } = useCalendarSave(calendarMessages.holidayAdded);
  const remove = useCalendarAction();
  return (
    <HolidaysEditor
      holidays={holidays}
      contract={TrainerHolidayInput}
      adding={saving}
      onAdd={(input) => save({ kind: 'add-holiday', input })}
      removing={remove.busy}
      onRemove={(holiday) => remove.run({ kind: 'delete-holiday', id: holiday.id }, calendarMessages.holidayRemoved)}
    />
  );
}
