import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { AreaFallback } from './AreaFallback';

const meta = {
  title: 'Platform/AreaFallback',
  component: AreaFallback,
  args: { area: 'Vet booking', onRetry: fn() },
} satisfies Meta<typeof AreaFallback>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Area: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Vet booking is unavailable right now.');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Compact: Story = {
  args: { area: 'Notifications', compact: true },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Notifications is unavailable right now. Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
