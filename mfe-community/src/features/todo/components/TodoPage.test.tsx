import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { todoMessages, type TodoTask } from '@petpal/contracts';
import { apiError, fakeApi, ok, renderWithPlatform } from '../../../test/render';
import { bella, brush, emptyList, misty, rabies, TODAY, task, todoList } from '../../../test/todo-fixtures';
import { browserTimeZone } from '../api/todo-list';
import { TodoPage } from './TodoPage';

const LIST = 'GET /api/community/todo/tasks';
const PETS = { 'GET /api/auth/pets': ok({ pets: [bella, misty] }) };

describe('the to-do page', () => {
  it('asks a guest to log in, and asks the API nothing', async () => {
    const requests = fakeApi({});
    renderWithPlatform(<TodoPage />, { user: null });
    expect(screen.getByText(todoMessages.signIn)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
    expect(requests).toEqual([]);
  });

  it('groups the tasks into Overdue, Today, Upcoming and Done, in the browser’s time zone', async () => {
    const requests = fakeApi({ [LIST]: ok(todoList()), ...PETS });
    renderWithPlatform(<TodoPage />);
    const overdue = await screen.findByRole('list', { name: 'Overdue tasks' });
    expect(within(overdue).getByText('Buy cat litter')).toBeTruthy();
    expect(within(overdue).getByText('Yesterday')).toBeTruthy();
    const today = screen.getByRole('list', { name: 'Today tasks' });
    expect(within(today).getByText('Rabies vaccine for Bella')).toBeTruthy();
    expect(within(today).getByText('· Every week')).toBeTruthy();
    expect(within(today).getByText('Vaccine: Rabies')).toBeTruthy();
    const upcoming = screen.getByRole('list', { name: 'Upcoming tasks' });
    expect(within(upcoming).getByText('Fri 6 Mar, 19:00')).toBeTruthy();
    expect(within(upcoming).getByText('The long-toothed comb first.')).toBeTruthy();
    const done = screen.getByRole('list', { name: 'Done tasks' });
    expect((within(done).getByRole('checkbox', { name: 'Book a grooming session' }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect(requests[0]!.query.get('timeZone')).toBe(browserTimeZone());
  });

  it('shows the empty state when there is nothing to do', async () => {
    fakeApi({ [LIST]: ok(emptyList), ...PETS });
    renderWithPlatform(<TodoPage />);
    expect(await screen.findByText(todoMessages.empty)).toBeTruthy();
  });

  it('offers to try again when the list does not load', async () => {
    fakeApi({ [LIST]: [apiError(500, 'internal', 'Boom'), ok(emptyList)], ...PETS });
    renderWithPlatform(<TodoPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(todoMessages.empty)).toBeTruthy();
  });

  it('adds a weekly vaccine reminder for a pet with one Idempotency-Key', async () => {
    const requests = fakeApi({
      [LIST]: ok(emptyList),
      ...PETS,
      'POST /api/community/todo/tasks': { status: 201, body: { task: rabies } },
    });
    renderWithPlatform(<TodoPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Add vaccine reminder' }));
    const form = await screen.findByRole('form', { name: 'New vaccine reminder' });
    await userEvent.selectOptions(within(form).getByLabelText('Pet (optional)'), bella.id);
    expect((within(form).getByLabelText('Title') as HTMLInputElement).value).toBe('Rabies vaccine for Bella');
    expect((within(form).getByLabelText('Repeat') as HTMLSelectElement).value).toBe('yearly');
    await userEvent.selectOptions(within(form).getByLabelText('Repeat'), 'weekly');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));

    await waitFor(() => expect(screen.queryByRole('form', { name: 'New vaccine reminder' })).toBeNull());
    const post = requests.find((request) => request.method === 'POST')!;
    expect(post.body).toMatchObject({
      title: 'Rabies vaccine for Bella',
      kind: 'vaccine',
      vaccineName: 'Rabies',
      petId: bella.id,
      repeat: 'weekly',
      dueTime: null,
      timeZone: browserTimeZone(),
    });
    expect(post.headers['Idempotency-Key']).toMatch(/\S{16,}/);
    expect(await screen.findByText(todoMessages.created)).toBeTruthy();
  });

  it('names a typed vaccine and says what is missing before sending anything', async () => {
    const requests = fakeApi({ [LIST]: ok(emptyList), ...PETS });
    renderWithPlatform(<TodoPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Add vaccine reminder' }));
    const form = await screen.findByRole('form', { name: 'New vaccine reminder' });
    await userEvent.selectOptions(within(form).getByLabelText('Vaccine'), 'other');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await within(form).findByText(todoMessages.vaccineName)).toBeTruthy();
    expect(within(form).getByText(todoMessages.title)).toBeTruthy();
    await userEvent.type(within(form).getByLabelText('Vaccine name'), 'Lyme');
    expect((within(form).getByLabelText('Title') as HTMLInputElement).value).toBe('Lyme vaccine');
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('shows the API’s refusal beside its field', async () => {
    fakeApi({
      [LIST]: ok(emptyList),
      ...PETS,
      'POST /api/community/todo/tasks': {
        status: 400,
        body: { error: { code: 'invalid_input', message: 'Invalid', fields: { petId: todoMessages.pet } } },
      },
    });
    renderWithPlatform(<TodoPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Add task' }));
    const form = await screen.findByRole('form', { name: 'New task' });
    await userEvent.type(within(form).getByLabelText('Title'), 'Walk Bella');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await within(form).findByText(todoMessages.pet)).toBeTruthy();
  });

  it('ticks a repeating task, says when it is next due, and undoes it', async () => {
    const moved: TodoTask = {
      ...rabies,
      dueDate: '2026-03-09',
      lastCompletion: { dueDate: TODAY, dueTime: null, completedAt: '2026-03-02T05:00:00.000Z' },
    };
    const requests = fakeApi({
      [LIST]: ok(todoList()),
      ...PETS,
      [`POST /api/community/todo/tasks/${rabies.id}/complete`]: ok({ task: moved }),
      [`POST /api/community/todo/tasks/${rabies.id}/undo`]: ok({ task: rabies }),
    });
    renderWithPlatform(<TodoPage />);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Rabies vaccine for Bella' }));
    expect(await screen.findByText('Done: Rabies vaccine for Bella. Next: Mon 9 Mar.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText(todoMessages.undone)).toBeTruthy();
    expect(requests.filter((r) => r.method === 'POST').map((r) => [r.path.split('/').at(-1), r.body])).toEqual([
      ['complete', { dueDate: TODAY }],
      ['undo', { dueDate: TODAY }],
    ]);
  });

  it('edits a task in its own time zone, and deletes one after asking', async () => {
    const requests = fakeApi({
      [LIST]: ok(todoList({ overdue: [], dueToday: [], upcoming: [brush], done: [] })),
      ...PETS,
      [`PUT /api/community/todo/tasks/${brush.id}`]: ok({ task: brush }),
      [`DELETE /api/community/todo/tasks/${brush.id}`]: ok({ deleted: true }),
    });
    renderWithPlatform(<TodoPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Brush Misty' }));
    const form = await screen.findByRole('form', { name: 'Edit task' });
    await userEvent.clear(within(form).getByLabelText('Title'));
    await userEvent.type(within(form).getByLabelText('Title'), 'Brush and bathe Misty');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(todoMessages.saved)).toBeTruthy();
    const put = requests.find((r) => r.method === 'PUT')!;
    expect(put.body).toMatchObject({
      title: 'Brush and bathe Misty',
      timeZone: brush.timeZone,
      dueDate: '2026-03-06',
      repeat: 'monthly',
    });

    await userEvent.click(screen.getByRole('button', { name: 'Delete Brush Misty' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete task' }));
    expect(await screen.findByText(todoMessages.deleted)).toBeTruthy();
    expect(requests.some((r) => r.method === 'DELETE')).toBe(true);
  });

  it('cannot untick an older completion, only the latest', async () => {
    const older = task({
      id: 'e00000000000000000000009',
      title: 'Old walk',
      done: true,
      lastCompletion: { dueDate: '2026-02-27', dueTime: null, completedAt: '2026-02-27T10:00:00.000Z' },
    });
    fakeApi({
      [LIST]: ok(todoList({ done: [{ task: older, completion: older.lastCompletion!, canUndo: false }] })),
      ...PETS,
    });
    renderWithPlatform(<TodoPage />);
    expect(((await screen.findByRole('checkbox', { name: 'Old walk' })) as HTMLInputElement).disabled).toBe(true);
  });
});
