import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { StatusBadge } from './StatusBadge';

const meta = {
  title: 'Data display/StatusBadge',
  component: StatusBadge,
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Lost: Story = {
  args: { status: 'lost' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('LOST')).toBeVisible();
  },
};

export const Found: Story = { args: { status: 'found' } };
