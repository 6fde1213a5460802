import { useState } from 'react';
import type { StylistSchedule } from '@petpal/contracts';
import { Stack, WeeklySchedule } from '@petpal/design-system';
import { practiceMessages } from '../practice-messages';
import { usePracticeAction } from '../use-practice-change';
import { BreakDialog } from './BreakDialog';
import { ScheduleDialog, type ScheduleTarget } from './ScheduleDialog';

/** Spec section 3's weekly schedules, Monday first, each with its breaks; a day without hours is closed. */
export function WeeklyHours({ schedules }: { schedules: readonly StylistSchedule[] }) {
  const [editing, setEditing] = useState<ScheduleTarget | null>(null);
  const [breakFor, setBreakFor] = useState<StylistSchedule | null>(null);
  const action = usePracticeAction();
  return (
    <Stack gap={5}>
      <WeeklySchedule<StylistSchedule>
        intro="Owners book slots inside these hours, in your time zone, except in breaks and on holidays."
        schedules={schedules}
        busy={action.busy}
        onAddHours={(weekday) => setEditing({ weekday, schedule: null })}
        onEdit={(schedule, weekday) => setEditing({ weekday, schedule })}
        onRemove={(schedule) => action.run({ kind: 'delete-schedule', id: schedule.id }, practiceMessages.hoursRemoved)}
        onAddBreak={setBreakFor}
        onRemoveBreak={(id) => action.run({ kind: 'delete-break', id }, practiceMessages.breakRemoved)}
      />
      <ScheduleDialog target={editing} onClose={() => setEditing(null)} />
      <BreakDialog schedule={breakFor} onClose={() => setBreakFor(null)} />
    </Stack>
  );
}
