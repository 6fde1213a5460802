import { useEffect, useRef, useState } from 'react';
import { useSetAtom } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { type AuthMode, OidcReturnFlags, SessionResponse } from '@petpal/contracts';
import { apiFetch, sessionUserAtom, useToast } from '@petpal/design-system';
import { useQueryParams } from '../../lib/use-query-params';
import { loginRedirectDelayMs } from '../../lib/use-signed-in';
import { socialMessages } from './social-messages';

/**
 * Reads the flags the Google / Facebook callback sent this page (/login or /signup) back with: after a
 * sign-in, loads the session user, shows "Logged in / Signed up successfully with {provider}!" and moves
 * on to `next`; after a failure, toasts the reason and returns the banner title ("Google sign-in failed").
 */
export function useSocialReturn(mode: AuthMode): { failedTitle: string | null; failedMessage: string | null } {
  const params = useQueryParams();
  const navigate = useNavigate();
  const setUser = useSetAtom(sessionUserAtom);
  const { toast } = useToast();
  const [failure, setFailure] = useState<{ title: string; message: string } | null>(null);
  const handled = useRef(false);
  const redirect = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(redirect.current), []);

  const parsed = OidcReturnFlags.safeParse(Object.fromEntries(params));
  const flags = parsed.success ? parsed.data : {};
  const key = params.toString();

  useEffect(() => {
    if (handled.current || (!flags.signedIn && !flags.error)) return;
    handled.current = true;
    if (flags.error) {
      const message = flags.message ?? '';
      setFailure({ title: socialMessages.failedTitle(flags.error), message });
      toast({
        title:
          flags.stage === 'start'
            ? socialMessages.startFailed(mode, flags.error, message)
            : socialMessages.authenticationFailed(flags.error, message),
        variant: 'error',
      });
      navigate({ search: '' }, { replace: true });
      return;
    }
    const provider = flags.signedIn;
    if (!provider) return;
    void apiFetch('/api/auth/session', SessionResponse)
      .then(({ user }) => {
        setUser(user);
        toast({
          title: flags.new ? socialMessages.signedUp(provider) : socialMessages.loggedIn(provider),
          variant: 'success',
        });
        const next = user?.role === 'none' ? '/role-selection' : (flags.next ?? '/dashboard');
        redirect.current = setTimeout(() => navigate(next, { replace: true }), loginRedirectDelayMs);
      })
      .catch((error: unknown) => {
        const message = error instanceof Error ? error.message : String(error);
        setFailure({ title: socialMessages.failedTitle(provider), message });
        toast({ title: socialMessages.authenticationFailed(provider, message), variant: 'error' });
      });
    // Once per arrival with flags: `key` changes only when the query does.
  }, [key]);

  return { failedTitle: failure?.title ?? null, failedMessage: failure?.message ?? null };
}
