import { useState } from 'react';
import type { VetSchedule } from '@petpal/contracts';
import { Button, CardList, FormSection, ScheduleBlock, Stack, Text } from '@petpal/design-system';
import { formatDay } from '../../../lib/format';
import { BreakDialog } from './BreakDialog';
import { ScheduleDialog, type ScheduleTarget } from './ScheduleDialog';
import { useScheduleActions } from './use-schedule-actions';

/** Hours for single dates: they replace that weekday's weekly hours (closed for bookings closes the day). */
export function DateSchedulesTab({ schedules }: { schedules: readonly VetSchedule[] }) {
  const [editing, setEditing] = useState<ScheduleTarget | null>(null);
  const { itemProps, breakFor, closeBreak } = useScheduleActions();
  const dated = schedules
    .filter((s): s is VetSchedule & { scheduleDate: string } => s.scheduleDate !== null)
    .sort((a, b) => (a.scheduleDate + a.startTime).localeCompare(b.scheduleDate + b.startTime));
  const dates = [...new Set(dated.map((s) => s.scheduleDate))];
  return (
    <Stack gap={5}>
      <Stack direction="row" gap={3} justify="space-between" align="center" wrap>
        <Text tone="muted">
          A date-specific schedule replaces the weekly hours of its date: open a day you normally close, or close a day
          you normally open.
        </Text>
        <Button type="button" size="sm" onClick={() => setEditing({ kind: 'date', schedule: null })}>
          Add Date Schedule
        </Button>
      </Stack>
      {dates.length === 0 && <Text tone="muted">No date-specific schedules.</Text>}
      {dates.map((date) => (
        <FormSection level={2} key={date} title={formatDay(date)}>
          <CardList aria-label={`Hours on ${formatDay(date)}`}>
            {dated
              .filter((s) => s.scheduleDate === date)
              .map((schedule) => (
                <ScheduleBlock
                  key={schedule.id}
                  schedule={schedule}
                  {...itemProps}
                  onEdit={() => setEditing({ kind: 'date', schedule })}
                />
              ))}
          </CardList>
        </FormSection>
      ))}
      <ScheduleDialog target={editing} onClose={() => setEditing(null)} />
      <BreakDialog schedule={breakFor} onClose={closeBreak} />
    </Stack>
  );
}
