import type { AuthMode } from '@petpal/contracts';
import { Button, type ButtonProps } from '@petpal/design-system';

/** The phone flow's back button: "Back to email login" or "Back to email sign up". */
export function BackToEmailButton({ mode, ...rest }: { mode: AuthMode } & ButtonProps) {
  return (
    <Button type="button" {...rest}>
      Back to email {mode === 'login' ? 'login' : 'sign up'}
    </Button>
  );
}
