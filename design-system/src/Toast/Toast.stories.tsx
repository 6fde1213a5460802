import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button';
import type { ToastOptions } from './ToastItem';
import { useToast } from './ToastProvider';

function ToastTrigger(options: ToastOptions) {
  const { toast } = useToast();
  return <Button onClick={() => toast(options)}>Show toast</Button>;
}

const meta = {
  title: 'Feedback/Toast',
  component: ToastTrigger,
  args: { title: 'Appointment booked', description: 'We sent the details to your email.', variant: 'success' },
  argTypes: { variant: { control: 'inline-radio', options: ['success', 'error', 'info'] } },
} satisfies Meta<typeof ToastTrigger>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Show toast' }));
    const region = page.getByRole('region', { name: 'Notifications' });
    await expect(await within(region).findByText('Appointment booked')).toBeVisible();
    await userEvent.click(within(region).getByRole('button', { name: 'Dismiss notification' }));
    await expect(within(region).queryByText('Appointment booked')).toBeNull();
  },
};

export const ErrorVariant: Story = {
  name: 'Error',
  args: { title: 'Booking failed', description: 'Please try again.', variant: 'error', durationMs: 60_000 },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Show toast' }));
    await expect(await page.findByRole('alert')).toHaveTextContent('Booking failed');
  },
};

export const Info: Story = {
  args: { title: 'Location updated', description: undefined, variant: 'info', durationMs: 60_000 },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show toast' }));
    await expect(await within(canvasElement.ownerDocument.body).findByText('Location updated')).toBeVisible();
  },
};
