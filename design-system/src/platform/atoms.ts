import { atom } from 'jotai';
import type { SessionUser } from '@petpal/contracts';

/** undefined while the session is being resolved, null for a guest. */
export const sessionUserAtom = atom<SessionUser | null | undefined>(undefined);

export interface ResolvedLocation {
  city: string;
  state: string;
  country: string;
  displayText: string;
  loading: boolean;
  error: string | null;
}

export const locationAtom = atom<ResolvedLocation>({
  city: '',
  state: '',
  country: '',
  displayText: 'Detecting location...',
  loading: true,
  error: null,
});
