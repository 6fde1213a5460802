import type { PetSummary, TodoDoneItem, TodoList, TodoTask } from '@petpal/contracts';

/** To-do demo data for tests and stories (ids are 24 hex characters like the API's); today is Mon 2 Mar 2026. */
export const TODAY = '2026-03-02';

export const bella: PetSummary = {
  id: 'f00000000000000000000001',
  name: 'Bella',
  breed: 'Beagle',
  species: 'dog',
  sizeLbs: 22,
  hasPhoto: false,
};
export const misty: PetSummary = {
  id: 'f00000000000000000000002',
  name: 'Misty',
  breed: 'Persian',
  species: 'cat',
  sizeLbs: 9,
  hasPhoto: false,
};

export function task(over: Partial<TodoTask> = {}): TodoTask {
  return {
    id: 'e00000000000000000000001',
    title: 'Give Bella her heartworm tablet',
    notes: '',
    dueDate: TODAY,
    dueTime: '09:00',
    timeZone: 'Asia/Kolkata',
    dueAt: '2026-03-02T03:30:00.000Z',
    repeat: 'none',
    kind: 'task',
    vaccineName: null,
    pet: { id: bella.id, name: bella.name },
    done: false,
    lastCompletion: null,
    createdAt: '2026-02-20T10:00:00.000Z',
    ...over,
  };
}

export const rabies = task({
  id: 'e00000000000000000000002',
  title: 'Rabies vaccine for Bella',
  dueDate: TODAY,
  dueTime: null,
  repeat: 'weekly',
  kind: 'vaccine',
  vaccineName: 'Rabies',
});

export const litter = task({
  id: 'e00000000000000000000003',
  title: 'Buy cat litter',
  dueDate: '2026-03-01',
  dueTime: null,
  pet: { id: misty.id, name: misty.name },
});

export const brush = task({
  id: 'e00000000000000000000004',
  title: 'Brush Misty',
  notes: 'The long-toothed comb first.',
  dueDate: '2026-03-06',
  dueTime: '19:00',
  repeat: 'monthly',
  pet: { id: misty.id, name: misty.name },
});

export const groomed = task({
  id: 'e00000000000000000000005',
  title: 'Book a grooming session',
  dueDate: '2026-02-28',
  dueTime: null,
  pet: null,
  done: true,
  lastCompletion: { dueDate: '2026-02-28', dueTime: null, completedAt: '2026-02-28T12:00:00.000Z' },
});

export const doneItem = (done: TodoTask, canUndo = true): TodoDoneItem => ({
  task: done,
  completion: done.lastCompletion!,
  canUndo,
});

export function todoList(over: Partial<TodoList> = {}): TodoList {
  return { today: TODAY, overdue: [litter], dueToday: [rabies], upcoming: [brush], done: [doneItem(groomed)], ...over };
}

export const emptyList = todoList({ overdue: [], dueToday: [], upcoming: [], done: [] });
