import { useAtomValue } from 'jotai';
import { Button, sessionUserAtom, RouterButtonLink } from '@petpal/design-system';
import { useLogout } from '../../features/auth/api/logout';

export interface AuthActionsProps {
  fullWidth?: boolean;
  onNavigate?(): void;
}

/** Login and Sign Up for guests, Logout for signed-in users, nothing while the session is unknown. */
export function AuthActions({ fullWidth = false, onNavigate }: AuthActionsProps) {
  const user = useAtomValue(sessionUserAtom);
  const logout = useLogout();

  if (user === undefined) return null;
  if (user) {
    return (
      <Button
        variant="outline"
        size="sm"
        fullWidth={fullWidth}
        loading={logout.isPending}
        onClick={() => logout.mutate()}
      >
        Logout
      </Button>
    );
  }
  return (
    <>
      <RouterButtonLink to="/login" variant="ghost" size="sm" fullWidth={fullWidth} onClick={onNavigate}>
        Login
      </RouterButtonLink>
      <RouterButtonLink to="/signup" size="sm" fullWidth={fullWidth} onClick={onNavigate}>
        Sign Up
      </RouterButtonLink>
    </>
  );
}
