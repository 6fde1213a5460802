import { useId } from 'react';
import { PasswordResetRequestInput } from '@petpal/contracts';
import { Alert, Button, Dialog, Stack, useContractForm } from '@petpal/design-system';
import { FormBanner } from '../../../ui/FormBanner';
import { EmailField } from '../../../ui/EmailField';

export interface ResetPasswordDialogProps {
  open: boolean;
  onClose(): void;
  onSubmit(input: PasswordResetRequestInput): void;
  submitting?: boolean;
  /** The banner when the request was refused or failed. */
  error?: string | null;
  /** Set once the email is on its way: the dialog then says where to look. */
  sentTo?: string | null;
}

/** "Forgot your password?": asks for the account's email and sends a reset link to it. */
export function ResetPasswordDialog({ open, onClose, ...rest }: ResetPasswordDialogProps) {
  const formId = useId();
  const done = Boolean(rest.sentTo);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      size="sm"
      title="Reset Password"
      description={
        done ? undefined : "Enter your account's email address and we'll send you a link to reset your password."
      }
      footer={
        done ? (
          <Button onClick={onClose}>Done</Button>
        ) : (
          <>
            <Button variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" form={formId} loading={rest.submitting}>
              Send Reset Link
            </Button>
          </>
        )
      }
    >
      <ResetRequestBody formId={formId} {...rest} />
    </Dialog>
  );
}

type BodyProps = Omit<ResetPasswordDialogProps, 'open' | 'onClose'> & { formId: string };

function ResetRequestBody({ formId, onSubmit, error, sentTo }: BodyProps) {
  const form = useContractForm(PasswordResetRequestInput, { defaultValues: { email: '' } });
  if (sentTo) {
    return (
      <Alert variant="success" title="Check your inbox">
        We sent a password reset link to {sentTo}. Please check your inbox (and your spam folder) and follow the link to
        choose a new password.
      </Alert>
    );
  }
  return (
    <form id={formId} noValidate aria-label="Reset password request" onSubmit={form.onSubmit(onSubmit)}>
      <Stack gap={4}>
        {error && <FormBanner message={error} />}
        <EmailField
          // The dialog opens for this one field: start there rather than on Close.
          autoFocus
          {...form.field('email')}
        />
      </Stack>
    </form>
  );
}
