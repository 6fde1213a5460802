import { useAtomValue } from 'jotai';
import { sessionUserAtom, usePaymentMethods as useSavedMethods } from '@petpal/design-system';

/** The signed-in user's saved payment methods (added at /payments), default first: the design system's client. */
export const usePaymentMethods = (enabled: boolean) => {
  const user = useAtomValue(sessionUserAtom);
  return useSavedMethods(user?.id ?? '', { enabled: enabled && Boolean(user) });
};
