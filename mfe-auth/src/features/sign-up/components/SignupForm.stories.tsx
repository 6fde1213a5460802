import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { inFormColumn } from '../../../test/story-platform';
import { SignupForm } from './SignupForm';

const meta = {
  title: 'Accounts/SignupForm',
  component: SignupForm,
  args: { onSubmit: fn() },
  decorators: [inFormColumn],
} satisfies Meta<typeof SignupForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Email'), 'sam@example.com');
    await userEvent.type(canvas.getByLabelText('Password'), 'whiskers1');
    await userEvent.type(canvas.getByLabelText('Confirm Password'), 'whiskers1');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Up' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      email: 'sam@example.com',
      password: 'whiskers1',
      confirmPassword: 'whiskers1',
    });
  },
};

export const FieldErrors: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Email'), 'sam@example.com');
    await userEvent.type(canvas.getByLabelText('Password'), 'whiskers1');
    await userEvent.type(canvas.getByLabelText('Confirm Password'), 'whiskers2');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Up' }));
    await expect(canvas.getByText('Passwords do not match')).toBeVisible();
    await expect(canvas.getByLabelText('Confirm Password')).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ServerFieldErrors: Story = {
  args: { fieldErrors: { password: 'Please use a stronger password (at least 6 characters).' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Please use a stronger password (at least 6 characters).')).toBeVisible();
    await expect(canvas.getByLabelText('Password', { selector: 'input' })).toHaveFocus();
  },
};

export const ApiErrorBanner: Story = {
  args: { error: { message: 'This email is already registered. Try logging in instead.' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'This email is already registered. Try logging in instead.',
    );
  },
};

export const Submitting: Story = {
  args: { submitting: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Sign Up' })).toBeDisabled();
  },
};

export const Retrying: Story = {
  args: { submitting: true, retrying: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Signup is taking longer than usual. Retrying...')).toBeVisible();
  },
};

export const TimedOut: Story = {
  args: {
    error: { title: 'Signup timeout', message: 'An unexpected error occurred during signup. Please try again.' },
  },
};
