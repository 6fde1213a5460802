import { LoadingLine, RetryAlert, Stack, Tabs, Text, useErrorToast } from '@petpal/design-system';
import { useTrainerCalendar } from '../api/trainer-calendar-api';
import { calendarMessages } from '../practice-messages';
import { TrainerDaysOff } from './TrainerDaysOff';
import { TrainerHours } from './TrainerHours';
import { TrainerTimeZone } from './TrainerTimeZone';

/** The trainer's calendar (decision 093): weekly hours, days off and the time zone they are read in. */
export function TrainerCalendarTab() {
  const calendar = useTrainerCalendar();
  useErrorToast(calendar, calendarMessages.loadFailed);
  if (calendar.isPending) return <LoadingLine message="Loading your hours..." />;
  if (!calendar.data) {
    return <RetryAlert message={calendarMessages.loadFailed} onRetry={() => void calendar.refetch()} />;
  }
  const { trainer, schedules, holidays } = calendar.data;
  return (
    <Stack gap={4}>
      <Text tone="muted">Times in {trainer.timeZone}</Text>
      <Tabs
        label="Your calendar"
        tabs={[
          { id: 'hours', label: 'Weekly hours', content: <TrainerHours schedules={schedules} /> },
          { id: 'days-off', label: 'Days off', content: <TrainerDaysOff holidays={holidays} /> },
          {
            id: 'time-zone',
            label: 'Time zone',
            content: <TrainerTimeZone key={trainer.timeZone} timeZone={trainer.timeZone} />,
          },
        ]}
      />
    </Stack>
  );
}
