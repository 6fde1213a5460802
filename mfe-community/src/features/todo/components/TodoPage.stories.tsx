import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { todoMessages, type TodoTask } from '@petpal/contracts';
import { apiError, ok } from '@petpal/design-system/test-utils/fake-fetch';
import { expectNoSidewaysScroll, onPhone } from '@petpal/design-system/test-utils/story-viewports';
import { withFakeApi, platformMeta } from '../../../test/story-platform';
import { bella, emptyList, misty, rabies, TODAY, todoList } from '../../../test/todo-fixtures';
import { TodoPage } from './TodoPage';

const meta = {
  title: 'Community/To-Do/TodoPage',
  component: TodoPage,
  ...platformMeta({ route: '/todo', page: true }),
} satisfies Meta<typeof TodoPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const moved: TodoTask = {
  ...rabies,
  dueDate: '2026-03-09',
  lastCompletion: { dueDate: TODAY, dueTime: null, completedAt: '2026-03-02T05:00:00.000Z' },
};

const api = (list = todoList()) =>
  withFakeApi({
    'GET /api/community/todo/tasks': ok(list),
    'GET /api/auth/pets': ok({ pets: [bella, misty] }),
    'POST /api/community/todo/tasks': { status: 201, body: { task: rabies } },
    [`POST /api/community/todo/tasks/${rabies.id}/complete`]: ok({ task: moved }),
    [`POST /api/community/todo/tasks/${rabies.id}/undo`]: ok({ task: rabies }),
  });

export const Grouped: Story = {
  beforeEach: api(),
  play: async ({ canvas }) => {
    for (const name of ['Overdue tasks', 'Today tasks', 'Upcoming tasks', 'Done tasks']) {
      await expect(await canvas.findByRole('list', { name })).toBeVisible();
    }
  },
};

export const TickAndUndo: Story = {
  beforeEach: api(),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('checkbox', { name: rabies.title }));
    await expect(await canvas.findByText(`Done: ${rabies.title}. Next: Mon 9 Mar.`)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(canvas.queryByText(`Done: ${rabies.title}. Next: Mon 9 Mar.`)).toBeNull());
  },
};

export const VaccineReminderForm: Story = {
  beforeEach: api(emptyList),
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Add vaccine reminder' }));
    const form = within(canvasElement.ownerDocument.body).getByRole('form', { name: 'New vaccine reminder' });
    // The pets come from the fake API: wait for Bella to be offered before picking her.
    await within(form).findByRole('option', { name: new RegExp(bella.name) });
    await userEvent.selectOptions(within(form).getByLabelText('Pet (optional)'), bella.id);
    await expect(within(form).getByLabelText('Title')).toHaveValue('Rabies vaccine for Bella');
  },
};

export const OnPhone: Story = {
  beforeEach: api(),
  globals: onPhone,
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('list', { name: 'Upcoming tasks' })).toBeVisible();
    await expectNoSidewaysScroll(canvasElement);
  },
};

export const FormOnPhone: Story = {
  beforeEach: api(),
  globals: onPhone,
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Add task' }));
    await expect(within(canvasElement.ownerDocument.body).getByRole('form', { name: 'New task' })).toBeVisible();
    await expectNoSidewaysScroll(canvasElement);
  },
};

export const Empty: Story = {
  beforeEach: api(emptyList),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(todoMessages.empty)).toBeVisible();
  },
};

export const LoadFailed: Story = {
  beforeEach: withFakeApi({
    'GET /api/community/todo/tasks': apiError(500, 'internal', 'Boom'),
    'GET /api/auth/pets': ok({ pets: [] }),
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(todoMessages.loadFailed)).toBeVisible();
  },
};

export const Guest: Story = {
  beforeEach: withFakeApi({}, { user: null }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(todoMessages.signIn)).toBeVisible();
  },
};
