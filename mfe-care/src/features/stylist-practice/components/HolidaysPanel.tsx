import { useState } from 'react';
import { StylistHolidayInput, type StylistHoliday } from '@petpal/contracts';
import { blankHoliday, HolidaysEditor } from '@petpal/design-system';
import { practiceMessages } from '../practice-messages';
import { usePracticeAction, usePracticeForm } from '../use-practice-change';

/** Days off, both ends included (spec section 3): owners see them struck through and cannot book them. */
export function HolidaysPanel({ holidays }: { holidays: readonly StylistHoliday[] }) {
  const [values, setValues] = useState(blankHoliday);
  const { errors, submit, saving } = usePracticeForm(practiceMessages.holidayAdded, () => setValues(blankHoliday));
  const remove = usePracticeAction();

  return (
    <HolidaysEditor
      holidays={holidays}
      draft={values}
      onDraftChange={setValues}
      errors={errors}
      adding={saving}
      onAdd={() =>
        submit(StylistHolidayInput, { ...values, endDate: values.endDate || values.startDate }, (input) => ({
          kind: 'add-holiday',
          input,
        }))
      }
      removing={remove.busy}
      onRemove={(holiday) => remove.run({ kind: 'delete-holiday', id: holiday.id }, practiceMessages.holidayRemoved)}
    />
  );
}
