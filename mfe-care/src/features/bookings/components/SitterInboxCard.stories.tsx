import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SitterInboxCard } from './SitterInboxCard';

const meta = {
  title: 'Pet care/SitterInboxCard',
  component: SitterInboxCard,
} satisfies Meta<typeof SitterInboxCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ForAPetSitter: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Your booking requests' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Manage Requests' })).toHaveAttribute(
      'href',
      '/dashboard/sitter-practice',
    );
  },
};
