import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CountBadge } from './CountBadge';

const meta = {
  title: 'Data display/CountBadge',
  component: CountBadge,
  args: { label: 'unread notifications' },
} satisfies Meta<typeof CountBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Zero: Story = {
  args: { count: 0 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('');
  },
};

export const Five: Story = {
  args: { count: 5 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: '5 unread notifications' })).toHaveTextContent('5');
  },
};

export const OverNinetyNine: Story = {
  args: { count: 150 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: '99+ unread notifications' })).toHaveTextContent('99+');
  },
};
