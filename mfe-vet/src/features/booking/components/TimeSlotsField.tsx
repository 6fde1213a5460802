import styled from 'styled-components';
import type { DaySlots, TimeSlot } from '@petpal/contracts';
import { Alert, FormSection, LoadingLine, providerTimeNote, RetryAlert, SlotGrid, Text } from '@petpal/design-system';

const Line = styled.p`
  margin: 0;
`;

export const slotMessages = {
  loading: 'Loading available time slots...',
  failed: 'Failed to load available time slots.',
  pickDate: 'Select a date to see the available time slots.',
  empty: 'No available slots for this date.',
} as const;

/** The hint under "No available slots for this date." (spec section 2: holiday, breaks or fully booked). */
export const emptyHints: Record<NonNullable<DaySlots['emptyReason']>, string> = {
  holiday: 'The veterinarian is on holiday on this date.',
  no_schedule: 'The veterinarian does not see patients on this day.',
  breaks_or_booked: 'Every time on this date falls in a break or is already booked.',
  past: 'The remaining times on this date have already passed.',
  outside_window: 'Appointments can be booked from today up to 30 days ahead.',
};

export interface TimeSlotsFieldProps {
  date: string | null;
  day: DaySlots | undefined;
  loading: boolean;
  failed: boolean;
  onRetry(): void;
  /** The vet's zone, shown before the slots load. */
  timeZone: string;
  /** The chosen slot: a slot is its schedule and start (two schedules may offer the same time). */
  selected: Pick<TimeSlot, 'scheduleId' | 'startTime'> | null;
  onSelect(slot: TimeSlot): void;
}

const slotId = (slot: Pick<TimeSlot, 'scheduleId' | 'startTime'>) => `${slot.scheduleId}-${slot.startTime}`;

/** The chosen date's slots as HH:MM - HH:MM buttons, or why there are none. */
export function TimeSlotsField({
  date,
  day,
  loading,
  failed,
  onRetry,
  timeZone,
  selected,
  onSelect,
}: TimeSlotsFieldProps) {
  return (
    <FormSection title="Available Time Slots" aside={providerTimeNote(day?.timeZone ?? timeZone)}>
      <SlotsBody
        date={date}
        day={day}
        loading={loading}
        failed={failed}
        onRetry={onRetry}
        selected={selected}
        onSelect={onSelect}
      />
    </FormSection>
  );
}

function SlotsBody({ date, day, loading, failed, onRetry, selected, onSelect }: Omit<TimeSlotsFieldProps, 'timeZone'>) {
  if (!date) return <Text tone="muted">{slotMessages.pickDate}</Text>;
  if (loading) return <LoadingLine message={slotMessages.loading} />;
  if (failed || !day) return <RetryAlert message={slotMessages.failed} onRetry={onRetry} />;
  if (day.holiday) {
    return (
      <Alert variant="warning" title="Doctor is Not Available">
        <Line>The selected date is marked as a holiday.</Line>
        <Line>Please select a different date to continue.</Line>
      </Alert>
    );
  }
  if (day.slots.length === 0) {
    return (
      <div>
        <Text>{slotMessages.empty}</Text>
        {day.emptyReason && <Text tone="muted">{emptyHints[day.emptyReason]}</Text>}
      </div>
    );
  }
  return (
    <SlotGrid
      slots={day.slots.map((slot) => ({ id: slotId(slot), ...slot }))}
      selected={selected && slotId(selected)}
      onSelect={(id) => {
        const slot = day.slots.find((s) => slotId(s) === id);
        if (slot) onSelect(slot);
      }}
    />
  );
}
