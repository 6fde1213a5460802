import { useId, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import type { TodoTask } from '@petpal/contracts';
import { Badge, Button } from '@petpal/design-system';
import { dueLabel, repeatLabel } from '../todo-format';

const Row = styled.li`
  ${({ theme }) => css`
    display: flex;
    flex-wrap: wrap;
    align-items: flex-start;
    gap: ${theme.spacing[3]};
    padding: ${theme.spacing[3]} 0;
    border-bottom: 1px solid ${theme.colors.border};
    &:last-child {
      border-bottom: 0;
    }
  `}
`;

const Tick = styled.input`
  flex: none;
  width: 1.25rem;
  height: 1.25rem;
  margin: 0.125rem 0 0;
  accent-color: ${({ theme }) => theme.colors.primary.solid};
  cursor: pointer;
  &:disabled {
    cursor: not-allowed;
  }
`;

const Body = styled.div`
  flex: 1 1 12rem;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing[1]};
`;

const Title = styled.label<{ $done: boolean }>`
  ${({ theme, $done }) => css`
    font-weight: ${theme.fontWeights.medium};
    overflow-wrap: anywhere;
    cursor: pointer;
    ${
      $done &&
      css`
        text-decoration: line-through;
        color: ${theme.colors.textMuted};
      `
    }
  `}
`;

const Meta = styled.div<{ $late: boolean }>`
  ${({ theme, $late }) => css`
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${theme.spacing[2]};
    font-size: ${theme.fontSizes.sm};
    color: ${$late ? theme.colors.destructive.solid : theme.colors.textMuted};
  `}
`;

const Notes = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing[2]};
  margin-left: auto;
`;

export interface TaskItemProps {
  task: TodoTask;
  /** The browser's today (the list's), for "Today" and "Tomorrow". */
  today: string;
  /** Ticked: the task is done (a Done entry), and unticking takes the completion back. */
  checked?: boolean;
  /** When the Done entry's occurrence was due, instead of the task's open one. */
  due?: Pick<TodoTask, 'dueDate' | 'dueTime'>;
  late?: boolean;
  /** Null when the box cannot change (an older completion). */
  onToggle: (() => void) | null;
  busy?: boolean;
  actions?: ReactNode;
}

/** One task: a box to tick, the title, when it is due, how it repeats, its pet and notes; Edit and Delete. */
export function TaskItem({
  task,
  today,
  checked = false,
  due = task,
  late = false,
  onToggle,
  busy,
  actions,
}: TaskItemProps) {
  const id = useId();
  return (
    <Row>
      <Tick
        id={id}
        type="checkbox"
        checked={checked}
        disabled={!onToggle || busy}
        aria-describedby={`${id}-due`}
        onChange={() => onToggle?.()}
      />
      <Body>
        <Title htmlFor={id} $done={checked}>
          {task.title}
        </Title>
        <Meta $late={late} id={`${id}-due`}>
          <span>{dueLabel(due, today)}</span>
          {task.repeat !== 'none' && <span>· {repeatLabel(task)}</span>}
          {task.kind === 'vaccine' && (
            <Badge variant="info">Vaccine{task.vaccineName ? `: ${task.vaccineName}` : ''}</Badge>
          )}
          {task.pet && <Badge>{task.pet.name}</Badge>}
        </Meta>
        {task.notes && !checked && <Notes>{task.notes}</Notes>}
      </Body>
      {actions && <Actions>{actions}</Actions>}
    </Row>
  );
}

export interface TaskActionsProps {
  task: TodoTask;
  onEdit(): void;
  onDelete(): void;
}

/** Edit and Delete, named after the task for screen readers. */
export function TaskActions({ task, onEdit, onDelete }: TaskActionsProps) {
  return (
    <>
      <Button size="sm" variant="outline" onClick={onEdit} aria-label={`Edit ${task.title}`}>
        Edit
      </Button>
      <Button size="sm" variant="ghost" onClick={onDelete} aria-label={`Delete ${task.title}`}>
        Delete
      </Button>
    </>
  );
}
