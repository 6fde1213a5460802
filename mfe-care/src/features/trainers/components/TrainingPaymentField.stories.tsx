import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { trainerMessages } from '@petpal/contracts';
import { upi, visa } from '../../../test/trainer-fixtures';
import { TrainingPaymentField } from './TrainingPaymentField';

const meta = {
  title: 'Pet care/TrainingPaymentField',
  component: TrainingPaymentField,
  args: { methods: [visa, upi], loading: false, failed: false, onRetry: fn(), chosenId: null, onChoose: fn() },
} satisfies Meta<typeof TrainingPaymentField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default method is preselected. */
export const SavedMethods: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const select = canvas.getByLabelText('Payment Method');
    await expect(select).toHaveValue(visa.id);
    await expect(select).toHaveTextContent('Visa ending in 4242 (default)');
    await userEvent.selectOptions(select, 'UPI sam@okaxis');
    await expect(args.onChoose).toHaveBeenCalledWith(upi.id);
  },
};

export const NoneSaved: Story = {
  args: { methods: [], error: trainerMessages.payment },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No Payment Method Found')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Add Payment Method (opens in a new tab)' })).toHaveAttribute(
      'href',
      '/payments',
    );
    await expect(canvas.getByText(trainerMessages.payment)).toBeVisible();
  },
};

export const Loading: Story = {
  args: { methods: undefined, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading payment methods...')).toBeVisible();
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
