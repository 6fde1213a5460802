import { format, parseISO, startOfMonth } from 'date-fns';
import { memo, useCallback, useEffect, useLayoutEffect, useRef, useState, type MouseEvent } from 'react';
import styled, { css } from 'styled-components';
import { useToast } from '@petpal/design-system/core';
import { Alert } from '../Alert';
import { Calendar, DayStepper } from '../Calendar';
import { FormSection } from '../FormSection';
import { Stack, Text } from '../Layout';
import { LoadingLine } from '../LoadingLine';
import { RetryAlert } from '../RetryAlert';
import { providerTimeNote, SlotGrid } from '../SlotGrid';
import {
  bookingDays,
  nothingBookable,
  toDay,
  toIsoDate,
  type BookingWindow,
  type NothingBookable,
} from './booking-days';

/** One bookable slot of a day, in the provider's zone; `scheduleId` tells apart two schedules' equal starts. */
export interface BookingSlot {
  startTime: string;
  endTime: string;
  scheduleId?: string;
}

/** Why a day has no free slot (the scheduling engine's reasons). */
export type BookingEmptyReason = 'holiday' | 'no_schedule' | 'breaks_or_booked' | 'past' | 'outside_window';

/** One day's free slots, as the API answers them. */
export interface BookingDay<S extends BookingSlot> {
  slots: readonly S[];
  emptyReason?: BookingEmptyReason | undefined;
  /** The day is a holiday (the answer may be newer than the month's). */
  holiday?: boolean | undefined;
}

/** A load the page owns (a query): its answer, whether it is under way or failed, and how to try again. */
export interface BookingLoad<T> {
  data: T | undefined;
  loading: boolean;
  failed: boolean;
  onRetry(): void;
}

/** What a query (react-query's result) tells of a load. */
export interface QueryState<T> {
  data: T | undefined;
  isLoading: boolean;
  isError: boolean;
  refetch(): unknown;
}

/** A query as the calendar reads a load: loading only while a first answer is fetched (a disabled one is not). */
export const bookingLoad = <T,>(query: QueryState<T>): BookingLoad<T> => ({
  data: query.data,
  loading: query.isLoading,
  failed: query.isError,
  onRetry: () => void query.refetch(),
});

/** Every word the calendar says, from the provider kind's messages (the spec's, word for word). */
export interface BookingCalendarText {
  /** The calendar's heading, e.g. "Appointment Date". */
  dateTitle: string;
  loadingDates: string;
  loadDatesFailed: string;
  /** Shown when the provider has hours but no free day in the booking window. */
  noFreeDates: string;
  /** Shown when the provider has set no hours. */
  noHours: string;
  /** Shown when a holiday is picked (the pick clears the date and the slot). */
  holiday: string;
  /** Under the slots' heading before a date is chosen. */
  chooseDate: string;
  loadingSlots: string;
  loadSlotsFailed: string;
  noSlots: string;
  /** The hint under `noSlots`, per reason. */
  emptyHints: Record<BookingEmptyReason, string>;
  /** Optional: the amber notice above the month when the window holds holidays (N = their count). */
  holidaysAhead?(count: number): string;
  /**
   * Optional: when no day can be chosen, the month stays in view under an overlay saying why (title and
   * description), and `toast` is said once as an error toast; without it, an alert of `noFreeDates`/`noHours`.
   */
  nothingBookable?: Record<NothingBookable, { title: string; description: string; toast: string }>;
  /** Optional: the slots' panel for a day the answer marks as a holiday, instead of `noSlots`. */
  holidayDay?: { title: string; lines: readonly string[] };
}

export interface BookingCalendarProps<S extends BookingSlot> {
  /** The provider's bookable window (their availability). */
  availability: BookingLoad<BookingWindow>;
  /** The chosen date in the provider's zone, or null. */
  date: string | null;
  /** A bookable date, or null when a holiday was picked. */
  onDateChange(date: string | null): void;
  /** The chosen date's slots. */
  slots: BookingLoad<BookingDay<S>>;
  /** The chosen slot's key (`bookingSlotKey`), or null. */
  selectedSlot: string | null;
  onSlotChange(slot: S): void;
  text: BookingCalendarText;
  /** The headings' level: 2 on a page, 3 in a dialog or under a page's section (the default). */
  level?: 2 | 3;
  disabled?: boolean;
  dateError?: string | undefined;
  slotError?: string | undefined;
  /** The owner's zone; the browser's unless given (stories and tests). */
  ownerTimeZone?: string;
  /** A Previous day / Next day stepper under the month, moving between bookable days. */
  dayStepper?: boolean;
  /** How a picked holiday's `text.holiday` is said: a notice under the month (default) or an error toast. */
  holidayPick?: 'notice' | 'toast';
}

/** A slot's key in the grid: two schedules of one day may both start a slot at the same time. */
export const bookingSlotKey = (slot: BookingSlot): string => `${slot.scheduleId ?? ''}|${slot.startTime}`;

export const dayLabel = (isoDate: string) => format(parseISO(isoDate), 'MMMM d, yyyy');

/** On phones a day is a 44 px tap target, and the month fits 375 px without scrolling sideways. */
export const Days = styled.div`
  ${({ theme }) => css`
    position: relative;
    max-width: 100%;

    ${theme.media.mobile} {
      td {
        padding: 0;
      }

      button[data-date] {
        width: 2.75rem;
        height: 2.75rem;
      }
    }
  `}
`;

/** Covers a month where nothing can be chosen, saying why. */
const Overlay = styled.div`
  ${({ theme }) => css`
    position: absolute;
    inset: 0;
    display: flex;
    flex-direction: column;
    align-items: center;
    justify-content: center;
    gap: ${theme.spacing[1]};
    padding: ${theme.spacing[4]};
    text-align: center;
    background: color-mix(in srgb, ${theme.colors.surface} 92%, transparent);
    border-radius: ${theme.radii.md};

    strong {
      font-size: ${theme.fontSizes.lg};
    }

    p {
      margin: 0;
      color: ${theme.colors.textMuted};
    }
  `}
`;

const Line = styled.p`
  margin: 0;
`;

/** A window without one bookable day, said with the kind's words (no hours set, or every day taken). */
export function NoDatesAlert({
  availability,
  text,
}: {
  availability: BookingWindow;
  text: Pick<BookingCalendarText, 'noFreeDates' | 'noHours'>;
}) {
  return (
    <Alert variant="info" title="No available dates found">
      {availability.hasSchedules ? text.noFreeDates : text.noHours}
    </Alert>
  );
}

/**
 * The holiday a click on the month picked, or null: the calendar never picks a holiday, but its day buttons carry
 * their date, so a click on one is read from the event.
 */
export function pickedHoliday(event: MouseEvent<HTMLElement>, availability: BookingWindow): string | null {
  const picked = (event.target as HTMLElement).closest<HTMLElement>('button[data-date]')?.dataset.date;
  return picked && availability.holidays.includes(picked) ? picked : null;
}

/**
 * The one booking calendar (issue 18 item 4): the provider's bookable days from their availability, then the
 * chosen day's slot grid, labelled in the provider's zone with the owner's zone beside it when it differs.
 * Keyboard: the month grid follows the WAI-ARIA date grid pattern; slots are buttons.
 */
export function BookingCalendar<S extends BookingSlot>({
  availability,
  date,
  onDateChange,
  slots,
  selectedSlot,
  onSlotChange,
  text,
  level = 3,
  disabled = false,
  dateError,
  slotError,
  ownerTimeZone,
  dayStepper = false,
  holidayPick = 'notice',
}: BookingCalendarProps<S>) {
  // The month grid is the costly part: it renders again only when its own inputs change, not on every
  // keystroke of the form around it, so its date callback keeps one identity.
  const latestOnDateChange = useRef(onDateChange);
  useLayoutEffect(() => {
    latestOnDateChange.current = onDateChange;
  });
  const pickDate = useCallback((next: string | null) => latestOnDateChange.current(next), []);
  return (
    <>
      <FormSection title={text.dateTitle} level={level}>
        {availability.loading && <LoadingLine message={text.loadingDates} />}
        {availability.failed && !availability.data && (
          <RetryAlert message={text.loadDatesFailed} onRetry={availability.onRetry} />
        )}
        {availability.data && (
          <BookingDays
            availability={availability.data}
            date={date}
            onDateChange={pickDate}
            text={text}
            ownerTimeZone={ownerTimeZone}
            dayStepper={dayStepper}
            holidayPick={holidayPick}
          />
        )}
        {dateError && <Alert variant="error">{dateError}</Alert>}
      </FormSection>
      <FormSection title="Available Time Slots" level={level} aside={date ? dayLabel(date) : undefined}>
        {!date && <Text tone="muted">{text.chooseDate}</Text>}
        {date && slots.loading && <LoadingLine message={text.loadingSlots} />}
        {date && slots.failed && !slots.data && <RetryAlert message={text.loadSlotsFailed} onRetry={slots.onRetry} />}
        {date && slots.data && slots.data.holiday && text.holidayDay ? (
          <Alert variant="warning" title={text.holidayDay.title}>
            {text.holidayDay.lines.map((line) => (
              <Line key={line}>{line}</Line>
            ))}
          </Alert>
        ) : (
          date &&
          slots.data &&
          (slots.data.slots.length === 0 ? (
            <Alert variant="info" title={text.noSlots}>
              {text.emptyHints[slots.data.emptyReason ?? 'breaks_or_booked']}
            </Alert>
          ) : (
            <SlotGrid
              slots={slots.data.slots.map((slot) => ({ ...slot, id: bookingSlotKey(slot) }))}
              selected={selectedSlot}
              onSelect={(key) => {
                const slot = slots.data?.slots.find((s) => bookingSlotKey(s) === key);
                if (slot) onSlotChange(slot);
              }}
              disabled={disabled}
            />
          ))
        )}
        {slotError && <Alert variant="error">{slotError}</Alert>}
      </FormSection>
    </>
  );
}

interface BookingDaysProps {
  availability: BookingWindow;
  date: string | null;
  onDateChange(date: string | null): void;
  text: BookingCalendarText;
  ownerTimeZone: string | undefined;
  dayStepper: boolean;
  holidayPick: 'notice' | 'toast';
}

const BookingDays = memo(function BookingDays({
  availability,
  date,
  onDateChange,
  text,
  ownerTimeZone,
  dayStepper,
  holidayPick,
}: BookingDaysProps) {
  const { toast } = useToast();
  const days = bookingDays(availability);
  const [month, setMonth] = useState(() => (date ? toDay(date) : days.firstMonth));
  const [holiday, setHoliday] = useState<string | null>(null);
  const nothing = nothingBookable(availability);
  const overlay = nothing && text.nothingBookable ? text.nothingBookable[nothing] : null;
  useOnceToast(overlay?.toast ?? null);

  if (nothing && !overlay) {
    return <NoDatesAlert availability={availability} text={text} />;
  }

  function noticeHoliday(event: MouseEvent<HTMLDivElement>) {
    const picked = pickedHoliday(event, availability);
    if (!picked) return;
    if (holidayPick === 'toast') toast({ title: 'Error', description: text.holiday, variant: 'error' });
    else setHoliday(picked);
    onDateChange(null);
  }

  function stepTo(target: string | null) {
    if (!target) return;
    setHoliday(null);
    setMonth(startOfMonth(toDay(target)));
    onDateChange(target);
  }

  const previous = days.step(date, -1);
  const next = days.step(date, 1);
  return (
    <Stack gap={3}>
      {text.holidaysAhead && availability.holidays.length > 0 && (
        <Alert variant="warning">{text.holidaysAhead(availability.holidays.length)}</Alert>
      )}
      <Days onClickCapture={noticeHoliday}>
        <div inert={overlay !== null}>
          <Calendar
            month={month}
            onMonthChange={setMonth}
            selected={date ? toDay(date) : null}
            onSelect={(day) => {
              setHoliday(null);
              onDateChange(toIsoDate(day));
            }}
            isAvailable={days.isAvailable}
            isHoliday={days.isHoliday}
            isDisabled={days.isDisabled}
            showLegend
          />
        </div>
        {overlay && (
          <Overlay role="status">
            <strong>{overlay.title}</strong>
            <p>{overlay.description}</p>
          </Overlay>
        )}
      </Days>
      {dayStepper && (
        <DayStepper
          date={date ? toDay(date) : null}
          onPrev={() => stepTo(previous)}
          onNext={() => stepTo(next)}
          prevDisabled={previous === null}
          nextDisabled={next === null}
        />
      )}
      {holiday && (
        <Alert variant="warning" title={dayLabel(holiday)}>
          {text.holiday}
        </Alert>
      )}
      <Text tone="muted">{providerTimeNote(availability.timeZone, ownerTimeZone)}</Text>
    </Stack>
  );
});

/** Says `message` as an error toast once per message (a refetch with the same answer stays quiet). */
function useOnceToast(message: string | null) {
  const { toast } = useToast();
  const told = useRef<string | null>(null);
  useEffect(() => {
    if (!message || told.current === message) return;
    told.current = message;
    toast({ title: 'Error', description: message, variant: 'error' });
  }, [message, toast]);
}
