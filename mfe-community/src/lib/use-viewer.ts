import { useAtomValue } from 'jotai';
import { sessionUserAtom } from '@petpal/design-system';

/** Whose view the API answers: the signed-in user's id, "guest", or undefined while the session loads. */
export function useViewer(): string | undefined {
  const user = useAtomValue(sessionUserAtom);
  return user === undefined ? undefined : (user?.id ?? 'guest');
}
