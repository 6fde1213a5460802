import styled from 'styled-components';
import { Button } from '@petpal/design-system/core';

export interface TimeSlot {
  startTime: string;
  endTime: string;
  /** Tells apart slots with the same start (e.g. of two schedules); defaults to startTime. */
  id?: string;
}

/** A slot's identity in the grid: its id, else its start time. */
const slotKey = (slot: TimeSlot): string => slot.id ?? slot.startTime;

export interface SlotGridProps {
  slots: TimeSlot[];
  /** The chosen slot's id (its startTime for slots without one). */
  selected?: string | null;
  /** Called with the slot's id (or startTime). */
  onSelect(key: string): void;
  disabled?: boolean;
  label?: string;
}

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(8.5rem, 1fr));
  gap: ${({ theme }) => theme.spacing[2]};
`;

/** "09:00:00" -> "09:00"; "09:00" stays. */
function hoursMinutes(time: string): string {
  return time.replace(/^(\d{1,2}:\d{2}):\d{2}$/, '$1');
}

export function slotLabel(slot: TimeSlot): string {
  return `${hoursMinutes(slot.startTime)} - ${hoursMinutes(slot.endTime)}`;
}

export function SlotGrid({
  slots,
  selected = null,
  onSelect,
  disabled = false,
  label = 'Available time slots',
}: SlotGridProps) {
  return (
    <Grid role="group" aria-label={label}>
      {slots.map((slot) => {
        const key = slotKey(slot);
        const isSelected = key === selected;
        return (
          <Button
            key={key}
            type="button"
            size="sm"
            variant={isSelected ? 'primary' : 'outline'}
            aria-pressed={isSelected}
            disabled={disabled}
            onClick={() => onSelect(key)}
          >
            {slotLabel(slot)}
          </Button>
        );
      })}
    </Grid>
  );
}
