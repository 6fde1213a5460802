import type { ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { Navigate } from 'react-router-dom';
import type { SessionUser } from '@petpal/contracts';
import { LoadingLine, sessionUserAtom } from '@petpal/design-system';

/** Renders its children for a signed-in user, waits while the session loads, and sends guests to /login. */
export function RequireSignedIn({ children }: { children: (user: SessionUser) => ReactNode }) {
  const user = useAtomValue(sessionUserAtom);
  if (user === undefined) return <LoadingLine align="center" message="Checking your session..." />;
  if (user === null) return <Navigate to="/login" replace />;
  return children(user);
}
