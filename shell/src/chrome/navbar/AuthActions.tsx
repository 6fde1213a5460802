import { useAtomValue } from 'jotai';
import { Button, sessionUserAtom } from '@petpal/design-system/core';
import { PageButtonLink } from '../../composition/PageLink';
import { useLogout } from '../../features/auth/api/logout';

export interface AuthActionsProps {
  fullWidth?: boolean;
  onNavigate?(): void;
}

/** Login and Sign Up for guests, Logout for signed-in users, nothing while the session is unknown. */
export function AuthActions({ fullWidth = false, onNavigate }: AuthActionsProps) {
  const user = useAtomValue(sessionUserAtom);
  const { isPending, logout } = useLogout();

  if (user === undefined) return null;
  if (user) {
    return (
      <Button variant="outline" size="sm" fullWidth={fullWidth} loading={isPending} onClick={() => void logout()}>
        Logout
      </Button>
    );
  }
  return (
    <>
      <PageButtonLink href="/login" variant="ghost" size="sm" fullWidth={fullWidth} onClick={onNavigate}>
        Login
      </PageButtonLink>
      <PageButtonLink href="/signup" size="sm" fullWidth={fullWidth} onClick={onNavigate}>
        Sign Up
      </PageButtonLink>
    </>
  );
}
