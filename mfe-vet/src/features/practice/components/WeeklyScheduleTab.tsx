import { useState } from 'react';
import type { VetSchedule } from '@petpal/contracts';
import { Button, CardList, FormSection, Stack, Text } from '@petpal/design-system';
import { weekdays } from '../practice-format';
import { BreakDialog } from './BreakDialog';
import { ScheduleDialog, type ScheduleTarget } from './ScheduleDialog';
import { ScheduleItem } from './ScheduleItem';
import { useScheduleActions } from './use-schedule-actions';

/** Hours per weekday; a date-specific schedule replaces a weekday's hours on its date. */
export function WeeklyScheduleTab({ schedules }: { schedules: readonly VetSchedule[] }) {
  const [editing, setEditing] = useState<ScheduleTarget | null>(null);
  const { itemProps, breakFor, closeBreak } = useScheduleActions();
  return (
    <Stack gap={5}>
      <Text tone="muted">Owners can book slots inside these hours, except in breaks and on holidays.</Text>
      {weekdays.map((day) => {
        const ofDay = schedules.filter((s) => s.scheduleDate === null && s.dayOfWeek === day.value);
        return (
          <FormSection
            level={2}
            key={day.value}
            title={day.label}
            aside={
              <Button
                type="button"
                size="sm"
                variant="outline"
                aria-label={`Add hours on ${day.label}`}
                onClick={() => setEditing({ kind: 'weekly', weekday: day.value, schedule: null })}
              >
                Add Hours
              </Button>
            }
          >
            {ofDay.length === 0 ? (
              <Text tone="muted">Closed.</Text>
            ) : (
              <CardList aria-label={`${day.label} hours`}>
                {ofDay.map((schedule) => (
                  <ScheduleItem
                    key={schedule.id}
                    schedule={schedule}
                    {...itemProps}
                    onEdit={() => setEditing({ kind: 'weekly', weekday: day.value, schedule })}
                  />
                ))}
              </CardList>
            )}
          </FormSection>
        );
      })}
      <ScheduleDialog target={editing} onClose={() => setEditing(null)} />
      <BreakDialog schedule={breakFor} onClose={closeBreak} />
    </Stack>
  );
}
