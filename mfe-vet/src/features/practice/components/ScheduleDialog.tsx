import { ScheduleInput, type VetSchedule, type Weekday } from '@petpal/contracts';
import { ScheduleDialog as HoursDialog, type ScheduleValues } from '@petpal/design-system';
import { useSaveSchedule } from '../api/save-schedule';
import { usePracticeSave } from '../use-practice-save';

/** What the dialog edits: a weekly schedule of a weekday, or a date-specific one. */
export type ScheduleTarget =
  { kind: 'weekly'; weekday: Weekday; schedule: VetSchedule | null } | { kind: 'date'; schedule: VetSchedule | null };

export interface ScheduleDialogProps {
  target: ScheduleTarget | null;
  onClose(): void;
}

const initialValues = (target: ScheduleTarget): ScheduleValues => ({
  scheduleDate: target.schedule?.scheduleDate ?? '',
  dayOfWeek: target.schedule?.dayOfWeek ?? (target.kind === 'weekly' ? target.weekday : 'monday'),
  startTime: target.schedule?.startTime ?? '09:00',
  endTime: target.schedule?.endTime ?? '17:00',
  slotDurationMinutes: String(target.schedule?.slotDurationMinutes ?? 30),
  isAvailable: target.schedule?.isAvailable ?? true,
});

/** Adds or edits hours: weekday or date, start and end, slot length, and whether bookings are open. */
export function ScheduleDialog({ target, onClose }: ScheduleDialogProps) {
  const mutation = useSaveSchedule();
  const save = usePracticeSave(mutation, 'Schedule saved', onClose);
  const kind = target?.kind ?? 'weekly';
  const title = kind === 'date' ? 'date-specific schedule' : 'weekly hours';
  return (
    <HoursDialog
      initial={target && initialValues(target)}
      onClose={onClose}
      title={target?.schedule ? `Edit ${title}` : `Add ${title}`}
      day={kind === 'date' ? 'date' : 'weekday'}
      contract={ScheduleInput}
      toInput={(values) => ({
        scheduleDate: kind === 'date' ? values.scheduleDate : null,
        dayOfWeek: kind === 'weekly' ? values.dayOfWeek : null,
        startTime: values.startTime,
        endTime: values.endTime,
        slotDurationMinutes: Number(values.slotDurationMinutes),
        isAvailable: values.isAvailable,
      })}
      slotLength={{ min: 5 }}
      submitLabel="Save Schedule"
      saving={mutation.isPending}
      onSave={(input) => save({ id: target?.schedule?.id ?? null, input })}
    />
  );
}
