import { useRequestPasswordReset } from '../api/request-password-reset';
import { resetRequestErrorMessage } from '../reset-errors';
import { ResetPasswordDialog } from './ResetPasswordDialog';

export interface ForgotPasswordDialogProps {
  open: boolean;
  onClose(): void;
}

/** The Reset Password dialog wired to POST /api/auth/password-reset/request. */
export function ForgotPasswordDialog({ open, onClose }: ForgotPasswordDialogProps) {
  const request = useRequestPasswordReset();
  return (
    <ResetPasswordDialog
      open={open}
      onClose={() => {
        request.reset();
        onClose();
      }}
      onSubmit={(input) => request.mutate(input)}
      submitting={request.isPending}
      error={request.error ? resetRequestErrorMessage(request.error) : null}
      sentTo={request.isSuccess ? request.variables.email : null}
    />
  );
}
