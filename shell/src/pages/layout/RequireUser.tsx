import type { ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { Navigate } from 'react-router-dom';
import { PageSkeleton, sessionUserAtom } from '@petpal/design-system';
import type { SessionUser } from '@petpal/contracts';
import { loginHref } from '../../lib/paths';

/** Renders its children for a signed-in user, waits while the session loads, and sends guests to /login. */
export function RequireUser({ children }: { children: (user: SessionUser) => ReactNode }) {
  const user = useAtomValue(sessionUserAtom);
  if (user === undefined) return <PageSkeleton label="Checking your session" />;
  if (user === null) return <Navigate to={loginHref} replace />;
  return children(user);
}
