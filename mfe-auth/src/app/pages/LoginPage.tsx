import { Suspense, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Alert, lazyScreen, LoadingLine } from '@petpal/design-system';
import { PhoneSignInButton } from '../../features/phone-sign-in/components/PhoneSignInButton';
import { AuthPage } from '../../ui/AuthPage';
import { Footnote } from '../../ui/Footnote';
import { isPasswordUpdated } from '../../lib/password-updated';
import { SocialSignIn } from '../../features/social-sign-in/components/SocialSignIn';
import { useLogin } from '../../features/sign-in/api/login';
import { loginErrorMessage } from '../../features/sign-in/login-errors';
import { LoginForm } from '../../features/sign-in/components/LoginForm';

// Shown only on request (decision 088): the first screen downloads the email form alone.
const PhoneSignIn = lazyScreen(() => import('../../features/phone-sign-in/components/PhoneSignIn'), 'PhoneSignIn');
const ForgotPasswordDialog = lazyScreen(
  () => import('../../features/password-reset/components/ForgotPasswordDialog'),
  'ForgotPasswordDialog',
);

/** /login: Google, Facebook, email and password or phone, the Reset Password dialog, and the way to sign up. */
export function LoginPage() {
  const login = useLogin();
  const [forgotOpen, setForgotOpen] = useState(false);
  // The dialog is mounted from its first opening on (then it stays, as it did when it was part of the page).
  const [forgotWanted, setForgotWanted] = useState(false);
  const [byPhone, setByPhone] = useState(false);
  const { state } = useLocation();

  return (
    <AuthPage title="Welcome back" description="Log in to your PetPal account.">
      {isPasswordUpdated(state) && (
        <Alert variant="success">Password successfully updated. Please log in with your new password.</Alert>
      )}
      <SocialSignIn mode="login" />
      {byPhone ? (
        <Suspense fallback={<LoadingLine message="Loading phone sign-in..." />}>
          <PhoneSignIn mode="login" onBack={() => setByPhone(false)} />
        </Suspense>
      ) : (
        <>
          <LoginForm
            onSubmit={(input) => login.mutate(input)}
            onForgotPassword={() => {
              setForgotWanted(true);
              setForgotOpen(true);
            }}
            // Stays busy after success until the redirect, so the form cannot be sent twice.
            submitting={login.isPending || login.isSuccess}
            error={login.error ? loginErrorMessage(login.error) : null}
          />
          <PhoneSignInButton mode="login" onClick={() => setByPhone(true)} />
        </>
      )}
      {forgotWanted && (
        <Suspense fallback={null}>
          <ForgotPasswordDialog open={forgotOpen} onClose={() => setForgotOpen(false)} />
        </Suspense>
      )}
      <Footnote>
        Don&apos;t have an account? <Link to="/signup">Sign up</Link>
      </Footnote>
      <Footnote $small>
        By logging in, you agree to our <Link to="/terms-of-service">Terms of Service</Link> and{' '}
        <Link to="/privacy-statement">Privacy Statement</Link>.
      </Footnote>
    </AuthPage>
  );
}
