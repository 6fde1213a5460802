import { useEffect, useRef, useState } from 'react';
import { startOfMonth } from 'date-fns';
import styled, { css } from 'styled-components';
import type { VetAvailability } from '@petpal/contracts';
import {
  Alert,
  Calendar,
  DayStepper,
  FormSection,
  LoadingLine,
  RetryAlert,
  Stack,
  useToast,
} from '@petpal/design-system';
import { bookingCalendar, toDay, toIsoDate, type CalendarOverlay } from '../booking-calendar';

export const availabilityMessages = {
  loading: 'Loading available dates and checking holidays...',
  failed: 'Failed to load available dates. Please try again.',
  holidays: (count: number) =>
    `This veterinarian has ${count} holiday(s) in the next 30 days. Holiday dates are not available for booking.`,
  noDates: 'This veterinarian has no available dates in the next 30 days.',
  allHolidays:
    'All available dates for this veterinarian are holidays. Please try again later or contact them directly.',
} as const;

type Overlay = Exclude<CalendarOverlay, null>;

/** Spec section 2: the overlay over a calendar where nothing can be chosen. */
const overlays: Record<Overlay, { title: string; description: string }> = {
  'no-schedules': {
    title: 'No available dates found',
    description: 'The veterinarian has not set their availability',
  },
  'fully-booked': {
    title: 'No available dates found',
    description: availabilityMessages.noDates,
  },
  'all-holidays': {
    title: 'All available dates are holidays',
    description: 'Please contact the veterinarian directly.',
  },
};

/** Spec section 8: the error toast that goes with each overlay. */
const overlayToasts: Record<Overlay, string> = {
  'no-schedules': availabilityMessages.noDates,
  'fully-booked': availabilityMessages.noDates,
  'all-holidays': availabilityMessages.allHolidays,
};

/** Toasts why nothing can be booked, once per vet and reason (a refetch with the same answer stays quiet). */
function useNothingBookableToast(vetId: string, overlay: CalendarOverlay) {
  const { toast } = useToast();
  const told = useRef<string | null>(null);
  useEffect(() => {
    const key = overlay && `${vetId}:${overlay}`;
    if (!overlay || told.current === key) return;
    told.current = key;
    toast({ title: 'Error', description: overlayToasts[overlay], variant: 'error' });
  }, [vetId, overlay, toast]);
}

const CalendarArea = styled.div`
  position: relative;
  justify-self: start;
  max-width: 100%;
  overflow-x: auto;
`;

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

export interface AppointmentDateFieldProps {
  availability: VetAvailability | undefined;
  loading: boolean;
  failed: boolean;
  onRetry(): void;
  /** The chosen vet-zone date. */
  date: string | null;
  onSelect(date: string): void;
}

/** The booking calendar (today to 30 days out) with its legend, holiday notice, overlays and day stepper. */
export function AppointmentDateField({
  availability,
  loading,
  failed,
  onRetry,
  date,
  onSelect,
}: AppointmentDateFieldProps) {
  return (
    <FormSection title="Appointment Date">
      {loading && <LoadingLine message={availabilityMessages.loading} />}
      {failed && !availability && <RetryAlert message={availabilityMessages.failed} onRetry={onRetry} />}
      {availability && <DatePicker availability={availability} date={date} onSelect={onSelect} />}
    </FormSection>
  );
}

function DatePicker({
  availability,
  date,
  onSelect,
}: {
  availability: VetAvailability;
  date: string | null;
  onSelect(date: string): void;
}) {
  const calendar = bookingCalendar(availability);
  useNothingBookableToast(availability.vetId, calendar.overlay);
  const [month, setMonth] = useState(() => startOfMonth(toDay(date ?? availability.today)));
  const overlay = calendar.overlay ? overlays[calendar.overlay] : null;
  const previous = calendar.step(date, -1);
  const next = calendar.step(date, 1);

  function stepTo(target: string | null) {
    if (!target) return;
    setMonth(startOfMonth(toDay(target)));
    onSelect(target);
  }

  return (
    <Stack gap={3}>
      {calendar.holidayCount > 0 && (
        <Alert variant="warning">{availabilityMessages.holidays(calendar.holidayCount)}</Alert>
      )}
      <CalendarArea>
        <div inert={overlay !== null}>
          <Calendar
            month={month}
            onMonthChange={setMonth}
            selected={date ? toDay(date) : null}
            onSelect={(day) => onSelect(toIsoDate(day))}
            isAvailable={(day) => calendar.isAvailable(toIsoDate(day))}
            isHoliday={(day) => calendar.isHoliday(toIsoDate(day))}
            isDisabled={(day) => calendar.isDisabled(toIsoDate(day))}
            showLegend
          />
        </div>
        {overlay && (
          <Overlay role="status">
            <strong>{overlay.title}</strong>
            <p>{overlay.description}</p>
          </Overlay>
        )}
      </CalendarArea>
      <DayStepper
        date={date ? toDay(date) : null}
        onPrev={() => stepTo(previous)}
        onNext={() => stepTo(next)}
        prevDisabled={previous === null}
        nextDisabled={next === null}
      />
    </Stack>
  );
}
