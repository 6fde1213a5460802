import { HolidayInput, type VetHoliday } from '@petpal/contracts';
import { HolidaysEditor, useToast } from '@petpal/design-system';
import { useAddHoliday, useRemoveHoliday } from '../api/save-holiday';
import { changeErrorMessage } from '../practice-format';
import { usePracticeSave } from '../use-practice-save';

/** Days off (both ends included): owners see them struck through and cannot book them. */
export function HolidaysTab({ holidays }: { holidays: readonly VetHoliday[] }) {
  const add = useAddHoliday();
  const remove = useRemoveHoliday();
  const { toast } = useToast();
  const save = usePracticeSave(add, 'Holiday added');

  return (
    <HolidaysEditor
      holidays={holidays}
      contract={HolidayInput}
      adding={add.isPending}
      onAdd={save}
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
