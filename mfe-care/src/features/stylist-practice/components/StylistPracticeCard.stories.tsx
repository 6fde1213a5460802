import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { StylistPracticeCard } from './StylistPracticeCard';

const meta = {
  title: 'Pet care/StylistPracticeCard',
  component: StylistPracticeCard,
} satisfies Meta<typeof StylistPracticeCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Manage Practice' })).toHaveAttribute(
      'href',
      '/dashboard/stylist-practice',
    );
  },
};
