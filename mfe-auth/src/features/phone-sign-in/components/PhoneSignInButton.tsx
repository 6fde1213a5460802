import type { AuthMode } from '@petpal/contracts';
import { Button } from '@petpal/design-system';

/** "Login with Phone" / "Sign up with Phone": switches the page to the phone flow. */
export function PhoneSignInButton({ mode, onClick }: { mode: AuthMode; onClick(): void }) {
  return (
    <Button type="button" variant="outline" fullWidth onClick={onClick}>
      {mode === 'login' ? 'Login with Phone' : 'Sign up with Phone'}
    </Button>
  );
}
