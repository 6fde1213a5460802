import { stylistMessages, type StylistDaySlots } from '@petpal/contracts';
import { Alert, FormSection, LoadingLine, RetryAlert, SlotGrid, Stack, Text } from '@petpal/design-system';
import { formatDay } from '../../../lib/format';

/** Why a date shows no slot: the hint under "No available slots for this date." */
const emptyHints: Record<NonNullable<StylistDaySlots['emptyReason']>, string> = {
  holiday: stylistMessages.holiday,
  no_schedule: 'The stylist does not work on this day.',
  breaks_or_booked: 'Every slot of this day is booked or falls in a break.',
  past: 'Every slot of this day has already started.',
  outside_window: stylistMessages.date,
};

/** A slot's key in the grid: two schedules of one day may both start a slot at the same time. */
export const slotKeyOf = (slot: { scheduleId: string; startTime: string }) => `${slot.scheduleId}|${slot.startTime}`;

export interface StylistSlotsFieldProps {
  date: string | null;
  slots: StylistDaySlots | undefined;
  loading: boolean;
  failed: boolean;
  onRetry(): void;
  /** The chosen slot's key (slotKeyOf). */
  selected: string | null;
  onSelect(key: string): void;
  disabled?: boolean;
  error?: string;
}

/** The day's free slots as HH:MM - HH:MM buttons (spec section 2), or why there are none. */
export function StylistSlotsField({
  date,
  slots,
  loading,
  failed,
  onRetry,
  selected,
  onSelect,
  disabled = false,
  error,
}: StylistSlotsFieldProps) {
  return (
    <FormSection title="Available Time Slots" aside={date ? formatDay(date) : undefined}>
      {!date && <Text tone="muted">Select a date to see the free time slots.</Text>}
      {date && loading && <LoadingLine message={stylistMessages.loadingSlots} />}
      {date && failed && !slots && <RetryAlert message={stylistMessages.loadSlotsFailed} onRetry={onRetry} />}
      {date && slots && (
        <Stack gap={2}>
          {slots.slots.length === 0 ? (
            <Alert variant="info" title={stylistMessages.noSlots}>
              {emptyHints[slots.emptyReason ?? 'breaks_or_booked']}
            </Alert>
          ) : (
            <SlotGrid
              slots={slots.slots.map((slot) => ({ ...slot, id: slotKeyOf(slot) }))}
              selected={selected}
              onSelect={onSelect}
              disabled={disabled}
            />
          )}
        </Stack>
      )}
      {error && <Alert variant="error">{error}</Alert>}
    </FormSection>
  );
}
