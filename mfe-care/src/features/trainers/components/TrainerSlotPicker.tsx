import { useState } from 'react';
import { format, parseISO, startOfMonth } from 'date-fns';
import { stylistMessages, trainerMessages, type TimeSlot, type TrainerAvailability } from '@petpal/contracts';
import {
  Alert,
  Calendar,
  FormSection,
  LoadingLine,
  providerTimeNote,
  RetryAlert,
  SlotGrid,
  Stack,
  Text,
} from '@petpal/design-system';
import { formatDay } from '../../../lib/format';
import { useTrainerAvailability, useTrainerSlots } from '../api/trainer-calendar';

/** Spec section 8's words for loading dates and slots (the vets' and stylists'). */
const LOAD_DATES_FAILED = stylistMessages.loadDatesFailed;
const LOAD_SLOTS_FAILED = stylistMessages.loadSlotsFailed;

const toDay = (isoDate: string): Date => parseISO(isoDate);
const toIsoDate = (day: Date): string => format(day, 'yyyy-MM-dd');
const keyOf = (slot: Pick<TimeSlot, 'scheduleId' | 'startTime'>) => `${slot.scheduleId}|${slot.startTime}`;

const emptyHints = {
  holiday: trainerMessages.holiday,
  no_schedule: 'The trainer does not work on this day.',
  breaks_or_booked: 'Every session of this day is booked or falls in a break.',
  past: 'Every session of this day has already started.',
  outside_window: trainerMessages.date,
} as const;

export interface TrainerSlotPickerProps {
  trainerId: string;
  /** The chosen session, or null. */
  slot: TimeSlot | null;
  onChange(slot: TimeSlot | null): void;
  /** The date's or the slot's message from the form. */
  error?: string | undefined;
}

/**
 * The trainer's calendar of bookable days and that day's sessions (decision 093), in the trainer's zone and
 * labelled so, with the owner's zone beside it when it differs: the vets' and stylists' Calendar and SlotGrid.
 */
export function TrainerSlotPicker({ trainerId, slot, onChange, error }: TrainerSlotPickerProps) {
  const availability = useTrainerAvailability(trainerId);
  const [date, setDate] = useState<string | null>(slot?.date ?? null);
  const slots = useTrainerSlots(trainerId, date);

  return (
    <>
      <FormSection title="Date" level={2}>
        {availability.isPending && <LoadingLine message="Loading available dates and checking holidays..." />}
        {availability.isError && !availability.data && (
          <RetryAlert message={LOAD_DATES_FAILED} onRetry={() => void availability.refetch()} />
        )}
        {availability.data && (
          <Dates
            availability={availability.data}
            date={date}
            onSelect={(picked) => {
              setDate(picked);
              onChange(null);
            }}
          />
        )}
      </FormSection>
      <FormSection title="Available Time Slots" level={2} aside={date ? formatDay(date) : undefined}>
        {!date && <Text tone="muted">Select a date to see the free sessions.</Text>}
        {date && slots.isPending && <LoadingLine message={stylistMessages.loadingSlots} />}
        {date && slots.isError && !slots.data && (
          <RetryAlert message={LOAD_SLOTS_FAILED} onRetry={() => void slots.refetch()} />
        )}
        {date &&
          slots.data &&
          (slots.data.slots.length === 0 ? (
            <Alert variant="info" title={stylistMessages.noSlots}>
              {emptyHints[slots.data.emptyReason ?? 'breaks_or_booked']}
            </Alert>
          ) : (
            <SlotGrid
              slots={slots.data.slots.map((s) => ({ ...s, id: keyOf(s) }))}
              selected={slot ? keyOf(slot) : null}
              onSelect={(key) => onChange(slots.data.slots.find((s) => keyOf(s) === key) ?? null)}
            />
          ))}
        {error && <Alert variant="error">{error}</Alert>}
      </FormSection>
    </>
  );
}

function Dates({
  availability,
  date,
  onSelect,
}: {
  availability: TrainerAvailability;
  date: string | null;
  onSelect(date: string): void;
}) {
  const available = new Set(availability.availableDates);
  const holidays = new Set(availability.holidays);
  const [month, setMonth] = useState(() =>
    startOfMonth(toDay(date ?? availability.availableDates[0] ?? availability.today)),
  );
  if (availability.availableDates.length === 0) {
    return (
      <Alert variant="info" title="No available dates found">
        {availability.hasSchedules
          ? 'This trainer has no free sessions in the next 30 days.'
          : 'The trainer has not set their hours yet.'}
      </Alert>
    );
  }
  return (
    <Stack gap={3}>
      <Calendar
        month={month}
        onMonthChange={setMonth}
        selected={date ? toDay(date) : null}
        onSelect={(day) => onSelect(toIsoDate(day))}
        isAvailable={(day) => available.has(toIsoDate(day))}
        isHoliday={(day) => holidays.has(toIsoDate(day))}
        isDisabled={(day) => !available.has(toIsoDate(day))}
        showLegend
      />
      <Text tone="muted">{providerTimeNote(availability.timeZone)}</Text>
    </Stack>
  );
}
