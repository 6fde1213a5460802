import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { inFormColumn } from '../../../test/story-platform';
import { PhoneCodeForm } from './PhoneCodeForm';

const meta = {
  title: 'Accounts/Phone/PhoneCodeForm',
  component: PhoneCodeForm,
  args: { mode: 'login', phone: '+919876543210', onSubmit: fn(), onChangeNumber: fn(), onBack: fn() },
  decorators: [inFormColumn],
} satisfies Meta<typeof PhoneCodeForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LoginMode: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText('Enter the 6-digit code we sent to +919876543210.')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Verification Code'), '123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify & Continue' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ phone: '+919876543210', code: '123456', mode: 'login' });
  },
};

export const SignupMode: Story = {
  args: { mode: 'signup' },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Verification Code'), '654321');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify & Continue' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ phone: '+919876543210', code: '654321', mode: 'signup' });
    await expect(canvas.getByRole('button', { name: 'Back to email sign up' })).toBeVisible();
  },
};

export const BackButtons: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Change Phone Number' }));
    await expect(args.onChangeNumber).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Back to email login' }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};

export const CodeRequired: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Verify & Continue' }));
    await expect(canvas.getByText('Please enter the OTP')).toBeVisible();
    await expect(canvas.getByLabelText('Verification Code')).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const LimitedToSixCharacters: Story = {
  play: async ({ canvas, userEvent }) => {
    const code = canvas.getByLabelText('Verification Code');
    await userEvent.type(code, '12345678');
    await expect(code).toHaveValue('123456');
  },
};

export const WrongCode: Story = {
  args: { error: { title: 'OTP verification failed', message: 'Invalid verification code.' } },
  play: async ({ canvas }) => {
    const banner = canvas.getByRole('alert');
    await expect(banner).toHaveTextContent('OTP verification failed');
    await expect(banner).toHaveTextContent('Invalid verification code.');
    await expect(banner).toHaveFocus();
  },
};

export const Verifying: Story = {
  args: { submitting: true },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Verify & Continue' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};
