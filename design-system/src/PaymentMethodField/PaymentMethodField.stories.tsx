import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import type { PaymentMethod } from '@petpal/contracts';
import { PaymentMethodField } from './PaymentMethodField';

const visa: PaymentMethod = {
  id: 'c00000000000000000000001',
  methodType: 'card',
  isDefault: true,
  cardBrand: 'Visa',
  cardLastFour: '4242',
};
const upi: PaymentMethod = { id: 'c00000000000000000000002', methodType: 'upi', isDefault: false, upiId: 'sam@okaxis' };

const meta = {
  title: 'Forms/PaymentMethodField',
  component: PaymentMethodField,
  args: {
    methods: [visa, upi],
    loading: false,
    failed: false,
    onRetry: fn(),
    chosenId: null,
    onChoose: fn(),
    noneDescription: 'You need to add a payment method before booking a teleconsultation.',
  },
} satisfies Meta<typeof PaymentMethodField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Radios (the vet's teleconsultation): the default method is preselected. */
export const DefaultPreselected: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByLabelText('Visa ending in 4242')).toBeChecked();
    await userEvent.click(canvas.getByLabelText('UPI sam@okaxis'));
    await expect(args.onChoose).toHaveBeenCalledWith(upi.id);
  },
};

/** A list (the trainer's online session), "(default)" after the default. */
export const AsSelect: Story = {
  args: { control: 'select' },
  play: async ({ args, canvas, userEvent }) => {
    const select = canvas.getByLabelText('Payment Method');
    await expect(select).toHaveValue(visa.id);
    await expect(select).toHaveTextContent('Visa ending in 4242 (default)');
    await userEvent.selectOptions(select, 'UPI sam@okaxis');
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

/** In a form, the field's message shows under the way to add one. */
export const NoneSavedWithError: Story = {
  args: { methods: [], control: 'select', error: 'Please add a payment method.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Payment Method' })).toBeVisible();
    await expect(canvas.getByText('Please add a payment method.')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { methods: undefined, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading payment methods...');
  },
};

export const LoadFailed: Story = {
  args: { methods: undefined, failed: true },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to load payment methods.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
