import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { ownerAppointment, upi, visa } from '../../../test/fixtures';
import { apiError, ok } from '@petpal/design-system/test-utils/fake-fetch';
import { StoryPlatform, withFakeApi } from '../../../test/story-platform';
import { petOwner } from '../../../test/users';
import { PaymentRequired } from './PaymentRequired';

const appointment = ownerAppointment({
  appointmentType: 'teleconsultation',
  paymentRequired: true,
  paymentStatus: 'pending',
  consultationFee: 500,
});
const payPath = `POST /api/vet/appointments/${appointment.id}/pay`;

const meta = {
  title: 'Vet booking/PaymentRequired',
  component: PaymentRequired,
  decorators: [(Story) => <StoryPlatform>{Story()}</StoryPlatform>],
  args: { appointment, user: petOwner, onClose: fn(), onPaid: fn() },
} satisfies Meta<typeof PaymentRequired>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PaySucceeds: Story = {
  beforeEach: withFakeApi({
    'GET /api/auth/payment-methods': ok({ methods: [visa, upi] }),
    [payPath]: ok({ appointment: { ...appointment, status: 'confirmed', paymentStatus: 'completed' } }),
  }),
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await expect(canvas.getByText('$5.95 USD')).toBeVisible();
    await expect(await canvas.findByLabelText('Visa ending in 4242')).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Pay Now' }));
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByText('Payment Successful')).toBeVisible();
    await expect(page.getByText('Your teleconsultation appointment has been confirmed.')).toBeVisible();
    await expect(args.onPaid).toHaveBeenCalled();
  },
};

export const Declined: Story = {
  beforeEach: withFakeApi({
    'GET /api/auth/payment-methods': ok({ methods: [visa] }),
    [payPath]: apiError(402, 'payment_declined', 'Your card was declined.'),
  }),
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await canvas.findByLabelText('Visa ending in 4242');
    await userEvent.click(canvas.getByRole('button', { name: 'Pay Now' }));
    const alert = await within(canvasElement.ownerDocument.body).findByRole('alert');
    await expect(alert).toHaveTextContent('Payment Failed');
    await expect(alert).toHaveTextContent('There was an issue processing your payment. Please try again.');
    await expect(args.onPaid).not.toHaveBeenCalled();
  },
};
