import {
  STYLIST_DEFAULT_SLOT_MINUTES,
  StylistScheduleInput,
  type StylistSchedule,
  type Weekday,
} from '@petpal/contracts';
import { ScheduleDialog as HoursDialog, type ScheduleValues } from '@petpal/design-system';
import { practiceMessages } from '../practice-messages';
import { usePracticeSave } from '../use-practice-change';

/** The hours being added on a weekday (schedule null) or edited. */
export interface ScheduleTarget {
  weekday: Weekday;
  schedule: StylistSchedule | null;
}

export interface ScheduleDialogProps {
  /** null keeps the dialog closed. */
  target: ScheduleTarget | null;
  onClose(): void;
}

const initialValues = ({ weekday, schedule }: ScheduleTarget): ScheduleValues => ({
  dayOfWeek: schedule?.dayOfWeek ?? weekday,
  scheduleDate: '',
  startTime: schedule?.startTime ?? '09:00',
  endTime: schedule?.endTime ?? '17:00',
  slotDurationMinutes: String(schedule?.slotDurationMinutes ?? STYLIST_DEFAULT_SLOT_MINUTES),
  isAvailable: schedule?.isAvailable ?? true,
});

/** Adds or edits weekly hours: day, start and end, slot length (60 minutes unless set), open for bookings. */
export function ScheduleDialog({ target, onClose }: ScheduleDialogProps) {
  const existing = target?.schedule ?? null;
  const { save, saving } = usePracticeSave(
    existing ? practiceMessages.hoursSaved : practiceMessages.hoursAdded,
    onClose,
  );
  const title = existing ? 'Edit hours' : 'Add hours';
  return (
    <HoursDialog
      initial={target && initialValues(target)}
      onClose={onClose}
      title={title}
      formLabel={title}
      day="weekday"
      contract={StylistScheduleInput}
      toInput={({ dayOfWeek, startTime, endTime, slotDurationMinutes, isAvailable }) => ({
        dayOfWeek,
        startTime,
        endTime,
        slotDurationMinutes:
          slotDurationMinutes.trim() === '' ? STYLIST_DEFAULT_SLOT_MINUTES : Number(slotDurationMinutes),
        isAvailable,
      })}
      slotLength={{ min: 15, hint: 'Each booking takes one slot: 15 to 240 minutes, in steps of 5.' }}
      submitLabel="Save Hours"
      saving={saving}
      onSave={(input) =>
        save(existing ? { kind: 'update-schedule', id: existing.id, input } : { kind: 'add-schedule', input })
      }
    />
  );
}
