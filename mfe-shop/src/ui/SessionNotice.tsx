import type { ReactNode } from 'react';
import type { Role, SessionUser } from '@petpal/contracts';
import { LoadingLine, Text } from '@petpal/design-system';
import { SignInPrompt } from './SignInPrompt';

export interface SessionNoticeProps {
  /** undefined while the session loads, null for a guest. */
  user: SessionUser | null | undefined;
  /** The one role the page is for; any signed-in user when absent. */
  role?: Role;
  guestMessage: string;
  /** What any other role reads instead. */
  otherRoleMessage?: string;
  /** Where Login comes back to. */
  returnTo: string;
  children: ReactNode;
}

/** A signed-in page's gate: loading, a guest asked to log in, another role told whom the page is for. */
export function SessionNotice({ user, role, guestMessage, otherRoleMessage, returnTo, children }: SessionNoticeProps) {
  if (user === undefined) return <LoadingLine message="Loading your account…" />;
  if (user === null) {
    return <SignInPrompt title="Please log in" description={guestMessage} returnTo={returnTo} />;
  }
  if (role && user.role !== role) return <Text>{otherRoleMessage}</Text>;
  return <>{children}</>;
}
