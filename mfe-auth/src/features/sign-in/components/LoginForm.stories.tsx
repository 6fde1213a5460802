import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { inFormColumn } from '../../../test/story-platform';
import { LoginForm } from './LoginForm';

const meta = {
  title: 'Accounts/LoginForm',
  component: LoginForm,
  args: { onSubmit: fn(), onForgotPassword: fn() },
  decorators: [inFormColumn],
} satisfies Meta<typeof LoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Email'), 'sam@example.com');
    await userEvent.type(canvas.getByLabelText('Password'), 'whiskers1');
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ email: 'sam@example.com', password: 'whiskers1' });
    await userEvent.click(canvas.getByRole('button', { name: 'Forgot your password?' }));
    await expect(args.onForgotPassword).toHaveBeenCalled();
  },
};

export const FieldErrors: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Email'), 'sam@');
    await userEvent.type(canvas.getByLabelText('Password'), 'cat');
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    await expect(canvas.getByText('Please enter a valid email')).toBeVisible();
    await expect(canvas.getByText('Password must be at least 6 characters')).toBeVisible();
    await expect(canvas.getByLabelText('Email')).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ApiErrorBanner: Story = {
  args: { error: 'Incorrect email or password. Please try again.' },
  play: async ({ canvas }) => {
    const banner = canvas.getByRole('alert');
    await expect(banner).toHaveTextContent('Incorrect email or password. Please try again.');
    await expect(banner).toHaveFocus();
  },
};

export const Submitting: Story = {
  args: { submitting: true },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Login' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};
