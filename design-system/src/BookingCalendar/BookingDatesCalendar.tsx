import { memo, useCallback, useLayoutEffect, useRef, useState, type MouseEvent } from 'react';
import { Alert } from '../Alert';
import { Calendar } from '../Calendar';
import { FormSection } from '../FormSection';
import { Stack, Text } from '../Layout';
import { LoadingLine } from '../LoadingLine';
import { RetryAlert } from '../RetryAlert';
import { providerTimeNote } from '../SlotGrid';
import {
  dayLabel,
  Days,
  NoDatesAlert,
  pickedHoliday,
  type BookingCalendarText,
  type BookingLoad,
} from './BookingCalendar';
import { bookingDays, toDay, toIsoDate, type BookingWindow } from './booking-days';
import { pickInRange, rangeDays, type DateRange } from './date-range';

/** Every word the dates calendar says: the day calendar's, and how a range is asked for and read out. */
export type BookingDatesText = Pick<
  BookingCalendarText,
  'dateTitle' | 'loadingDates' | 'loadDatesFailed' | 'noFreeDates' | 'noHours' | 'holiday'
> & {
  /** Before the first day is chosen, e.g. "Choose the first day of the stay." */
  chooseStart: string;
  /** Once the first day is chosen, e.g. "Now choose the last day of the stay." */
  chooseEnd: string;
  /** A range over a day the provider does not take (the pick is not kept). */
  blocked: string;
  /** The chosen range read out, e.g. "December 4, 2026 to December 7, 2026: 3 nights". */
  summary(range: { startDate: string; endDate: string }): string;
};

export interface BookingDatesCalendarProps {
  /** The provider's bookable window (their availability). */
  availability: BookingLoad<BookingWindow>;
  /** `range`: a first and a last day (a stay); `day`: one day (the range's start and end). */
  pick: 'range' | 'day';
  /** The chosen dates in the provider's zone; null while not chosen. */
  value: DateRange;
  onChange(value: DateRange): void;
  text: BookingDatesText;
  /** The fewest nights between the first and the last day (1 for a stay: the last day is after the first). */
  minNights?: number;
  level?: 2 | 3;
  error?: string | undefined;
  /** The owner's zone; the browser's unless given (stories and tests). */
  ownerTimeZone?: string;
}

/**
 * The booking calendar's dates mode (issue 18 item 4, decision 107): the provider's bookable days, of which
 * the owner picks one day, or a first and a last day (both must be open, and every day between). Labelled in
 * the provider's zone like the slot mode. Keyboard: the month grid's WAI-ARIA date-grid keys; every day of a
 * chosen range reads as selected, and the choice is read out as it changes.
 */
export function BookingDatesCalendar({ availability, level = 3, error, onChange, ...rest }: BookingDatesCalendarProps) {
  // The month grid renders again only when its own inputs change, not on each keystroke of the form around it.
  const latestOnChange = useRef(onChange);
  useLayoutEffect(() => {
    latestOnChange.current = onChange;
  });
  const change = useCallback((next: DateRange) => latestOnChange.current(next), []);
  return (
    <FormSection title={rest.text.dateTitle} level={level}>
      {availability.loading && <LoadingLine message={rest.text.loadingDates} />}
      {availability.failed && !availability.data && (
        <RetryAlert message={rest.text.loadDatesFailed} onRetry={availability.onRetry} />
      )}
      {availability.data && <DatesGrid availability={availability.data} onChange={change} {...rest} />}
      {error && <Alert variant="error">{error}</Alert>}
    </FormSection>
  );
}

type GridProps = Omit<BookingDatesCalendarProps, 'availability' | 'level' | 'error'> & { availability: BookingWindow };

const DatesGrid = memo(function DatesGrid({
  availability,
  pick,
  value,
  onChange,
  text,
  minNights = 1,
  ownerTimeZone,
}: GridProps) {
  const days = bookingDays(availability);
  const [month, setMonth] = useState(() => (value.startDate ? toDay(value.startDate) : days.firstMonth));
  const [notice, setNotice] = useState<{ title: string; message: string } | null>(null);

  if (availability.availableDates.length === 0) {
    return <NoDatesAlert availability={availability} text={text} />;
  }

  function noticeHoliday(event: MouseEvent<HTMLDivElement>) {
    const picked = pickedHoliday(event, availability);
    if (picked) setNotice({ title: dayLabel(picked), message: text.holiday });
  }

  function choose(day: Date) {
    const picked = toIsoDate(day);
    setNotice(null);
    if (pick === 'day') return onChange({ startDate: picked, endDate: picked });
    const next = pickInRange(value, picked, minNights, (date) => !days.isDisabled(toDay(date)));
    if (next === 'blocked') setNotice({ title: dayLabel(picked), message: text.blocked });
    else onChange(next);
  }

  const { startDate, endDate } = value;
  const status =
    startDate && endDate
      ? pick === 'day'
        ? dayLabel(startDate)
        : text.summary({ startDate, endDate })
      : startDate
        ? `${dayLabel(startDate)}. ${text.chooseEnd}`
        : text.chooseStart;
  return (
    <Stack gap={3}>
      <Days onClickCapture={noticeHoliday}>
        <Calendar
          month={month}
          onMonthChange={setMonth}
          selected={startDate ? toDay(startDate) : null}
          isInRange={(day) => rangeDays(value, toIsoDate(day))}
          onSelect={choose}
          isAvailable={days.isAvailable}
          isHoliday={days.isHoliday}
          isDisabled={days.isDisabled}
          showLegend
        />
      </Days>
      {notice && (
        <Alert variant="warning" title={notice.title}>
          {notice.message}
        </Alert>
      )}
      <Text aria-live="polite">{status}</Text>
      <Text tone="muted">{providerTimeNote(availability.timeZone, ownerTimeZone)}</Text>
    </Stack>
  );
});
