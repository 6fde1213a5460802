import { useCallback, useEffect, useRef } from 'react';
import { useSetAtom } from 'jotai';
import { useLocation, useNavigate } from 'react-router-dom';
import type { ProfileStatus, SignedIn } from '@petpal/contracts';
import { sessionUserAtom, useToast } from '@petpal/design-system';
import { safeNext } from './safe-next';

/** Spec section 9: the pause after login, long enough to read the notice. */
export const loginRedirectDelayMs = 500;

/** Spec section 4, per profile status after a sign-in. */
export const signedInNotices: Record<ProfileStatus, string> = {
  complete: 'Login successful! Welcome back to PetPal.',
  role_record_missing: 'Welcome back! Please complete your profile setup.',
  none: 'Welcome! Please complete your profile setup.',
};

/**
 * What every sign-in ends with: the session user is set (the shell's navbar follows), a notice per profile
 * status, then /dashboard (or the page `?next=` names, e.g. the partner widget's sign-in popup), or
 * /role-selection for a user without a role.
 */
export function useSignedIn() {
  const setUser = useSetAtom(sessionUserAtom);
  const { toast } = useToast();
  const navigate = useNavigate();
  const { search } = useLocation();
  const redirect = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(redirect.current), []);

  return useCallback(
    ({ user, profile }: SignedIn) => {
      setUser(user);
      toast({ title: signedInNotices[profile], variant: 'success' });
      clearTimeout(redirect.current);
      redirect.current = setTimeout(
        () => navigate(user.role === 'none' ? '/role-selection' : (safeNext(search) ?? '/dashboard')),
        loginRedirectDelayMs,
      );
    },
    [setUser, toast, navigate, search],
  );
}
