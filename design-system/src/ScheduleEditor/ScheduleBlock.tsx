import styled, { css } from 'styled-components';
import { Badge } from '../Badge';
import { Button } from '@petpal/design-system/core';
import { EntryActions, EntryHeader, ListEntry } from '../Facts';
import { Text } from '../Layout';

const Breaks = styled.ul`
  ${({ theme }) => css`
    display: grid;
    gap: ${theme.spacing[1]};
    margin: 0;
    padding: 0;
    list-style: none;
    font-size: ${theme.fontSizes.sm};

    li {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: ${theme.spacing[2]};
    }
  `}
`;

export interface ScheduleBreak {
  id: string;
  startTime: string;
  endTime: string;
  reason?: string | null;
}

/** A vet's or a stylist's block of hours: what the editor shows of it. */
export interface ScheduleBlockData {
  id: string;
  startTime: string;
  endTime: string;
  slotDurationMinutes: number;
  isAvailable: boolean;
  breaks: readonly ScheduleBreak[];
}

/** "09:00 - 17:00 · 30-minute slots". */
export function scheduleBlockLabel(schedule: Pick<ScheduleBlockData, 'startTime' | 'endTime' | 'slotDurationMinutes'>) {
  return `${schedule.startTime} - ${schedule.endTime} · ${schedule.slotDurationMinutes}-minute slots`;
}

export interface ScheduleBlockProps<S extends ScheduleBlockData> {
  schedule: S;
  /** A change is on its way: the Remove buttons wait. */
  busy: boolean;
  onEdit(schedule: S): void;
  onRemove(schedule: S): void;
  onAddBreak(schedule: S): void;
  onRemoveBreak(breakId: string): void;
}

/** One block of hours with its breaks and what can be done to them (an entry of a CardList). */
export function ScheduleBlock<S extends ScheduleBlockData>({
  schedule,
  busy,
  onEdit,
  onRemove,
  onAddBreak,
  onRemoveBreak,
}: ScheduleBlockProps<S>) {
  const label = scheduleBlockLabel(schedule);
  return (
    <ListEntry aria-label={label}>
      <EntryHeader>
        <strong>{label}</strong>
        {!schedule.isAvailable && <Badge variant="warning">Closed for bookings</Badge>}
      </EntryHeader>
      {schedule.breaks.length > 0 ? (
        <Breaks aria-label={`Breaks of ${label}`}>
          {schedule.breaks.map((pause) => {
            const range = `${pause.startTime} - ${pause.endTime}`;
            return (
              <li key={pause.id}>
                <span>
                  Break {range}
                  {pause.reason && ` (${pause.reason})`}
                </span>
                <Button
                  type="button"
                  size="sm"
                  variant="ghost"
                  disabled={busy}
                  aria-label={`Remove break ${range}`}
                  onClick={() => onRemoveBreak(pause.id)}
                >
                  Remove
                </Button>
              </li>
            );
          })}
        </Breaks>
      ) : (
        <Text tone="muted">No breaks.</Text>
      )}
      <EntryActions>
        <Button type="button" size="sm" variant="outline" onClick={() => onEdit(schedule)} aria-label={`Edit ${label}`}>
          Edit
        </Button>
        <Button
          type="button"
          size="sm"
          variant="outline"
          onClick={() => onAddBreak(schedule)}
          aria-label={`Add break to ${label}`}
        >
          Add Break
        </Button>
        <Button
          type="button"
          size="sm"
          variant="ghost"
          disabled={busy}
          onClick={() => onRemove(schedule)}
          aria-label={`Remove ${label}`}
        >
          Remove
        </Button>
      </EntryActions>
    </ListEntry>
  );
}
