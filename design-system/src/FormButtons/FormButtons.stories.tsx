import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { FormButtons } from './FormButtons';

const meta = {
  title: 'Forms/FormButtons',
  component: FormButtons,
  args: { submitLabel: 'Save Hours', submitting: false, onCancel: fn() },
} satisfies Meta<typeof FormButtons>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SaveOrCancel: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('button', { name: 'Save Hours' })).toHaveAttribute('type', 'submit');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalled();
  },
};

export const Destructive: Story = {
  args: { submitLabel: 'Cancel Appointment', cancelLabel: 'Keep Appointment', destructive: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Keep Appointment' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Cancel Appointment' })).toBeVisible();
  },
};
