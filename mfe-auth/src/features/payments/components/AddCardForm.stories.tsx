import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { AddCardForm } from './AddCardForm';

const meta = {
  title: 'Accounts/AddCardForm',
  component: AddCardForm,
  args: { onSubmit: fn() },
  decorators: [(Story) => <div style={{ maxWidth: '28rem' }}>{Story()}</div>],
} satisfies Meta<typeof AddCardForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Card number'), '4242424242424242');
    await expect(canvas.getByLabelText('Card number')).toHaveValue('4242 4242 4242 4242');
    await userEvent.type(canvas.getByLabelText('Expiry (MM/YY)'), '1234');
    await userEvent.type(canvas.getByLabelText('CVC'), '123');
    await userEvent.type(canvas.getByLabelText('Name on card'), 'Sam Rivera');
    await userEvent.click(canvas.getByRole('button', { name: 'Add Card' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      methodType: 'card',
      cardNumber: '4242424242424242',
      expMonth: 12,
      expYear: 2034,
      cvc: '123',
      holderName: 'Sam Rivera',
    });
  },
};

export const FieldErrors: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Card number'), '4242424242424241');
    await userEvent.type(canvas.getByLabelText('Expiry (MM/YY)'), '0120');
    await userEvent.click(canvas.getByRole('button', { name: 'Add Card' }));
    await expect(canvas.getByText('Your card number is incorrect.')).toBeVisible();
    await expect(canvas.getByText('Your card has expired.')).toBeVisible();
    await expect(canvas.getByText("Your card's security code is invalid.")).toBeVisible();
    await expect(canvas.getByText('Please enter the name on the card.')).toBeVisible();
    await expect(canvas.getByLabelText('Card number')).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Declined: Story = {
  args: { error: 'Your card was declined.' },
  play: async ({ canvas }) => {
    const banner = canvas.getByRole('alert');
    await expect(banner).toHaveTextContent('Your card was declined.');
    await expect(banner).toHaveFocus();
  },
};

export const Submitting: Story = {
  args: { submitting: true },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Add Card' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};
