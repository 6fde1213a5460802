import { useState, type MouseEvent } from 'react';
import { stylistMessages, type StylistAvailability } from '@petpal/contracts';
import {
  Alert,
  Calendar,
  FormSection,
  LoadingLine,
  providerTimeNote,
  RetryAlert,
  Stack,
  Text,
} from '@petpal/design-system';
import { formatDay } from '../../../lib/format';
import { stylistCalendar, toDay, toIsoDate } from '../booking-calendar';

export interface StylistDateFieldProps {
  availability: StylistAvailability | undefined;
  loading: boolean;
  failed: boolean;
  onRetry(): void;
  /** The chosen date in the stylist's zone. */
  date: string | null;
  /** A bookable date, or null when a holiday was picked (which clears the date and the slot). */
  onSelect(date: string | null): void;
  error?: string;
}

/**
 * The booking calendar (spec section 5): today to 30 days out in the stylist's zone, past dates and
 * holidays disabled; picking a holiday says "This date is not available due to stylist holiday."
 */
export function StylistDateField({
  availability,
  loading,
  failed,
  onRetry,
  date,
  onSelect,
  error,
}: StylistDateFieldProps) {
  return (
    <FormSection title="Appointment Date">
      {loading && <LoadingLine message="Loading available dates and checking holidays..." />}
      {failed && !availability && <RetryAlert message={stylistMessages.loadDatesFailed} onRetry={onRetry} />}
      {availability && <DatePicker availability={availability} date={date} onSelect={onSelect} />}
      {error && <Alert variant="error">{error}</Alert>}
    </FormSection>
  );
}

function DatePicker({
  availability,
  date,
  onSelect,
}: Pick<StylistDateFieldProps, 'date' | 'onSelect'> & { availability: StylistAvailability }) {
  const calendar = stylistCalendar(availability);
  const [month, setMonth] = useState(() => (date ? toDay(date) : calendar.firstMonth));
  const [holiday, setHoliday] = useState<string | null>(null);

  if (availability.availableDates.length === 0) {
    return (
      <Alert variant="info" title="No available dates found">
        {availability.hasSchedules
          ? 'This stylist has no free slots in the next 30 days.'
          : 'The stylist has not set their availability.'}
      </Alert>
    );
  }

  // The calendar never picks a holiday; its day buttons carry their date, so the click is read here.
  function noticeHoliday(event: MouseEvent<HTMLDivElement>) {
    const picked = (event.target as HTMLElement).closest<HTMLElement>('button[data-date]')?.dataset.date;
    if (!picked || !availability.holidays.includes(picked)) return;
    setHoliday(picked);
    onSelect(null);
  }

  return (
    <Stack gap={3}>
      <div onClickCapture={noticeHoliday}>
        <Calendar
          month={month}
          onMonthChange={setMonth}
          selected={date ? toDay(date) : null}
          onSelect={(day) => {
            setHoliday(null);
            onSelect(toIsoDate(day));
          }}
          isAvailable={calendar.isAvailable}
          isHoliday={calendar.isHoliday}
          isDisabled={calendar.isDisabled}
          showLegend
        />
      </div>
      {holiday && (
        <Alert variant="warning" title={formatDay(holiday)}>
          {stylistMessages.holiday}
        </Alert>
      )}
      <Text tone="muted">{providerTimeNote(availability.timeZone)}</Text>
    </Stack>
  );
}
