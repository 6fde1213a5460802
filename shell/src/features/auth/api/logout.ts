import { useState } from 'react';
import { useSetAtom } from 'jotai';
import { sessionUserAtom, useToast } from '@petpal/design-system/core';
import { navigateInPage } from '../../../composition/link-navigation';
import { forgetServerState } from '../../../composition/platform';

/** Ends the session, returns home as a guest and forgets the previous user's cached data. */
export function useLogout() {
  const setUser = useSetAtom(sessionUserAtom);
  const { toast } = useToast();
  const [isPending, setPending] = useState(false);

  async function logout() {
    setPending(true);
    try {
      // Only signed-in visitors get here: the request (zod and the API client) loads on first use.
      const { requestLogout } = await import('./request-logout');
      await requestLogout();
      navigateInPage('/');
      setUser(null);
      forgetServerState();
    } catch {
      toast({ title: 'Logout failed', variant: 'error' });
    } finally {
      setPending(false);
    }
  }

  return { isPending, logout };
}
