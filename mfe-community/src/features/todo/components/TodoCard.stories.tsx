import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ok } from '@petpal/design-system/test-utils/fake-fetch';
import { expectNoSidewaysScroll, onPhone } from '@petpal/design-system/test-utils/story-viewports';
import { withFakeApi, platformMeta } from '../../../test/story-platform';
import { emptyList, todoList } from '../../../test/todo-fixtures';
import { TodoCard } from './TodoCard';

const meta = {
  title: 'Community/To-Do/TodoCard',
  component: TodoCard,
  ...platformMeta({ viewports: true }),
} satisfies Meta<typeof TodoCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NextTasks: Story = {
  beforeEach: withFakeApi({ 'GET /api/community/todo/tasks': ok(todoList()) }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('list', { name: 'Next tasks' })).toBeVisible();
  },
};

export const NextTasksOnPhone: Story = {
  beforeEach: withFakeApi({ 'GET /api/community/todo/tasks': ok(todoList()) }),
  globals: onPhone,
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('list', { name: 'Next tasks' })).toBeVisible();
    await expectNoSidewaysScroll(canvasElement);
  },
};

export const NothingToDo: Story = {
  beforeEach: withFakeApi({ 'GET /api/community/todo/tasks': ok(emptyList) }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Nothing to do yet')).toBeVisible();
  },
};
