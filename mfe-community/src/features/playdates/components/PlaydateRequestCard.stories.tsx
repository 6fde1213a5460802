import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { agreed, request, sent } from '../fixtures';
import { PlaydateRequestCard } from './PlaydateRequestCard';

const meta = {
  title: 'Community/PawfectMatch/PlaydateRequestCard',
  component: PlaydateRequestCard,
  args: { request: request(), onAnswer: fn() },
  decorators: [(Story) => <div style={{ maxWidth: '24rem' }}>{Story()}</div>],
} satisfies Meta<typeof PlaydateRequestCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** To answer: the place stays hidden until accepted. */
export const Incoming: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByText('The meeting place is shared with you when you accept.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Accept' }));
    await expect(args.onAnswer).toHaveBeenCalledWith('accept');
  },
};

/** Agreed: both owners see the place and each other's first names. */
export const Agreed: Story = {
  args: { request: agreed },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Agreed')).toBeVisible();
    await expect(canvas.getByText('You are meeting Neha, Zara’s owner. They know you as Nina.')).toBeVisible();
  },
};

/** Sent: the sender sees the place they proposed, and Cancel request. */
export const Sent: Story = {
  args: { request: sent },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Joggers Park, main gate')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Cancel request' })).toBeVisible();
  },
};

export const Declined: Story = {
  args: { request: request({ direction: 'outgoing', status: 'declined', proposedPlace: 'Joggers Park' }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Declined')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Answering: Story = { args: { busy: true } };
