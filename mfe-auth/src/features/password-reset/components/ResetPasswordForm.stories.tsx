import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { inFormColumn } from '../../../test/story-platform';
import { ResetPasswordForm } from './ResetPasswordForm';

const token = 'a'.repeat(64);

const meta = {
  title: 'Accounts/ResetPasswordForm',
  component: ResetPasswordForm,
  args: { token, onSubmit: fn() },
  decorators: [inFormColumn],
} satisfies Meta<typeof ResetPasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('New password'), 'whiskers1');
    await userEvent.type(canvas.getByLabelText('Confirm new password'), 'whiskers1');
    await userEvent.click(canvas.getAllByRole('button', { name: 'Show password' })[0]!);
    await expect(canvas.getByLabelText('New password')).toHaveAttribute('type', 'text');
    await userEvent.click(canvas.getByRole('button', { name: 'Update Password' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ token, password: 'whiskers1', confirmPassword: 'whiskers1' });
  },
};

export const FieldErrors: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('New password'), 'whiskers1');
    await userEvent.type(canvas.getByLabelText('Confirm new password'), 'whiskers2');
    await userEvent.click(canvas.getByRole('button', { name: 'Update Password' }));
    await expect(canvas.getByText("Passwords don't match")).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ApiErrorBanner: Story = {
  args: { error: 'Failed to update password. Please try again.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to update password. Please try again.');
  },
};

export const InvalidLink: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('New password')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Update Password' })).toBeDisabled();
  },
};

export const Submitting: Story = {
  args: { submitting: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Update Password' })).toBeDisabled();
  },
};
