import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { PhoneSignIn } from '../../features/phone-sign-in/components/PhoneSignIn';
import { PhoneSignInButton } from '../../features/phone-sign-in/components/PhoneSignInButton';
import { AuthPage } from '../../ui/AuthPage';
import { Footnote } from '../../ui/Footnote';
import { SocialSignIn } from '../../features/social-sign-in/components/SocialSignIn';
import { useSignUp } from '../../features/sign-up/api/sign-up';
import { signupFailure } from '../../features/sign-up/signup-errors';
import { verifyEmailPath } from '../../features/sign-up/verify-email-path';
import { SignupForm } from '../../features/sign-up/components/SignupForm';

/** /signup: creates an account that waits for its email to be confirmed, then shows /verify-email. */
export function SignupPage() {
  const navigate = useNavigate();
  const [retrying, setRetrying] = useState(false);
  const [byPhone, setByPhone] = useState(false);
  const signUp = useSignUp({
    onRetry: () => setRetrying(true),
    onSuccess: ({ email }) => navigate(verifyEmailPath(email), { state: { email } }),
  });
  const failure = signUp.error ? signupFailure(signUp.error) : null;

  return (
    <AuthPage title="Create an Account" description="Join PetPal to book trusted care for your pets.">
      <SocialSignIn mode="signup" />
      {byPhone ? (
        <PhoneSignIn mode="signup" onBack={() => setByPhone(false)} />
      ) : (
        <>
          <SignupForm
            onSubmit={(input) => {
              setRetrying(false);
              signUp.mutate(input);
            }}
            submitting={signUp.isPending || signUp.isSuccess}
            retrying={retrying && signUp.isPending}
            error={failure?.banner}
            fieldErrors={failure?.fields}
          />
          <PhoneSignInButton mode="signup" onClick={() => setByPhone(true)} />
        </>
      )}
      <Footnote>
        Already have an account? <Link to="/login">Log in</Link>
      </Footnote>
      <Footnote $small>
        By signing up, you agree to our <Link to="/terms-of-service">Terms of Service</Link> and{' '}
        <Link to="/privacy-statement">Privacy Statement</Link>, consent to receive marketing emails and messages from
        PetPal, and confirm that you are 18 years or older.
      </Footnote>
    </AuthPage>
  );
}
