import type { ReactNode } from 'react';
import type { SessionUser } from '@petpal/contracts';
import { LoadingLine, RouterButtonLink, Stack, Text } from '@petpal/design-system';

export interface SessionGateProps {
  /** undefined while the session loads, null for a guest. */
  user: SessionUser | null | undefined;
  /** What a guest is asked to log in for, e.g. "Log in to see pet sitters near you." */
  guestMessage: string;
  children(user: SessionUser): ReactNode;
}

/** The care API answers signed-in users only: guests are asked to log in instead of seeing a failure. */
export function SessionGate({ user, guestMessage, children }: SessionGateProps) {
  if (user === undefined) return <LoadingLine message="Checking your session..." />;
  if (user === null) {
    return (
      <Stack gap={3} align="flex-start">
        <Text>{guestMessage}</Text>
        <RouterButtonLink to="/login">Login</RouterButtonLink>
      </Stack>
    );
  }
  return <>{children(user)}</>;
}
