import type { Weekday } from '@petpal/contracts';
import { Button } from '@petpal/design-system/core';
import { CardList } from '../Facts';
import { FormSection } from '../FormSection';
import { Stack, Text } from '../Layout';
import { ScheduleBlock, type ScheduleBlockData, type ScheduleBlockProps } from './ScheduleBlock';
import { weekdays } from './weekdays';

export interface WeeklyScheduleProps<S extends ScheduleBlockData & { dayOfWeek: Weekday | null }> extends Omit<
  ScheduleBlockProps<S>,
  'schedule' | 'onEdit'
> {
  /** The weekly blocks of hours (a date's own hours are not among them). */
  schedules: readonly S[];
  /** What the hours mean to owners, above the week. */
  intro: string;
  onAddHours(weekday: Weekday): void;
  onEdit(schedule: S, weekday: Weekday): void;
}

/** The weekly schedule editor: each weekday, Monday first, with its blocks of hours; a day without any is closed. */
export function WeeklySchedule<S extends ScheduleBlockData & { dayOfWeek: Weekday | null }>({
  schedules,
  intro,
  onAddHours,
  onEdit,
  ...blockProps
}: WeeklyScheduleProps<S>) {
  return (
    <Stack gap={5}>
      <Text tone="muted">{intro}</Text>
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
                onClick={() => onAddHours(day.value)}
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
                  <ScheduleBlock
                    key={schedule.id}
                    schedule={schedule}
                    {...blockProps}
                    onEdit={() => onEdit(schedule, day.value)}
                  />
                ))}
              </CardList>
            )}
          </FormSection>
        );
      })}
    </Stack>
  );
}
