import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AreaComingSoon } from './AreaComingSoon';

const meta = {
  title: 'Platform/AreaComingSoon',
  component: AreaComingSoon,
  args: { title: 'Pet Visit Notes' },
} satisfies Meta<typeof AreaComingSoon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Pet Visit Notes' })).toBeVisible();
  },
};
