import { useState } from 'react';
import {
  TRAINER_DEFAULT_SESSION_MINUTES,
  TrainerBreakInput,
  TrainerScheduleInput,
  type TrainerSchedule,
  type Weekday,
} from '@petpal/contracts';
import {
  BreakDialog,
  ScheduleDialog,
  scheduleBlockLabel,
  Stack,
  WeeklySchedule,
  weekdays,
  type ScheduleValues,
} from '@petpal/design-system';
import { calendarMessages } from '../practice-messages';
import { useCalendarAction, useCalendarSave } from '../use-calendar-change';

interface HoursTarget {
  weekday: Weekday;
  schedule: TrainerSchedule | null;
}

const initialValues = ({ weekday, schedule }: HoursTarget): ScheduleValues => ({
  dayOfWeek: schedule?.dayOfWeek ?? weekday,
  scheduleDate: '',
  startTime: schedule?.startTime ?? '09:00',
  endTime: schedule?.endTime ?? '17:00',
  slotDurationMinutes: String(schedule?.slotDurationMinutes ?? TRAINER_DEFAULT_SESSION_MINUTES),
  isAvailable: schedule?.isAvailable ?? true,
});

const dayLabel = (schedule: TrainerSchedule) => weekdays.find((day) => day.value === schedule.dayOfWeek)?.label ?? '';

/**
 * The trainer's weekly hours (decision 093), with the schedule editors vets and stylists use: each block is
 * cut into sessions of its length on the spec's half-hour grid between 09:00 and 20:00.
 */
export function TrainerHours({ schedules }: { schedules: readonly TrainerSchedule[] }) {
  const [editing, setEditing] = useState<HoursTarget | null>(null);
  const [breakFor, setBreakFor] = useState<TrainerSchedule | null>(null);
  const action = useCalendarAction();
  const existing = editing?.schedule ?? null;
  const hours = useCalendarSave(existing ? calendarMessages.hoursSaved : calendarMessages.hoursAdded, () =>
    setEditing(null),
  );
  const pause = useCalendarSave(calendarMessages.breakAdded, () => setBreakFor(null));
  const title = existing ? 'Edit hours' : 'Add hours';
  return (
    <Stack gap={5}>
      <WeeklySchedule<TrainerSchedule>
        intro="Owners book sessions inside these hours, in your time zone, except in breaks and on days off. Hours run from 09:00 to 20:00, on the hour or half hour."
        schedules={schedules}
        busy={action.busy}
        onAddHours={(weekday) => setEditing({ weekday, schedule: null })}
        onEdit={(schedule, weekday) => setEditing({ weekday, schedule })}
        onRemove={(schedule) => action.run({ kind: 'delete-schedule', id: schedule.id }, calendarMessages.hoursRemoved)}
        onAddBreak={setBreakFor}
        onRemoveBreak={(id) => action.run({ kind: 'delete-break', id }, calendarMessages.breakRemoved)}
      />
      <ScheduleDialog
        initial={editing && initialValues(editing)}
        onClose={() => setEditing(null)}
        title={title}
        formLabel={title}
        day="weekday"
        contract={TrainerScheduleInput}
        toInput={({ dayOfWeek, startTime, endTime, slotDurationMinutes, isAvailable }) => ({
          dayOfWeek,
          startTime,
          endTime,
          slotDurationMinutes:
            slotDurationMinutes.trim() === '' ? TRAINER_DEFAULT_SESSION_MINUTES : Number(slotDurationMinutes),
          isAvailable,
        })}
        slotLength={{ min: 30, hint: 'Each booking is one session: 30 to 240 minutes, in steps of 30.' }}
        submitLabel="Save Hours"
        saving={hours.saving}
        onSave={(input) =>
          hours.save(existing ? { kind: 'update-schedule', id: existing.id, input } : { kind: 'add-schedule', input })
        }
      />
      <BreakDialog
        open={breakFor !== null}
        onClose={() => setBreakFor(null)}
        description={breakFor ? `${dayLabel(breakFor)}, ${scheduleBlockLabel(breakFor)}` : undefined}
        formLabel="Add break"
        contract={TrainerBreakInput}
        saving={pause.saving}
        onSave={(input) => pause.save({ kind: 'add-break', scheduleId: breakFor?.id ?? '', input })}
      />
    </Stack>
  );
}
