import styled, { css } from 'styled-components';
import type { VetSchedule } from '@petpal/contracts';
import { Badge, Button, EntryActions, EntryHeader, ListEntry } from '@petpal/design-system';
import { timeRange } from '../../../lib/format';
import { scheduleSummary } from '../practice-format';

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

const NoBreaks = styled.p`
  ${({ theme }) => css`
    margin: 0;
    font-size: ${theme.fontSizes.sm};
    color: ${theme.colors.textMuted};
  `}
`;

export interface ScheduleItemProps {
  schedule: VetSchedule;
  busy: boolean;
  onEdit(schedule: VetSchedule): void;
  onRemove(schedule: VetSchedule): void;
  onAddBreak(schedule: VetSchedule): void;
  onRemoveBreak(breakId: string): void;
}

/** One block of hours with its breaks and what can be done to them. */
export function ScheduleItem({ schedule, busy, onEdit, onRemove, onAddBreak, onRemoveBreak }: ScheduleItemProps) {
  const summary = scheduleSummary(schedule);
  return (
    <ListEntry>
      <EntryHeader>
        <strong>{summary}</strong>
        {!schedule.isAvailable && <Badge variant="warning">Closed for bookings</Badge>}
      </EntryHeader>
      {schedule.breaks.length > 0 ? (
        <Breaks aria-label={`Breaks of ${summary}`}>
          {schedule.breaks.map((pause) => (
            <li key={pause.id}>
              <span>
                Break {timeRange(pause.startTime, pause.endTime)}
                {pause.reason && ` (${pause.reason})`}
              </span>
              <Button
                type="button"
                size="sm"
                variant="ghost"
                disabled={busy}
                aria-label={`Remove break ${timeRange(pause.startTime, pause.endTime)}`}
                onClick={() => onRemoveBreak(pause.id)}
              >
                Remove
              </Button>
            </li>
          ))}
        </Breaks>
      ) : (
        <NoBreaks>No breaks.</NoBreaks>
      )}
      <EntryActions>
        <Button
          type="button"
          size="sm"
          variant="outline"
          onClick={() => onEdit(schedule)}
          aria-label={`Edit ${summary}`}
        >
          Edit
        </Button>
        <Button
          type="button"
          size="sm"
          variant="outline"
          onClick={() => onAddBreak(schedule)}
          aria-label={`Add break to ${summary}`}
        >
          Add Break
        </Button>
        <Button
          type="button"
          size="sm"
          variant="ghost"
          disabled={busy}
          onClick={() => onRemove(schedule)}
          aria-label={`Remove ${summary}`}
        >
          Remove
        </Button>
      </EntryActions>
    </ListEntry>
  );
}
