import { useAtomValue } from 'jotai';
import styled, { css } from 'styled-components';
import { todoMessages, type TodoTask } from '@petpal/contracts';
import {
  ButtonLink,
  Card,
  CardBody,
  CardFooter,
  CardTitle,
  EmptyState,
  LoadingLine,
  sessionUserAtom,
  Text,
} from '@petpal/design-system';
import { useTodoList } from '../api/todo-list';
import { dueLabel } from '../todo-format';

/** How many tasks the dashboard shows: what is due next, overdue first. */
export const TODO_CARD_TASKS = 3;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing[3]};
`;

const Item = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing[1]};
  overflow-wrap: anywhere;
`;

const When = styled.span<{ $late: boolean }>`
  ${({ theme, $late }) => css`
    font-size: ${theme.fontSizes.sm};
    color: ${$late ? theme.colors.destructive.solid : theme.colors.textMuted};
  `}
`;

const openLink = (
  <ButtonLink href="/todo" variant="outline" size="sm">
    Open To-Do
  </ButtonLink>
);

/** The dashboard's to-do card (a parcel on /dashboard): the next few tasks and a way to the whole list. */
export function TodoCard() {
  const user = useAtomValue(sessionUserAtom);
  const list = useTodoList(Boolean(user));
  const next: Array<{ task: TodoTask; late: boolean }> = list.data
    ? [
        ...list.data.overdue.map((task) => ({ task, late: true })),
        ...[...list.data.dueToday, ...list.data.upcoming].map((task) => ({ task, late: false })),
      ].slice(0, TODO_CARD_TASKS)
    : [];

  let body;
  if (user && list.isPending) body = <LoadingLine message="Loading your to-do list..." />;
  else if (list.isError) body = <Text tone="muted">{todoMessages.loadFailed}</Text>;
  else if (next.length === 0) {
    body = <EmptyState title="Nothing to do yet" description="Tasks for your pets will show here." action={openLink} />;
  } else {
    body = (
      <List aria-label="Next tasks">
        {next.map(({ task, late }) => (
          <Item key={task.id}>
            <span>{task.title}</span>
            <When $late={late}>
              {late ? 'Overdue · ' : ''}
              {dueLabel(task, list.data!.today)}
              {task.pet ? ` · ${task.pet.name}` : ''}
            </When>
          </Item>
        ))}
      </List>
    );
  }

  return (
    <Card data-remote="mfe-community">
      <CardTitle>To-Do</CardTitle>
      <CardBody>{body}</CardBody>
      {next.length > 0 && <CardFooter>{openLink}</CardFooter>}
    </Card>
  );
}
