import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Alert } from '@petpal/design-system';
import { ForgotPasswordDialog } from '../../features/password-reset/components/ForgotPasswordDialog';
import { PhoneSignIn } from '../../features/phone-sign-in/components/PhoneSignIn';
import { PhoneSignInButton } from '../../features/phone-sign-in/components/PhoneSignInButton';
import { AuthPage } from '../../ui/AuthPage';
import { Footnote } from '../../ui/Footnote';
import { isPasswordUpdated } from '../../lib/password-updated';
import { SocialSignIn } from '../../features/social-sign-in/components/SocialSignIn';
import { useLogin } from '../../features/sign-in/api/login';
import { loginErrorMessage } from '../../features/sign-in/login-errors';
import { LoginForm } from '../../features/sign-in/components/LoginForm';

/** /login: Google, Facebook, email and password or phone, the Reset Password dialog, and the way to sign up. */
export function LoginPage() {
  const login = useLogin();
  const [forgotOpen, setForgotOpen] = useState(false);
  const [byPhone, setByPhone] = useState(false);
  const { state } = useLocation();

  return (
    <AuthPage title="Welcome back" description="Log in to your PetPal account.">
      {isPasswordUpdated(state) && (
        <Alert variant="success">Password successfully updated. Please log in with your new password.</Alert>
      )}
      <SocialSignIn mode="login" />
      {byPhone ? (
        <PhoneSignIn mode="login" onBack={() => setByPhone(false)} />
      ) : (
        <>
          <LoginForm
            onSubmit={(input) => login.mutate(input)}
            onForgotPassword={() => setForgotOpen(true)}
            // Stays busy after success until the redirect, so the form cannot be sent twice.
            submitting={login.isPending || login.isSuccess}
            error={login.error ? loginErrorMessage(login.error) : null}
          />
          <PhoneSignInButton mode="login" onClick={() => setByPhone(true)} />
        </>
      )}
      <ForgotPasswordDialog open={forgotOpen} onClose={() => setForgotOpen(false)} />
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
