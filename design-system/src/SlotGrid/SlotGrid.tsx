import styled from 'styled-components';
import { Button } from '../Button';

export interface TimeSlot {
  startTime: string;
  endTime: string;
  id?: string;
}

export interface SlotGridProps {
  slots: TimeSlot[];
  /** The startTime of the chosen slot. */
  selected?: string | null;
  onSelect(startTime: string): void;
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
        const isSelected = slot.startTime === selected;
        return (
          <Button
            key={slot.id ?? slot.startTime}
            type="button"
            size="sm"
            variant={isSelected ? 'primary' : 'outline'}
            aria-pressed={isSelected}
            disabled={disabled}
            onClick={() => onSelect(slot.startTime)}
          >
            {slotLabel(slot)}
          </Button>
        );
      })}
    </Grid>
  );
}
