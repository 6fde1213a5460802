import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { RetryAlert } from './RetryAlert';

const meta = {
  title: 'Feedback/RetryAlert',
  component: RetryAlert,
  args: { message: 'We could not load your appointments. Please try again.', onRetry: fn() },
} satisfies Meta<typeof RetryAlert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('We could not load your appointments.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
