import { useState } from 'react';
import { HolidayInput, type VetHoliday } from '@petpal/contracts';
import { blankHoliday, HolidaysEditor, useToast } from '@petpal/design-system';
import { useAddHoliday, useRemoveHoliday } from '../api/save-holiday';
import { changeErrorMessage } from '../practice-format';
import { usePracticeSubmit } from '../use-practice-submit';

/** Days off (both ends included): owners see them struck through and cannot book them. */
export function HolidaysTab({ holidays }: { holidays: readonly VetHoliday[] }) {
  const [values, setValues] = useState(blankHoliday);
  const add = useAddHoliday();
  const remove = useRemoveHoliday();
  const { toast } = useToast();
  const { errors, submit: save } = usePracticeSubmit('Holiday added', () => setValues(blankHoliday));

  return (
    <HolidaysEditor
      holidays={holidays}
      draft={values}
      onDraftChange={setValues}
      errors={errors}
      adding={add.isPending}
      onAdd={() =>
        save(HolidayInput, { ...values, endDate: values.endDate || values.startDate }, (input, callbacks) =>
          add.mutate(input, callbacks),
        )
      }
      removing={remove.isPending}
      onRemove={(holiday) =>
        remove.mutate(holiday.id, {
          onSuccess: () => toast({ title: 'Holiday removed', variant: 'success' }),
          onError: (error) => toast({ title: 'Error', description: changeErrorMessage(error), variant: 'error' }),
        })
      }
    />
  );
}
