import { useState } from 'react';
import type { VetSchedule } from '@petpal/contracts';
import { Stack, WeeklySchedule } from '@petpal/design-system';
import { BreakDialog } from './BreakDialog';
import { ScheduleDialog, type ScheduleTarget } from './ScheduleDialog';
import { useScheduleActions } from './use-schedule-actions';

/** Hours per weekday; a date-specific schedule replaces a weekday's hours on its date. */
export function WeeklyScheduleTab({ schedules }: { schedules: readonly VetSchedule[] }) {
  const [editing, setEditing] = useState<ScheduleTarget | null>(null);
  const { itemProps, breakFor, closeBreak } = useScheduleActions();
  return (
    <Stack gap={5}>
      <WeeklySchedule
        intro="Owners can book slots inside these hours, except in breaks and on holidays."
        schedules={schedules.filter((schedule) => schedule.scheduleDate === null)}
        {...itemProps}
        onAddHours={(weekday) => setEditing({ kind: 'weekly', weekday, schedule: null })}
        onEdit={(schedule, weekday) => setEditing({ kind: 'weekly', weekday, schedule })}
      />
      <ScheduleDialog target={editing} onClose={() => setEditing(null)} />
      <BreakDialog schedule={breakFor} onClose={closeBreak} />
    </Stack>
  );
}
