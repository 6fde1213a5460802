import { useState } from 'react';
import type { StylistSchedule } from '@petpal/contracts';
import { Button, CardList, FormSection, Stack, Text } from '@petpal/design-system';
import { weekdays } from '../../../lib/format';
import { practiceMessages } from '../practice-messages';
import { usePracticeAction } from '../use-practice-change';
import { BreakDialog } from './BreakDialog';
import { ScheduleDialog, type ScheduleTarget } from './ScheduleDialog';
import { ScheduleEntry } from './ScheduleEntry';

/** Spec section 3's weekly schedules, Monday first, each with its breaks; a day without hours is closed. */
export function WeeklyHours({ schedules }: { schedules: readonly StylistSchedule[] }) {
  const [editing, setEditing] = useState<ScheduleTarget | null>(null);
  const [breakFor, setBreakFor] = useState<StylistSchedule | null>(null);
  const action = usePracticeAction();
  return (
    <Stack gap={5}>
      <Text tone="muted">
        Owners book slots inside these hours, in your time zone, except in breaks and on holidays.
      </Text>
      {weekdays.map((day) => {
        const ofDay = schedules
          .filter((schedule) => schedule.dayOfWeek === day.value)
          .sort((a, b) => a.startTime.localeCompare(b.startTime));
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
                onClick={() => setEditing({ weekday: day.value, schedule: null })}
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
                  <ScheduleEntry
                    key={schedule.id}
                    schedule={schedule}
                    busy={action.busy}
                    onEdit={() => setEditing({ weekday: day.value, schedule })}
                    onRemove={() =>
                      action.run({ kind: 'delete-schedule', id: schedule.id }, practiceMessages.hoursRemoved)
                    }
                    onAddBreak={setBreakFor}
                    onRemoveBreak={(id) => action.run({ kind: 'delete-break', id }, practiceMessages.breakRemoved)}
                  />
                ))}
              </CardList>
            )}
          </FormSection>
        );
      })}
      <ScheduleDialog target={editing} onClose={() => setEditing(null)} />
      <BreakDialog schedule={breakFor} onClose={() => setBreakFor(null)} />
    </Stack>
  );
}
