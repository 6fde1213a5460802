import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { fakeApi, ok, renderWithPlatform } from '../../../test/render';
import { brush, emptyList, litter, rabies, task, todoList } from '../../../test/todo-fixtures';
import { TodoCard } from './TodoCard';

const LIST = 'GET /api/community/todo/tasks';

describe('the dashboard’s to-do card', () => {
  it('shows the next three tasks, overdue first, and opens the whole list', async () => {
    const later = task({ id: 'e00000000000000000000007', title: 'Order food', dueDate: '2026-03-20' });
    fakeApi({ [LIST]: ok(todoList({ upcoming: [brush, later] })) });
    renderWithPlatform(<TodoCard />);
    const next = await screen.findByRole('list', { name: 'Next tasks' });
    expect(
      within(next)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      `${litter.title}Overdue · Yesterday · Misty`,
      `${rabies.title}Today · Bella`,
      `${brush.title}Fri 6 Mar, 19:00 · Misty`,
    ]);
    expect(screen.getByRole('link', { name: 'Open To-Do' }).getAttribute('href')).toBe('/todo');
  });

  it('says there is nothing to do yet', async () => {
    fakeApi({ [LIST]: ok(emptyList) });
    renderWithPlatform(<TodoCard />);
    expect(await screen.findByText('Nothing to do yet')).toBeTruthy();
  });

  it('asks the API nothing without a signed-in user', () => {
    const requests = fakeApi({});
    renderWithPlatform(<TodoCard />, { user: null });
    expect(screen.getByText('Nothing to do yet')).toBeTruthy();
    expect(requests).toEqual([]);
  });
});
