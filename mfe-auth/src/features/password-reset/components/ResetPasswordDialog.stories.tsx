import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { ResetPasswordDialog } from './ResetPasswordDialog';

const meta = {
  title: 'Accounts/ResetPasswordDialog',
  component: ResetPasswordDialog,
  args: { open: true, onClose: fn(), onSubmit: fn() },
} satisfies Meta<typeof ResetPasswordDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dialog renders in a portal on document.body, outside the story's canvas. */
const dialogIn = (canvasElement: HTMLElement) =>
  within(within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Reset Password' }));

export const Idle: Story = {
  play: async ({ args, canvasElement, userEvent }) => {
    const dialog = dialogIn(canvasElement);
    await expect(dialog.getByLabelText('Email')).toHaveFocus();
    await userEvent.type(dialog.getByLabelText('Email'), 'sam@example.com');
    await userEvent.click(dialog.getByRole('button', { name: 'Send Reset Link' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ email: 'sam@example.com' });
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const FieldError: Story = {
  play: async ({ args, canvasElement, userEvent }) => {
    const dialog = dialogIn(canvasElement);
    await userEvent.type(dialog.getByLabelText('Email'), 'sam');
    await userEvent.click(dialog.getByRole('button', { name: 'Send Reset Link' }));
    await expect(dialog.getByText('Please enter a valid email address')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ApiErrorBanner: Story = {
  args: { error: 'No account found with this email address.' },
  play: async ({ canvasElement }) => {
    await expect(dialogIn(canvasElement).getByRole('alert')).toHaveTextContent(
      'No account found with this email address.',
    );
  },
};

export const Submitting: Story = {
  args: { submitting: true },
  play: async ({ canvasElement }) => {
    await expect(dialogIn(canvasElement).getByRole('button', { name: 'Send Reset Link' })).toBeDisabled();
  },
};

export const Sent: Story = {
  args: { sentTo: 'sam@example.com' },
  play: async ({ canvasElement }) => {
    const dialog = dialogIn(canvasElement);
    await expect(dialog.getByRole('status')).toHaveTextContent('We sent a password reset link to sam@example.com.');
    await expect(dialog.getByRole('button', { name: 'Done' })).toBeVisible();
  },
};
