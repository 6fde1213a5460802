import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { inFormColumn } from '../../../test/story-platform';
import { PhoneNumberForm } from './PhoneNumberForm';

const meta = {
  title: 'Accounts/Phone/PhoneNumberForm',
  component: PhoneNumberForm,
  args: { mode: 'login', onSubmit: fn(), onBack: fn() },
  decorators: [inFormColumn],
} satisfies Meta<typeof PhoneNumberForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LoginMode: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Phone Number'), '+91 98765-43210');
    await userEvent.click(canvas.getByRole('button', { name: 'Send Verification Code' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ phone: '+919876543210', mode: 'login' });
    await userEvent.click(canvas.getByRole('button', { name: 'Back to email login' }));
    await expect(args.onBack).toHaveBeenCalled();
  },
};

export const SignupMode: Story = {
  args: { mode: 'signup' },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Phone Number'), '+14155550123');
    await userEvent.click(canvas.getByRole('button', { name: 'Send Verification Code' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ phone: '+14155550123', mode: 'signup' });
    await userEvent.click(canvas.getByRole('button', { name: 'Back to email sign up' }));
    await expect(args.onBack).toHaveBeenCalled();
  },
};

export const NumberRequired: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send Verification Code' }));
    await expect(canvas.getByText('Please enter your phone number')).toBeVisible();
    await expect(canvas.getByLabelText('Phone Number')).toHaveFocus();
    await expect(canvas.getByLabelText('Phone Number')).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** After Change Phone Number the field holds the number the code went to. */
export const ChangingTheNumber: Story = {
  args: { defaultPhone: '+919876543210' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Phone Number')).toHaveValue('+919876543210');
  },
};

export const SendFailed: Story = {
  args: {
    error: { title: 'Phone sign-in failed', message: 'Please wait a minute before requesting another code.' },
  },
  play: async ({ canvas }) => {
    const banner = canvas.getByRole('alert');
    await expect(banner).toHaveTextContent('Phone sign-in failed');
    await expect(banner).toHaveTextContent('Please wait a minute before requesting another code.');
    await expect(banner).toHaveFocus();
  },
};

export const Sending: Story = {
  args: { submitting: true },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Send Verification Code' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: 'Back to email login' })).toBeEnabled();
  },
};
