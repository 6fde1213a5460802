import { Link } from 'react-router-dom';
import { AuthPage } from '../../../ui/AuthPage';
import { FormBanner } from '../../../ui/FormBanner';
import { Footnote } from '../../../ui/Footnote';
import { useQueryParams } from '../../../lib/use-query-params';
import { useResetLinkCheck } from '../api/check-reset-link';
import { useCompletePasswordReset } from '../api/complete-password-reset';
import { passwordUpdateFailure, resetLinkErrorMessage, resetMessages } from '../reset-errors';
import { ResetPasswordForm } from './ResetPasswordForm';
import { LoadingLine } from '@petpal/design-system';

/** /reset-password?token=...: checks the link, then takes the new password. */
export function ResetPasswordPage() {
  const token = useQueryParams().get('token') ?? '';
  const check = useResetLinkCheck(token);
  const update = useCompletePasswordReset();
  const failure = update.error ? passwordUpdateFailure(update.error) : null;

  const linkProblem =
    token === '' ? resetMessages.missingLink : check.error ? resetLinkErrorMessage(check.error) : null;
  const verifying = token !== '' && check.isPending;

  return (
    <AuthPage title="Reset Password" description="Choose a new password for your PetPal account.">
      <LoadingLine align="center" message={verifying ? 'Verifying reset link...' : null} />
      {linkProblem && <FormBanner message={linkProblem} />}
      <ResetPasswordForm
        token={token}
        onSubmit={(input) => update.mutate(input)}
        disabled={!check.isSuccess}
        submitting={update.isPending}
        error={failure?.message}
        fieldErrors={failure?.fields}
      />
      <Footnote>
        <Link to="/login">Back to Login</Link>
      </Footnote>
    </AuthPage>
  );
}
