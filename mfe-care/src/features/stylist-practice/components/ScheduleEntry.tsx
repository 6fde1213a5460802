import styled, { css } from 'styled-components';
import type { StylistSchedule } from '@petpal/contracts';
import { Badge, Button, EntryActions, EntryHeader, ListEntry, Text } from '@petpal/design-system';
import { timeRange } from '../../../lib/format';
import { scheduleLabel } from '../practice-messages';

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

export interface ScheduleEntryProps {
  schedule: StylistSchedule;
  /** A change is on its way: the Remove buttons wait. */
  busy: boolean;
  onEdit(schedule: StylistSchedule): void;
  onRemove(schedule: StylistSchedule): void;
  onAddBreak(schedule: StylistSchedule): void;
  onRemoveBreak(breakId: string): void;
}

/** One block of weekly hours with its breaks and what can be done to them. */
export function ScheduleEntry({ schedule, busy, onEdit, onRemove, onAddBreak, onRemoveBreak }: ScheduleEntryProps) {
  const label = scheduleLabel(schedule);
  return (
    <ListEntry aria-label={label}>
      <EntryHeader>
        <strong>{label}</strong>
        {!schedule.isAvailable && <Badge variant="warning">Closed for bookings</Badge>}
      </EntryHeader>
      {schedule.breaks.length > 0 ? (
        <Breaks aria-label={`Breaks of ${label}`}>
          {schedule.breaks.map((pause) => {
            const range = timeRange(pause.startTime, pause.endTime);
            return (
              <li key={pause.id}>
                <span>Break {range}</span>
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
