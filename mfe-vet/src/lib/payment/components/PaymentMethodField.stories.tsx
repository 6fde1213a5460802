import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { upi, visa } from '../../../test/fixtures';
import { PaymentMethodField } from './PaymentMethodField';

const meta = {
  title: 'Vet booking/PaymentMethodField',
  component: PaymentMethodField,
  args: { methods: [visa, upi], loading: false, failed: false, onRetry: fn(), chosenId: null, onChoose: fn() },
} satisfies Meta<typeof PaymentMethodField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DefaultPreselected: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByLabelText('Visa ending in 4242')).toBeChecked();
    await userEvent.click(canvas.getByLabelText('UPI sam@okaxis'));
    await expect(args.onChoose).toHaveBeenCalledWith(upi.id);
  },
};

export const NoPaymentMethod: Story = {
  args: { methods: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No Payment Method Found')).toBeVisible();
    await expect(canvas.getByText('You need to add a payment method before booking a teleconsultation.')).toBeVisible();
    const link = canvas.getByRole('link', { name: 'Add Payment Method (opens in a new tab)' });
    await expect(link).toHaveAttribute('href', '/payments');
    await expect(link).toHaveAttribute('target', '_blank');
  },
};

export const Loading: Story = {
  args: { methods: undefined, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading payment methods...');
  },
};
