import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { Alert, ApiError, LoadingLine, RouterButtonLink, Stack, Text } from '@petpal/design-system';
import { AuthPage } from '../../../ui/AuthPage';
import { FormBanner } from '../../../ui/FormBanner';
import { useQueryParams } from '../../../lib/use-query-params';
import { useEmailVerification } from '../api/verify-email';
import { emailFromVerifyRoute } from '../verify-email-path';

const verifyEmailMessages = {
  confirming: 'Confirming your email...',
  confirmed: 'Your email is confirmed. You can now log in.',
  failed: 'We could not confirm your email. Please try again.',
} as const;

const Address = styled.strong`
  overflow-wrap: anywhere;
`;

/** /verify-email: after sign-up, where to look for the link; with ?token=, confirms the address. */
export function VerifyEmailPage() {
  const params = useQueryParams();
  const { state } = useLocation();
  const token = params.get('token') ?? '';
  return token ? <ConfirmEmail token={token} /> : <CheckYourEmail email={emailFromVerifyRoute(state, params)} />;
}

function CheckYourEmail({ email }: { email: string | null }) {
  return (
    <AuthPage title="Check your email">
      <Stack gap={3}>
        <Text>
          We sent a confirmation link to {email ? <Address>{email}</Address> : 'your email address'}. Open it to confirm
          your account, then log in.
        </Text>
        <Text tone="muted">Can&apos;t find it? Please check your inbox and spam folder.</Text>
      </Stack>
      <RouterButtonLink to="/" variant="outline" fullWidth>
        Home
      </RouterButtonLink>
    </AuthPage>
  );
}

function ConfirmEmail({ token }: { token: string }) {
  const verification = useEmailVerification(token);
  const { error } = verification;
  return (
    <AuthPage title="Verify Your Email">
      <LoadingLine align="center" message={verification.isPending ? verifyEmailMessages.confirming : null} />
      {verification.isSuccess && (
        <>
          <Alert variant="success">{verifyEmailMessages.confirmed}</Alert>
          <RouterButtonLink to="/login" fullWidth>
            Login
          </RouterButtonLink>
        </>
      )}
      {error && (
        <>
          <FormBanner
            message={error instanceof ApiError && error.status < 500 ? error.message : verifyEmailMessages.failed}
          />
          <RouterButtonLink to="/" variant="outline" fullWidth>
            Home
          </RouterButtonLink>
        </>
      )}
    </AuthPage>
  );
}
