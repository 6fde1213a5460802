import { SessionResponse } from '@petpal/api/contracts';
import { apiFetch } from './api-fetch';
import { sessionUserAtom } from './atoms';
import type { PlatformStore } from './contract';

/** Resolves the session user into the store; a failed call leaves the visitor a guest. */
export async function loadSession(store: PlatformStore): Promise<void> {
  try {
    const { user } = await apiFetch('/api/auth/session', SessionResponse);
    store.set(sessionUserAtom, user);
  } catch {
    store.set(sessionUserAtom, null);
  }
}
