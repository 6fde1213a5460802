import { StylistHolidayInput, type StylistHoliday } from '@petpal/contracts';
import { HolidaysEditor } from '@petpal/design-system';
import { practiceMessages } from '../practice-messages';
import { usePracticeAction, usePracticeSave } from '../use-practice-change';

/** Days off, both ends included (spec section 3): owners see them struck through and cannot book them. */
export function HolidaysPanel({ holidays }: { holidays: readonly StylistHoliday[] }) {
  const { save, saving } = usePracticeSave(practiceMessages.holidayAdded);
  const remove = usePracticeAction();

  return (
    <HolidaysEditor
      holidays={holidays}
      contract={StylistHolidayInput}
      adding={saving}
      onAdd={(input) => save({ kind: 'add-holiday', input })}
      removing={remove.busy}
      onRemove={(holiday) => remove.run({ kind: 'delete-holiday', id: holiday.id }, practiceMessages.holidayRemoved)}
    />
  );
}
