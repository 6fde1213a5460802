import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ReviewList } from './ReviewList';

const reviews = [
  {
    id: 'review-1',
    rating: 5,
    feedback: 'Bella came home happy and tired.',
    author: 'Priya',
    createdAt: '2026-11-20T10:00:00.000Z',
  },
  { id: 'review-2', rating: 4, feedback: '', author: 'Pet owner', createdAt: '2026-11-02T10:00:00.000Z' },
];

const meta = {
  title: 'Data display/ReviewList',
  component: ReviewList,
  args: { reviews, label: 'Reviews of Asha Rao', emptyText: 'No reviews yet' },
} satisfies Meta<typeof ReviewList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Reviews: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Reviews of Asha Rao' });
    await expect(list).toHaveTextContent('Bella came home happy and tired.');
    await expect(list).toHaveTextContent('Priya · November 20, 2026');
  },
};

const many = Array.from({ length: 12 }, (_, i) => ({
  id: `many-${i}`,
  rating: 5 - (i % 3),
  feedback: `Stay ${i + 1}: walks on time, photos every day, a calm and happy dog.`,
  author: 'Pet owner',
  createdAt: '2026-11-20T10:00:00.000Z',
}));

/** Spec section 9: a long review list stays 15rem high and scrolls, by keyboard too. */
export const ManyReviews: Story = {
  args: { reviews: many },
  play: async ({ canvas, userEvent }) => {
    const list = canvas.getByRole('list', { name: 'Reviews of Asha Rao' });
    const rem = parseFloat(getComputedStyle(list.ownerDocument.documentElement).fontSize);
    await expect(list.getBoundingClientRect().height).toBeLessThanOrEqual(15 * rem);
    await expect(list.scrollHeight).toBeGreaterThan(list.clientHeight);
    await userEvent.tab();
    await expect(list).toHaveFocus();
  },
};

export const NoReviews: Story = {
  args: { reviews: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No reviews yet')).toBeVisible();
  },
};
