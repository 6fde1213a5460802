import { sessionUserAtom } from './atoms';
import type { PlatformStore } from './contract';
import { isSessionResponse } from './session-guard';

/** Resolves the session user into the store; a failed call or an unexpected answer leaves the visitor a guest. */
export async function loadSession(store: PlatformStore): Promise<void> {
  try {
    const response = await fetch('/api/auth/session', {
      credentials: 'include',
      headers: { Accept: 'application/json' },
    });
    const body: unknown = response.ok ? await response.json() : null;
    store.set(sessionUserAtom, isSessionResponse(body) ? body.user : null);
  } catch {
    store.set(sessionUserAtom, null);
  }
}
